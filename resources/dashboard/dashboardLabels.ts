import { localDigits } from '../../domain/displayLocale';
import english from './messages.en';

/** react-admin's translate, or the English catalogue's own (tests and code outside a component). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The English catalogue read directly: the same words the panel shows in English. */
export const englishTranslate: Translate = (key, options = {}) => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  let text = typeof found === 'string' ? found : key;
  if (text.includes('||||')) {
    const [one = '', many = one] = text.split(' |||| ');
    text = options.smart_count === 1 ? one : many;
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
};

/** A count in the reader's digits, with thousands separators. */
const digits = (n: number) => localDigits(n.toLocaleString('en-US'));

/** '0–30 days', …, 'Over 90 days': an aging bucket's days past due, both ends included. */
export const agingLabel = (bucket: { from_days: number; to_days: number | null }, t = englishTranslate) =>
  bucket.to_days === null
    ? t('dashboard.labels.aging_over', { days: digits(bucket.from_days - 1) })
    : t('dashboard.labels.aging_range', { from: digits(bucket.from_days), to: digits(bucket.to_days) });

/** '3 invoices', '1 invoice': `what` is a plural key under dashboard.labels. */
export const countOf = (
  n: number,
  what: 'invoices' | 'properties' | 'rentable_units',
  t = englishTranslate,
) => t(`dashboard.labels.${what}`, { smart_count: n, n: digits(n) });

/** Days left until a contract ends, in words. */
export const daysLeftLabel = (days: number, t = englishTranslate) =>
  days === 0
    ? t('dashboard.labels.ends_today')
    : days < 0
      ? t('dashboard.labels.ended')
      : t('dashboard.labels.days_left', { smart_count: days, n: digits(days) });

/** '0–30', …, '90+': the same buckets, short enough for four to share a phone's width. */
export const agingShortLabel = (bucket: { from_days: number; to_days: number | null }) =>
  bucket.to_days === null
    ? `${digits(bucket.from_days - 1)}+`
    : `${digits(bucket.from_days)}–${digits(bucket.to_days)}`;

/** 'MM-YYYY' for 'YYYY-MM': a month as the panel shows it (DD-MM-YYYY without the day). */
export const monthLabel = (month: string) => localDigits(`${month.slice(5, 7)}-${month.slice(0, 4)}`);

/** 'this month' for today's month, 'in 02-2027' for a chosen earlier one: the month cards' words. */
export const monthWords = (month: string, today: string, t = englishTranslate) =>
  month === today.slice(0, 7)
    ? t('dashboard.labels.this_month')
    : t('dashboard.labels.in_month', { month: monthLabel(month) });
