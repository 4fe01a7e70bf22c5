import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import {
  ARABIC,
  displayLocaleFromRequest,
  displayMonth,
  ENGLISH,
  localeFromLanguages,
  localizedText,
} from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';

const ARABIC_INDIC = { locale: 'ar', digits: 'arab' } as const;

describe('numbers, amounts and dates in the reader’s language (issue 22)', () => {
  it('keeps the spec’s English: {number} KWD with 3 decimals, DD-MM-YYYY', () => {
    expect(formatKwd('1234.5', ENGLISH)).toBe('1,234.500 KWD');
    expect(formatKwd(-0.25, ENGLISH)).toBe('-0.250 KWD');
    expect(displayDate('2026-11-05', ENGLISH)).toBe('05-11-2026');
    expect(formatKwd('1234.5')).toBe('1,234.500 KWD'); // nothing set: English (the server's default)
  });

  it('writes dinars in Arabic, with Latin digits by default and Arabic-Indic ones when chosen', () => {
    expect(formatKwd('1234.5', ARABIC)).toBe('1,234.500 د.ك');
    expect(formatKwd('1234.5', ARABIC_INDIC)).toBe('١٬٢٣٤٫٥٠٠ د.ك');
    expect(displayDate('2026-11-05', ARABIC_INDIC)).toBe('٠٥-١١-٢٠٢٦');
    expect(displayDateTime('2026-11-05T09:30:00Z', ARABIC_INDIC)).toBe('٠٥-١١-٢٠٢٦ ١٢:٣٠');
    expect(displayDate('2026-11-05', ARABIC)).toBe('05-11-2026');
  });

  it('names months in the Gulf’s Arabic', () => {
    expect(displayMonth('2026-11', ARABIC)).toBe('نوفمبر 2026');
    expect(displayMonth('2026-01', ARABIC_INDIC)).toBe('يناير ٢٠٢٦');
    expect(displayMonth('2026-07', ENGLISH)).toBe('July 2026');
  });

  it('shows a bilingual record in the reader’s language, falling back to the other', () => {
    expect(localizedText('Salmiya Tower', 'برج السالمية', ARABIC)).toBe('برج السالمية');
    expect(localizedText('Salmiya Tower', 'برج السالمية', ENGLISH)).toBe('Salmiya Tower');
    expect(localizedText('Salmiya Tower', '', ARABIC)).toBe('Salmiya Tower');
    expect(localizedText('', 'برج السالمية', ENGLISH)).toBe('برج السالمية');
  });

  it('follows the cookie first, then the browser’s languages', () => {
    expect(localeFromLanguages('ar-KW,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(localeFromLanguages('fr-FR,en;q=0.5')).toBe('en');
    expect(localeFromLanguages(undefined)).toBe('en');
    expect(displayLocaleFromRequest('a=1; rentals_locale=en', 'ar')).toEqual(ENGLISH);
    expect(displayLocaleFromRequest('rentals_locale=ar; rentals_digits=arab', 'en')).toEqual(ARABIC_INDIC);
    expect(displayLocaleFromRequest(undefined, 'ar-SA')).toEqual(ARABIC);
  });
});
