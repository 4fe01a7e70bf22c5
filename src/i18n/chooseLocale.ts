import { DIGITS_COOKIE, LOCALE_COOKIE, type DisplayLocale } from '../../domain/displayLocale';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the reader's language and digits in this browser (read by bootLocale.ts and the server). */
export function rememberDisplayLocale(display: DisplayLocale): void {
  const attributes = `; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.cookie = `${LOCALE_COOKIE}=${display.locale}${attributes}`;
  document.cookie = `${DIGITS_COOKIE}=${display.digits}${attributes}`;
}

/**
 * Switches the page to another language: remembered, then the page loads again, so direction,
 * styles, catalogue, date pickers and number formats all change together (bootLocale.ts).
 */
export function switchDisplayLocale(display: DisplayLocale): void {
  rememberDisplayLocale(display);
  window.location.reload();
}
