import { LegalDocument } from '../LegalDocument';
import { useSite } from '../renderSitePage';

/** The sections in their order: each one's anchor on the page and its texts in the catalogue's `privacy.sections`. */
const SECTIONS = [
  ['who-we-are', 'whoWeAre'],
  ['data-we-keep', 'dataWeKeep'],
  ['payments', 'payments'],
  ['sharing', 'sharing'],
  ['retention', 'retention'],
  ['your-rights', 'yourRights'],
  ['security', 'security'],
  ['contact', 'contact'],
] as const;

/** /privacy: the privacy policy, structured as a real document and marked for the operator's review. */
export function Privacy() {
  const { t, text } = useSite();
  const d = t.privacy;
  return (
    <LegalDocument
      title={d.title}
      description={text(d.description)}
      path="/privacy"
      updated="25-11-2026"
      intro={<p>{text(d.intro)}</p>}
      sections={SECTIONS.map(([id, name]) => ({ id, ...d.sections[name] }))}
    />
  );
}
