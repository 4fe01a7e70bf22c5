import {
  DIGITS_COOKIE,
  isDigits,
  isLocale,
  LOCALE_COOKIE,
  type DisplayLocale,
} from '../../../domain/displayLocale';
import { BOOT_DISPLAY } from '../../i18n/bootLocale';
import { rememberDisplayLocale } from '../../i18n/chooseLocale';

/** A cookie's value in `cookieHeader` (document.cookie), or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Issue 22 item 4: after signing in, the user's language stored on the server (the login answer's
 * `locale` and `digits`, when it has them) becomes this browser's. Writes the cookies when they
 * say otherwise, and answers whether this page load shows another language than the user's, so
 * the panel must start with a full page load (bootLocale.ts reads the cookie only at start).
 */
export function adoptUserLocale(
  user: object,
  cookieHeader: string = document.cookie,
  shown: DisplayLocale = BOOT_DISPLAY,
): boolean {
  const { locale, digits } = user as { locale?: unknown; digits?: unknown };
  if (!isLocale(locale)) return false;
  const chosen: DisplayLocale = { locale, digits: isDigits(digits) ? digits : 'latn' };
  const remembered =
    cookieValue(cookieHeader, LOCALE_COOKIE) === chosen.locale &&
    cookieValue(cookieHeader, DIGITS_COOKIE) === chosen.digits;
  if (!remembered) rememberDisplayLocale(chosen);
  return chosen.locale !== shown.locale || chosen.digits !== shown.digits;
}
