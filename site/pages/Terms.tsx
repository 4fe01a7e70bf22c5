import { LegalDocument } from '../LegalDocument';
import { useSite } from '../renderSitePage';

/** The sections in their order: each one's anchor on the page and its texts in the catalogue's `terms.sections`. */
const SECTIONS = [
  ['who-we-are', 'whoWeAre'],
  ['accounts', 'accounts'],
  ['your-data', 'yourData'],
  ['payments', 'payments'],
  ['acceptable-use', 'acceptableUse'],
  ['retention', 'retention'],
  ['liability', 'liability'],
  ['rights', 'rights'],
  ['contact', 'contact'],
] as const;

/** /terms: the terms of service, structured as a real document and marked for the operator's review. */
export function Terms() {
  const { t, text } = useSite();
  const d = t.terms;
  return (
    <LegalDocument
      title={d.title}
      description={text(d.description)}
      path="/terms"
      updated="25-11-2026"
      intro={<p>{text(d.intro)}</p>}
      sections={SECTIONS.map(([id, name]) => ({ id, ...d.sections[name] }))}
    />
  );
}
