import type { ReactNode } from 'react';
import { SiteLayout } from './SiteLayout';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
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
  return (
    <SiteLayout title={title} description={description} path={path}>
      <section className="page-head">
        <div className="wrap">
          <h1>{title}</h1>
          <p className="lead">Last updated {updated}.</p>
        </div>
      </section>
      <div className="wrap">
        <div className="prose">
          <div className="review-note" role="note">
            <strong>Draft for the operator’s review.</strong> This document describes how the software works.
            Before publishing it, the company that operates this service must check it with its legal adviser
            and add its legal name, commercial registration number and address under “Who we are”.
          </div>
          {intro}
          <nav className="toc" aria-label="Contents">
            <strong>Contents</strong>
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
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </SiteLayout>
  );
}
