/**
 * Kuwaiti Civil ID numbers (PACI): 12 digits, the last a check digit over the first 11 with the
 * weights below; check = 11 − (Σ mod 11), and a number whose check would be 0 or 10 is never
 * issued. Same rule as python-stdnum's `kw.cid` and django-localflavor's `KWCivilIDNumberField`.
 */
const WEIGHTS = [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The check digit for the first 11 digits, or null when no valid Civil ID starts with them. */
export function civilIdCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first11[i]), 0);
  const check = 11 - (sum % 11);
  return check >= 1 && check <= 9 ? check : null;
}

/** True for 12 digits whose last digit is the check digit of the first 11. */
export function isValidCivilId(civilId: string): boolean {
  if (!/^\d{12}$/.test(civilId)) return false;
  return civilIdCheckDigit(civilId.slice(0, 11)) === Number(civilId[11]);
}
