import Big from 'big.js';
import { money, moneyText, type MoneyInput } from './money';

/*
 * A property's figures split among its owners by their shares (issue 36 item 3), to the fils: each
 * owner gets its share rounded down to the fils, and the fils left over go to the largest share
 * (the first of equal largest ones, in the order given), so the parts always add up to the whole.
 * 100.001 KWD at 60/40 is 60.001 + 40.000, never 60.001 + 40.000 + a lost or invented fils.
 */

/** Whether shares in percent add up to exactly 100 (to the hundredth of a percent). */
export const sharesAddUpToWhole = (shares: readonly MoneyInput[]): boolean =>
  shares.reduce<Big>((sum, s) => sum.plus(s), new Big(0)).eq(100);

/** The whole split by the shares (percent), in fils-exact money texts, in the shares' order. */
export function splitByShares(whole: MoneyInput, shares: readonly MoneyInput[]): string[] {
  if (shares.length === 0) return [];
  const total = money(whole);
  const parts = shares.map((share) =>
    total
      .times(share)
      .div(100)
      .round(3, total.lt(0) ? Big.roundUp : Big.roundDown),
  );
  const remainder = total.minus(parts.reduce<Big>((sum, p) => sum.plus(p), new Big(0)));
  let largest = 0;
  shares.forEach((share, i) => {
    if (money(share).gt(shares[largest]!)) largest = i;
  });
  parts[largest] = parts[largest]!.plus(remainder);
  return parts.map((p) => moneyText(p));
}

/** A management fee by rule: a percent of what was collected (rounded half up to the fils), or a fixed amount. */
export function managementFee(
  kind: 'none' | 'percent' | 'fixed',
  value: MoneyInput,
  collected: MoneyInput,
): string {
  if (kind === 'percent') return moneyText(money(collected).times(value).div(100));
  if (kind === 'fixed') return moneyText(value);
  return moneyText(0);
}
