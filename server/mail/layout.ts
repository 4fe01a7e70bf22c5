import { directionOf, ENGLISH, type DisplayLocale } from '../../domain/displayLocale';

/*
 * The one layout of every mail, in either language (templates.ts; the words in domain/messages/{en,ar}/mails.ts).
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /**
   * A value that grants access (the code). It is in the mail, never in a production log; the
   * mailer logs it only in development, so a developer can sign in without SMTP.
   */
  secret?: string;
}

export const PRODUCT = 'Rentals';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A paragraph is plain text; `{ strong }` sets a value apart (the code). */
export type Paragraph = string | { strong: string };

/**
 * One layout for every mail: the same paragraphs as text and as escaped HTML. An Arabic mail's
 * HTML says so (lang="ar" dir="rtl"), so mail clients set it right to left.
 */
export function compose(
  subject: string,
  paragraphs: Paragraph[],
  display: DisplayLocale = ENGLISH,
): Omit<RenderedMail, 'secret'> {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `    ${p.strong}`)).join('\n\n') + '\n';
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
        : `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(p.strong)}</p>`,
    )
    .join('\n');
  const html =
    `<!doctype html><html ${display.locale === 'ar' ? 'lang="ar" dir="rtl"' : 'lang="en"'}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;padding:24px${directionOf(display.locale) === 'rtl' ? ';direction:rtl;text-align:right' : ''}">\n${body}\n` +
    `<p style="margin:24px 0 0;color:#6b7280;font-size:12px">${escapeHtml(PRODUCT)}</p></body></html>`;
  return { subject, text, html };
}
