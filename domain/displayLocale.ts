/*
 * The reader's language and digits (issue 22). English is the spec's language and the default;
 * Arabic reads right to left, with Latin digits (0-9) unless the reader chose Arabic-Indic ones.
 * Pure: the panel, the pre-rendered pages, mails and PDFs share it. The server always passes the
 * recipient's DisplayLocale explicitly; only the browser sets the default, once, at start
 * (src/i18n/bootLocale.ts), so every formatter on a screen follows the reader without threading
 * the locale through each call.
 */

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DIGIT_SYSTEMS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGIT_SYSTEMS)[number];

export interface DisplayLocale {
  locale: Locale;
  digits: Digits;
  /**
   * Dates come wrapped in a left-to-right isolate (U+2066 … U+2069). In a right-to-left line, a
   * date after Arabic words would otherwise show its parts reversed (26-11-2026 as 2026-11-26): the
   * bidi algorithm reads its digits as Arabic numbers and the dashes as neutral. The panel sets it
   * for its Arabic readers (src/i18n/bootLocale.ts); PDFs order their lines themselves (bidiText.ts)
   * and CSV cells are data, so neither does.
   */
  isolateDates?: boolean;
}

export const ENGLISH: DisplayLocale = { locale: 'en', digits: 'latn' };
export const ARABIC: DisplayLocale = { locale: 'ar', digits: 'latn' };

/** Each language's own name, as its readers write it (the language switch shows these). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

export function isDigits(value: unknown): value is Digits {
  return value === 'latn' || value === 'arab';
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

let browserDefault: DisplayLocale = ENGLISH;

/** The browser's reader, set once at start; never called on the server. */
export function setBrowserDisplayLocale(display: DisplayLocale): void {
  browserDefault = display;
}

/** The reader the formatters use when no DisplayLocale is passed (English on the server). */
export function defaultDisplayLocale(): DisplayLocale {
  return browserDefault;
}

/** The first supported language in an Accept-Language header or navigator.languages; English otherwise. */
export function localeFromLanguages(languages: readonly string[] | string | undefined | null): Locale {
  const list = typeof languages === 'string' ? languages.split(',') : (languages ?? []);
  for (const entry of list) {
    const tag = entry.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('ar')) return 'ar';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * Text with its digits in the reader's digit system. With Arabic-Indic digits the decimal point
 * and the thousands separator become the Arabic ones (٫ and ٬), as Intl writes them for 'ar'.
 */
export function localDigits(text: string, display: DisplayLocale = defaultDisplayLocale()): string {
  if (display.locale !== 'ar' || display.digits !== 'arab') return text;
  return text.replace(/[0-9.,]/g, (c) => (c === '.' ? '٫' : c === ',' ? '٬' : ARABIC_INDIC[Number(c)]!));
}

/** The currency after the amount: the spec's 'KWD' in English, 'د.ك' (dinar kuwaiti) in Arabic. */
export function currencyLabel(display: DisplayLocale = defaultDisplayLocale()): string {
  return display.locale === 'ar' ? 'د.ك' : 'KWD';
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'], // prettier-ignore
  // The month names used in Kuwait and the Gulf (not the Levantine كانون الثاني…).
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'], // prettier-ignore
};

/** A month's name (1 = January) in the reader's language. */
export function monthName(month: number, display: DisplayLocale = defaultDisplayLocale()): string {
  return MONTHS[display.locale][month - 1] ?? String(month);
}

/** 'November 2026' / 'نوفمبر 2026' for 'YYYY-MM' (or a date starting with it). */
export function displayMonth(yearMonth: string, display: DisplayLocale = defaultDisplayLocale()): string {
  const [year, month] = yearMonth.split('-');
  if (!year || !month) return yearMonth;
  return `${monthName(Number(month), display)} ${localDigits(year, display)}`;
}

/**
 * A bilingual record's text for this reader: the Arabic one for Arabic readers when given, the
 * primary one otherwise, and the Arabic one when the primary is empty.
 */
export function localizedText(
  primary: string | null | undefined,
  arabic: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  const first = display.locale === 'ar' ? arabic : primary;
  const second = display.locale === 'ar' ? primary : arabic;
  return first?.trim() ? first : (second ?? '');
}

/**
 * The browser remembers the reader's choice before sign-in in these cookies (a cookie, not local
 * storage, so that the server can answer the first request in the right language: the
 * pre-rendered sign-in pages and the public site).
 */
export const LOCALE_COOKIE = 'rentals_locale';
export const DIGITS_COOKIE = 'rentals_digits';

/** The reader a request's cookies and Accept-Language name: the cookie wins, then the header. */
export function displayLocaleFromRequest(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): DisplayLocale {
  const cookies = new Map(
    (cookieHeader ?? '').split(';').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, decodeURIComponent(value.join('='))] as const;
    }),
  );
  const chosen = cookies.get(LOCALE_COOKIE);
  const locale = isLocale(chosen) ? chosen : localeFromLanguages(acceptLanguage);
  const digits = cookies.get(DIGITS_COOKIE);
  return { locale, digits: isDigits(digits) ? digits : 'latn' };
}
