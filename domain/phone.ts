/**
 * Kuwaiti phone numbers (spec section 5): non-digits are stripped, and a number that starts
 * with the country code 965 and has 11 or more digits keeps its last 8.
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.startsWith('965') && digits.length >= 11 ? digits.slice(-8) : digits;
}

/** 8 digits starting with 9, 6, 5 or 4 (mobile and landline ranges). */
export const KUWAIT_PHONE_PATTERN = /^[9654]\d{7}$/;

export const isKuwaitiPhone = (normalised: string): boolean => KUWAIT_PHONE_PATTERN.test(normalised);
