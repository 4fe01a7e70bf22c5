import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { moneyNumber } from '../../domain/money';

describe('moneyNumber', () => {
  it('reads text of at most 3 decimals as big.js rounding it would', () => {
    const viaBig = (text: string) => Number(new Big(text).toFixed(3, Big.roundHalfUp));
    for (const text of [
      '350.000',
      '0.001',
      '-12.5',
      '1234567890.125',
      '0',
      '-0.000',
      '999999999999.999',
      '7',
    ]) {
      expect(Object.is(moneyNumber(text), viaBig(text)), text).toBe(true);
    }
    // More decimals are still rounded half up to fils.
    expect(moneyNumber('1.0005')).toBe(1.001);
    expect(moneyNumber(2.0004)).toBe(2);
    expect(() => moneyNumber('12,5')).toThrow();
  });
});
