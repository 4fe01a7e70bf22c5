/*
 * Kuwaiti IBANs (issue 20 item 7): KW, 2 check digits, a 4-letter bank code and 22 letters or
 * digits, 30 characters in all, checked by ISO 13616's mod-97 rule (ISO 7064 MOD 97-10). No
 * IBAN library is installed, and the rule is a dozen lines; it is tested in tests/unit/iban.test.ts.
 */

export const KUWAIT_IBAN_LENGTH = 30;
const KUWAIT_IBAN_SHAPE = /^KW\d{2}[A-Z]{4}[A-Z0-9]{22}$/;

/** As typed → as stored: spaces and dashes dropped, upper case ('kw81 cbkU…' → 'KW81CBKU…'). */
export const normaliseIban = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

/** Grouped by 4 for reading: 'KW81 CBKU 0000 …'. */
export const groupIban = (iban: string): string => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * ISO 13616: move the first four characters to the end, write each letter as two digits (A=10 …
 * Z=35), and the number must leave 1 when divided by 97. Done piecewise so no big number is needed.
 */
export function ibanChecksumHolds(iban: string): boolean {
  const text = normaliseIban(iban);
  if (!/^[A-Z0-9]{5,34}$/.test(text)) return false;
  const rearranged = text.slice(4) + text.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

export type KuwaitIbanProblem = 'country' | 'length' | 'format' | 'checksum';

/** What is wrong with a Kuwaiti IBAN, or null when it is one. */
export function kuwaitIbanProblem(iban: string): KuwaitIbanProblem | null {
  const text = normaliseIban(iban);
  if (!text.startsWith('KW')) return 'country';
  if (text.length !== KUWAIT_IBAN_LENGTH) return 'length';
  if (!KUWAIT_IBAN_SHAPE.test(text)) return 'format';
  return ibanChecksumHolds(text) ? null : 'checksum';
}

export const isKuwaitIban = (iban: string): boolean => kuwaitIbanProblem(iban) === null;
