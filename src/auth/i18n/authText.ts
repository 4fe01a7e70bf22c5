import { createElement, Fragment, type ReactNode } from 'react';
import type { Locale } from '../../../domain/displayLocale';
import authMessagesEn, { type AuthCatalogue, type AuthKey } from './authMessages.en';

/*
 * The sign-in pages' own translation (issue 22 item 2): a flat catalogue per language and `%{name}`
 * interpolation, no library, so the login route stays light (bench/README.md). English is in the
 * route's chunk; Arabic is its own chunk, fetched only for readers of Arabic before the pages show
 * (src/PanelRoot.tsx waits for authTextsReady), and set synchronously by the build's pre-rendering.
 */

export type { AuthKey } from './authMessages.en';
export type AuthValues = Record<string, string | number>;

let activeLocale: Locale = 'en';
let active: AuthCatalogue = authMessagesEn;

/** The language the auth pages are written in now. */
export const authLocale = (): Locale => activeLocale;

/** Makes `catalogue` the auth pages' texts (the pre-rendering switches per page it writes). */
export function setAuthCatalogue(locale: Locale, catalogue: AuthCatalogue): void {
  activeLocale = locale;
  active = catalogue;
}

/** The Arabic catalogue's chunk (the build's pre-rendering preloads it in the Arabic pages). */
export const loadArabicAuthMessages = () => import('./authMessages.ar');

/** Resolves once the auth pages can be written in `locale` (at once for English). */
export async function authTextsReady(locale: Locale): Promise<void> {
  if (locale === activeLocale) return;
  if (locale === 'en') return setAuthCatalogue('en', authMessagesEn);
  setAuthCatalogue('ar', (await loadArabicAuthMessages()).default);
}

/** `template` with each `%{name}` replaced by its value (left as is when no value is given). */
export function interpolate(template: string, values?: AuthValues): string {
  if (!values) return template;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The text of `key` in the pages' language, with its `%{name}`s filled in. */
export function authText(key: AuthKey, values?: AuthValues): string {
  return interpolate(active[key] ?? authMessagesEn[key], values);
}

/**
 * authText under the name the literal-string lint rule knows as a translation call
 * (eslint-plugin-i18next): the pages call `t('login.title')`.
 */
export const t = authText;

/** Like authText, with elements for some values (an email in bold): a list of parts to render. */
export function authRichText(key: AuthKey, values: Record<string, ReactNode>): ReactNode {
  const parts = (active[key] ?? authMessagesEn[key]).split(/(%\{\w+\})/);
  return parts.map((part, i) => {
    const name = /^%\{(\w+)\}$/.exec(part)?.[1];
    return createElement(Fragment, { key: i }, name !== undefined && name in values ? values[name] : part);
  });
}

/** English templates of the `message.*` keys as patterns, built on first use. */
let messagePatterns: { key: AuthKey; pattern: RegExp; names: string[] }[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text that reached the pages in English (a zod rule's message from domain/, the server's
 * answer) in the pages' language: found by its English wording among the catalogue's messages,
 * `%{name}` parts matching anything; any other text is shown as it came.
 */
export function authMessage(english: string): string {
  if (activeLocale === 'en' || !english) return english;
  messagePatterns ??= (Object.keys(authMessagesEn) as AuthKey[])
    .filter((key) => key.startsWith('message.'))
    .map((key) => {
      const template = authMessagesEn[key];
      const names = [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!);
      const source = template
        .split(/%\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      return { key, pattern: new RegExp(`^${source}$`), names };
    });
  for (const { key, pattern, names } of messagePatterns) {
    const match = pattern.exec(english.trim());
    if (match) return authText(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return english;
}
