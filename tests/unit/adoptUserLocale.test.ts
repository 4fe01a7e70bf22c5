// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { adoptUserLocale, cookieValue } from '../../src/auth/i18n/adoptUserLocale';

/* Issue 22 item 4: after signing in, the user's stored language becomes this browser's. */

const clearCookies = () => {
  for (const name of ['rentals_locale', 'rentals_digits']) document.cookie = `${name}=; Path=/; Max-Age=0`;
};
afterEach(clearCookies);

it('reads a cookie out of a cookie header', () => {
  expect(cookieValue('a=1; rentals_locale=ar; b=2', 'rentals_locale')).toBe('ar');
  expect(cookieValue('a=1', 'rentals_locale')).toBeUndefined();
});

it('does nothing for a login answer without a language (the server may not send one yet)', () => {
  expect(adoptUserLocale({ id: 1 }, '', ENGLISH)).toBe(false);
  expect(adoptUserLocale({ locale: 'fr' }, '', ENGLISH)).toBe(false);
  expect(document.cookie).toBe('');
});

it('writes the cookies and asks for a full page load when the user reads another language', () => {
  expect(adoptUserLocale({ locale: 'ar', digits: 'arab' }, document.cookie, ENGLISH)).toBe(true);
  expect(cookieValue(document.cookie, 'rentals_locale')).toBe('ar');
  expect(cookieValue(document.cookie, 'rentals_digits')).toBe('arab');
});

it('keeps this page load when the page already shows the user’s language, remembering it', () => {
  expect(adoptUserLocale({ locale: 'ar', digits: 'latn' }, '', ARABIC)).toBe(false);
  expect(cookieValue(document.cookie, 'rentals_locale')).toBe('ar');
  document.cookie = 'rentals_locale=en; Path=/';
  document.cookie = 'rentals_digits=latn; Path=/';
  expect(adoptUserLocale({ locale: 'en', digits: 'latn' }, document.cookie, ENGLISH)).toBe(false);
});
