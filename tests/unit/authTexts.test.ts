import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from '../../domain/auth';
import { INVITATION_MESSAGES } from '../../domain/invitationSchemas';
import { SIGN_IN_TO_PAY, SIGN_IN_TO_SUBSCRIBE } from '../../src/auth/continueAfterLogin';
import { PRERENDERED_AUTH_PAGES } from '../../src/auth/prerenderedPages';
import accountTextsAr from '../../src/auth/i18n/accountTexts.ar';
import accountTextsEn from '../../src/auth/i18n/accountTexts.en';
import '../../src/auth/i18n/accountTexts';
import { translateMessage } from '../../src/auth/i18n/arabicMessages';
import {
  addAuthTexts,
  authMessage,
  authText,
  interpolate,
  loadArabicLoginTexts,
  loadArabicMessages,
  setAuthLocale,
} from '../../src/auth/i18n/authText';
import loginTextsAr from '../../src/auth/i18n/loginTexts.ar';
import loginTextsEn from '../../src/auth/i18n/loginTexts.en';
import messageTextsAr from '../../src/auth/i18n/messageTexts.ar';
import messageTextsEn from '../../src/auth/i18n/messageTexts.en';

/*
 * Issue 22 item 2: the sign-in pages' own catalogues (src/auth/i18n), apart from the panel's.
 */
const PAIRS = [
  ['loginTexts', loginTextsEn, loginTextsAr],
  ['accountTexts', accountTextsEn, accountTextsAr],
  ['messageTexts', messageTextsEn, messageTextsAr],
] as const;

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;

afterEach(() => setAuthLocale('en'));

describe('auth catalogues', () => {
  it.each(PAIRS)('%s: the same keys in English and Arabic', (_name, en, ar) => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(PAIRS)('%s: the same placeholders, and every Arabic text written in Arabic', (_name, en, ar) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const arabic = (ar as Record<string, string>)[key as string]!;
      expect(placeholders(arabic), key as string).toEqual(placeholders(en[key] as string));
      expect(arabic, key as string).toMatch(ARABIC_LETTER);
    }
  });

  it('has no key twice across the groups', () => {
    const keys = PAIRS.flatMap(([, en]) => Object.keys(en));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the spec’s English texts: the domain’s messages and the pages’ notices, character for character', () => {
    const english = new Set(Object.values(messageTextsEn));
    const domain = [
      ...Object.values(LOGIN_MESSAGES),
      ...Object.values(ACCOUNT_MESSAGES),
      INVITATION_MESSAGES.invalid,
      INVITATION_MESSAGES.accepted,
      AUTH_MESSAGES.invalidCredentials,
      AUTH_MESSAGES.pendingApproval,
      AUTH_MESSAGES.rejected,
      AUTH_MESSAGES.disabled,
    ];
    for (const text of domain) expect(english.has(text), text).toBe(true);
    expect(loginTextsEn['continue.pay']).toBe(SIGN_IN_TO_PAY);
    expect(loginTextsEn['continue.subscribe']).toBe(SIGN_IN_TO_SUBSCRIBE);
    for (const page of PRERENDERED_AUTH_PAGES) {
      expect(authText(page.titleKey)).toBe(page.title);
      expect(authText(page.descriptionKey)).toBe(page.description);
    }
  });
});

describe('lookup', () => {
  it('fills in %{name} and leaves a missing value as it is', () => {
    expect(interpolate('Digit %{n}', { n: 3 })).toBe('Digit 3');
    expect(interpolate('%{a} and %{a}, %{b}', { a: 'x' })).toBe('x and x, %{b}');
    expect(interpolate('no values')).toBe('no values');
    expect(authText('otp.digit', { n: 2 })).toBe('Digit 2');
    expect(authText('forgot.intro', { n: 4 })).toBe(
      'Enter the email of your account and we will send you a 4-digit code to set a new password.',
    );
  });

  it('writes the pages in Arabic once its texts are loaded, the English until then', async () => {
    addAuthTexts('ar', accountTextsAr);
    expect(authText('login.title')).toBe('Sign in');
    await loadArabicLoginTexts();
    await loadArabicMessages();
    expect(authText('login.title')).toBe(loginTextsAr['login.title']);
    expect(authText('otp.digit', { n: 2 })).toBe('الرقم 2');
    setAuthLocale('en');
    expect(authText('login.title')).toBe('Sign in');
  });

  it('shows a message that came in English in Arabic, values carried over; an unknown one as it came', async () => {
    expect(authMessage(ACCOUNT_MESSAGES.email)).toBe(ACCOUNT_MESSAGES.email); // English pages
    await loadArabicLoginTexts();
    await loadArabicMessages();
    expect(authMessage(LOGIN_MESSAGES.emailRequired)).toBe(messageTextsAr['message.email_required']);
    expect(authMessage(ACCOUNT_MESSAGES.email)).toBe(messageTextsAr['message.email']);
    expect(authMessage('Too many failed sign-in attempts. Please try again in 5 minutes.')).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد 5 دقائق.',
    );
    expect(translateMessage('Something unexpected.')).toBe('Something unexpected.');
    expect(authMessage('')).toBe('');
  });
});
