import type { ReactNode } from 'react';
import { useSite } from './renderSitePage';
import { RichText } from './RichText';
import { SiteLayout } from './SiteLayout';

export interface LegalSection {
  id: string;
  title: string;
  /** A paragraph, or a list of items (catalogue texts with their marks, RichText). */
  body: string | readonly string[];
}

/** A section's body: a paragraph, or a list. */
function SectionBody({ body }: { body: LegalSection['body'] }) {
  if (typeof body === 'string')
    return (
      <p>
        <RichText text={body} />
      </p>
    );
  return (
    <ul>
      {body.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal document of the site (terms, privacy): its sections numbered with a table of contents,
 * and a visible note that the operator must review it before relying on it.
 */
export function LegalDocument({
  title,
  description,
  path,
  updated,
  intro,
  sections,
}: {
  title: string;
  description: string;
  path: string;
  /** DD-MM-YYYY */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t, text } = useSite();
  return (
    <SiteLayout title={title} description={description} path={path}>
      <section className="page-head">
        <div className="wrap">
          <h1>{title}</h1>
          <p className="lead">{text(t.legal.updated, { date: updated })}</p>
        </div>
      </section>
      <div className="wrap">
        <div className="prose">
          <div className="review-note" role="note">
            <strong>{t.legal.reviewStrong}</strong> {t.legal.review}
          </div>
          {intro}
          <nav className="toc" aria-label={t.legal.contents}>
            <strong>{t.legal.contents}</strong>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                {i + 1}. {s.title}
              </h2>
              <SectionBody body={s.body} />
            </section>
          ))}
        </div>
      </div>
    </SiteLayout>
  );
}
