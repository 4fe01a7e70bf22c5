import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '../../../domain/displayLocale';
import type { AccountTextsKey } from './accountTexts.en';
import loginTextsEn, { type LoginTextsKey } from './loginTexts.en';

/*
 * The sign-in pages' own translation (issue 22 item 2): flat catalogues per language and `%{name}`
 * interpolation, no library, so the login route stays within its budget (bench/README.md).
 * - loginTexts.*: the login page and the frame of every auth page. English is in the login route;
 *   Arabic comes in a chunk of its own, fetched only for readers of Arabic before the pages show
 *   (src/PanelRoot.tsx waits for authTextsReady).
 * - accountTexts.*: sign-up, recovery, invitation; with the account pages (AccountPages.tsx).
 * - messageTexts.*: texts that come in English from elsewhere (zod rules, the server's answers),
 *   shown in Arabic by authMessage(); fetched for readers of Arabic once the page shows
 *   (arabicMessages.ts).
 * The build's pre-rendering sets the language and texts itself (scripts/prerender-auth-pages.ts).
 */

export type AuthKey = LoginTextsKey | AccountTextsKey;
export type AuthValues = Record<string, string | number>;
type Texts = Partial<Record<AuthKey, string>>;

const texts: Record<Locale, Texts> = { en: { ...loginTextsEn }, ar: {} };
let activeLocale: Locale = 'en';
let translateMessage: ((english: string) => string) | undefined;

/** The language the auth pages are written in now. */
export const authLocale = (): Locale => activeLocale;

/** Adds texts of a language (a page group's catalogue, once loaded). */
export function addAuthTexts(locale: Locale, more: Texts): void {
  Object.assign(texts[locale], more);
}

/** Components drawing a message, told when the translator arrives (useAuthMessage). */
const translatorListeners = new Set<() => void>();

/** Writes the auth pages in `locale` from now on; Arabic also brings its message translator. */
export function setAuthLocale(locale: Locale, messages?: (english: string) => string): void {
  activeLocale = locale;
  if (messages && messages !== translateMessage) {
    translateMessage = messages;
    translatorListeners.forEach((listener) => listener());
  }
}

/** The Arabic of the messages that come in English (validation, the server's answers). */
export const loadArabicMessages = () =>
  import('./arabicMessages').then((messages) => setAuthLocale(activeLocale, messages.translateMessage));

/**
 * Fetches the Arabic of the login page and the frame (a small chunk), then, without holding the
 * page back, the messages' translator.
 */
export async function loadArabicLoginTexts(): Promise<void> {
  addAuthTexts('ar', (await import('./loginTexts.ar')).default);
  setAuthLocale('ar');
  void loadArabicMessages();
}

/** Resolves once the auth pages can be written in `locale` (at once for English). */
export async function authTextsReady(locale: Locale): Promise<void> {
  if (locale === activeLocale) return;
  if (locale === 'ar') await loadArabicLoginTexts();
  else setAuthLocale(locale);
}

/** `template` with each `%{name}` replaced by its value (left as is when no value is given). */
export function interpolate(template: string, values?: AuthValues): string {
  if (!values) return template;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const template = (key: AuthKey) => texts[activeLocale][key] ?? texts.en[key] ?? key;

/** The text of `key` in the pages' language, with its `%{name}`s filled in. */
export function authText(key: AuthKey, values?: AuthValues): string {
  return interpolate(template(key), values);
}

/**
 * authText under the name the literal-string lint rule knows as a translation call
 * (eslint-plugin-i18next): the pages call `t('login.title')`.
 */
export const t = authText;

/** Like authText, with elements for some values (an email in bold): a list of parts to render. */
export function authRichText(key: AuthKey, values: Record<string, ReactNode>): ReactNode {
  return template(key)
    .split(/(%\{\w+\})/)
    .map((part, i) => {
      const name = /^%\{(\w+)\}$/.exec(part)?.[1];
      return createElement(Fragment, { key: i }, name !== undefined && name in values ? values[name] : part);
    });
}

/**
 * A text that reached the pages in English (a zod rule's message from domain/, the server's
 * answer) in the pages' language; in English, or a text the catalogue does not know, as it came.
 */
export function authMessage(english: string): string {
  return activeLocale === 'en' || !translateMessage || !english ? english : translateMessage(english);
}

const subscribeToTranslator = (listener: () => void) => {
  translatorListeners.add(listener);
  return () => translatorListeners.delete(listener);
};

/**
 * authMessage for a component that draws a message: it is drawn again when the Arabic translator
 * arrives. The translator is fetched once the page shows, but a message can be on screen before
 * it: a submit held while the script took over the pre-rendered form is made at once after
 * (src/auth/formTakeover.ts), and on a slow phone its validation said "Please enter your
 * password." on the Arabic page until the next keystroke (found by `npm run test:repeat`).
 */
export function useAuthMessage(): (english: string) => string {
  // The same snapshot for the build's pre-rendering and for hydration: it only says when to draw again.
  const snapshot = () => translateMessage;
  useSyncExternalStore(subscribeToTranslator, snapshot, snapshot);
  return authMessage;
}
