import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../domain/displayLocale';
import { cashReceivedNet } from '../../domain/dashboardFigures';
import { formatKwd } from '../../domain/money';
import { filsOf, formatKwdText, textOfFils } from '../../domain/moneyText';

/*
 * The landlord's dashboard shows and subtracts the API's money text without big.js
 * (domain/moneyText.ts): each result must be the one big.js gives, to the fils.
 */
const AMOUNTS = [
  '0.000',
  '0',
  '0.5',
  '0.001',
  '-0.001',
  '7',
  '-12.5',
  '350.000',
  '1500.250',
  '100.125',
  '999999999999.999',
  '-999999999999.999',
  '1234567890.125',
];

describe('money text without big.js', () => {
  it('subtracts to the fils as big.js does', () => {
    for (const a of AMOUNTS)
      for (const b of AMOUNTS) {
        const viaBig = new Big(a).minus(new Big(b)).toFixed(3);
        expect(textOfFils(filsOf(a) - filsOf(b)), `${a} - ${b}`).toBe(viaBig);
        expect(cashReceivedNet({ cash_received: a, refunded: b }), `${a} - ${b}`).toBe(viaBig);
      }
  });

  it('refuses text that is not an amount with at most 3 decimals', () => {
    for (const text of ['', '12,5', '1.0005', '1e3', 'abc', ' 1']) expect(() => filsOf(text), text).toThrow();
  });

  it('writes an amount as formatKwd does', () => {
    for (const text of [...AMOUNTS, null, undefined, ''])
      expect(formatKwdText(text, ENGLISH), String(text)).toBe(formatKwd(text, ENGLISH));
    expect(formatKwdText('1234.5', ENGLISH)).toBe('1,234.500 KWD');
  });
});
