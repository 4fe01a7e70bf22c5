/** "450" / "450.5" / 450.5 → "450.500 KWD" (3 decimals, from the decimal string, no float rounding drift). */
export function formatKwd(amount: string | number): string {
  const s = typeof amount === 'number' ? amount.toFixed(3) : amount.trim();
  const [whole = '0', frac = ''] = s.split('.');
  return `${whole}.${(frac + '000').slice(0, 3)} KWD`;
}
