/**
 * Kuwaiti phone numbers (spec section 5): non-digits are stripped, and a number that starts
 * with the country code 965 and has 11 or more digits keeps its last 8.
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.startsWith('965') && digits.length >= 11 ? digits.slice(-8) : digits;
}

/** A person's mobile (spec section 5): 8 digits starting with 9, 6, 5 or 4. */
export const KUWAIT_PHONE_PATTERN = /^[9654]\d{7}$/;

export const isKuwaitiPhone = (normalised: string): boolean => KUWAIT_PHONE_PATTERN.test(normalised);

/**
 * A business's phone (a vendor's, issue 31 item 8): a mobile as above, or a Kuwaiti landline,
 * 8 digits starting with 2 (22334455).
 */
export const KUWAIT_BUSINESS_PHONE_PATTERN = /^[29654]\d{7}$/;

export const isKuwaitiBusinessPhone = (normalised: string): boolean =>
  KUWAIT_BUSINESS_PHONE_PATTERN.test(normalised);
