import { describe, expect, it } from 'vitest';
import { civilIdCheckDigit, isValidCivilId } from '../../domain/civilId';

describe('Kuwaiti Civil ID check digit', () => {
  it('accepts the valid numbers published with python-stdnum (kw.cid)', () => {
    for (const id of ['288020122596', '227081660516', '292091998298']) expect(isValidCivilId(id)).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidCivilId('288020122595')).toBe(false);
    expect(isValidCivilId('28802012259')).toBe(false);
    expect(isValidCivilId('2880201225960')).toBe(false);
    expect(isValidCivilId('28802012259a')).toBe(false);
  });

  it('has no check digit where 11 − (sum mod 11) would be 0 or 10', () => {
    expect(civilIdCheckDigit('29311119876')).toBeNull();
    expect(civilIdCheckDigit('28802012259')).toBe(6);
  });
});
