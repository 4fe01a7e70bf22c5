import { describe, expect, it } from 'vitest';
import { sumMoney } from '../../domain/money';
import { managementFee, sharesAddUpToWhole, splitByShares } from '../../domain/ownerShares';

describe('owner shares (issue 36 item 3)', () => {
  it('gives the fils left over to the largest share, so a 60/40 split adds up to the whole', () => {
    expect(splitByShares('100.001', ['40', '60'])).toEqual(['40.000', '60.001']);
    expect(splitByShares('0.005', ['60', '40'])).toEqual(['0.003', '0.002']);
    for (const whole of ['1234.567', '0.001', '999999.999', '-10.001', '0.000']) {
      const parts = splitByShares(whole, ['60', '40']);
      expect(sumMoney(parts)).toBe(sumMoney([whole]));
    }
    const thirds = splitByShares('100.000', ['33.33', '33.33', '33.34']);
    expect(thirds).toEqual(['33.330', '33.330', '33.340']);
    expect(sumMoney(splitByShares('10.000', ['33.33', '33.33', '33.34']))).toBe('10.000');
  });

  it('checks that shares add up to exactly 100', () => {
    expect(sharesAddUpToWhole(['60', '40'])).toBe(true);
    expect(sharesAddUpToWhole(['60', '39.99'])).toBe(false);
    expect(sharesAddUpToWhole(['33.33', '33.33', '33.34'])).toBe(true);
  });

  it('takes the management fee as a percent of collected or a fixed amount', () => {
    expect(managementFee('percent', '10', '1234.565')).toBe('123.457');
    expect(managementFee('fixed', '50', '1234.565')).toBe('50.000');
    expect(managementFee('none', '50', '1234.565')).toBe('0.000');
  });
});
