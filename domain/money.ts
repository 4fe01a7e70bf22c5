import Big from 'big.js';
import { defaultDisplayLocale, type DisplayLocale } from './displayLocale';
import { formatKwdText } from './moneyText';

/*
 * Money is KWD with 3 decimals (fils). It travels as strings ('350.000') or numbers with at most
 * 3 decimals, is stored as numeric(12,3), and is added up here with big.js, never as floats:
 * 0.1 + 0.2 is 0.300 here, not 0.30000000000000004.
 */

export const CURRENCY = 'KWD';
export const MONEY_DECIMALS = 3;

export type MoneyInput = string | number | Big;

/** Digits grouped by thousands: '1,000', '12,500.750'; a comma anywhere else is not one. */
const THOUSANDS_GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Money as typed → its digits: commas are dropped only where they stand as thousands separators
 * ('1,000.500' → '1000.500'). Anything else keeps its commas ('1,5', '1,0,0,0.5'), so the
 * caller's pattern refuses it instead of reading 15 or 1000.5.
 */
export function withoutThousandsSeparators(text: string): string {
  const trimmed = text.trim();
  return THOUSANDS_GROUPED.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
}

/** Exact decimal value; throws on text that is not a number. */
export function money(value: MoneyInput): Big {
  return new Big(value);
}

/** Canonical '1234.500' text for the database and the API. */
export function moneyText(value: MoneyInput): string {
  return new Big(value).toFixed(MONEY_DECIMALS, Big.roundHalfUp);
}

export function sumMoney(values: readonly MoneyInput[]): string {
  return moneyText(values.reduce<Big>((total, value) => total.plus(value), new Big(0)));
}

/** A JSON number with at most 3 decimals (the spec's collection rent and payment amount are numbers). */
export function moneyNumber(value: MoneyInput): number {
  // Text with at most 3 decimals (numeric(12,3) as the database writes it) is already exact:
  // rounding to 3 decimals changes nothing, so it is read as it stands (a list's every row).
  // (`|| 0`: big.js writes '-0.000' as '0.000', so a negative zero reads as 0 there too.)
  if (typeof value === 'string' && AT_MOST_3_DECIMALS.test(value)) return Number(value) || 0;
  return Number(moneyText(value));
}

const AT_MOST_3_DECIMALS = /^-?\d{1,15}(\.\d{1,3})?$/;

/**
 * '{number} KWD' with 3 decimals and thousands separators, done on the digits so no float rounds a
 * fils (a number is first written as money text). An Arabic reader sees '{number} د.ك', in the
 * digits they chose (displayLocale.ts).
 */
export function formatKwd(
  amount: string | number | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  if (amount === null || amount === undefined) return formatKwdText(amount, display);
  return formatKwdText(typeof amount === 'number' ? moneyText(amount) : String(amount), display);
}
