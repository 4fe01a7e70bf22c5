import { currencyLabel, defaultDisplayLocale, localDigits, type DisplayLocale } from './displayLocale';

/*
 * Money as the API sends it: text with at most 3 decimals ('1500.250'), shown and subtracted on its
 * digits, so no float rounds a fils. Apart from domain/money.ts (big.js, for any MoneyInput) because
 * the landlord's dashboard only shows and subtracts such text: its first screen loads no big.js
 * (bench/README.md, "What loads after sign-in").
 */

const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** '1500.250' → 1500250n fils; throws on anything but money text with at most 3 decimals. */
export function filsOf(text: string): bigint {
  const parts = MONEY_TEXT.exec(text);
  if (!parts) throw new Error(`Not an amount with at most 3 decimals: ${text}`);
  const fils = BigInt(parts[2]!) * 1000n + BigInt((parts[3] ?? '').padEnd(3, '0'));
  return parts[1] ? -fils : fils;
}

/** 1500250n fils → '1500.250' (zero is '0.000', never '-0.000'). */
export function textOfFils(fils: bigint): string {
  const size = fils < 0n ? -fils : fils;
  return `${fils < 0n ? '-' : ''}${size / 1000n}.${String(size % 1000n).padStart(3, '0')}`;
}

/**
 * '{number} KWD' with 3 decimals and thousands separators, done on the digits of money text. An
 * Arabic reader sees '{number} د.ك', in the digits they chose (displayLocale.ts). domain/money.ts's
 * `formatKwd` also takes numbers.
 */
export function formatKwdText(
  text: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  if (text === null || text === undefined || text === '') return '-';
  const digits = String(text);
  const negative = digits.startsWith('-');
  const [whole = '0', fraction = ''] = digits.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${negative ? '-' : ''}${grouped}.${fraction.padEnd(3, '0').slice(0, 3)}`;
  return `${localDigits(number, display)} ${currencyLabel(display)}`;
}
