import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { defaultDisplayLocale } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';

/** Spec section 9: empty values show as a dash. */
export const DASH = '-';

export const PAGE_SIZE = 10;

/** What the list says when the from date is after the to date (no payment can be in that range). */
export const REVERSED_RANGE =
  'The from date is after the to date: choose a from date on or before the to date.';
/** Its catalogue key (the same English in messages.en.ts). */
export const REVERSED_RANGE_KEY = 'payments.list.reversed_range';

/** The screens' date format (spec section 2). */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** What the API takes for dateFrom and dateTo. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? DASH : String(value);

export function formatDate(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : DASH;
}

/** '{number} KWD' with 3 decimals, or a dash. */
export const formatAmount = (value: string | number | null | undefined): string => formatKwd(value);

export const methodLabel = (method: string | null | undefined): string =>
  method ? (PAYMENT_METHOD_LABELS[method] ?? method) : DASH;

/** A method's label in the reader's language (the domain's `paymentMethods.<method>`), English by default. */
export function useMethodLabel() {
  const translate = useTranslate();
  return (method: string | null | undefined): string =>
    method && PAYMENT_METHOD_LABELS[method]
      ? translate(`paymentMethods.${method}`, { _: PAYMENT_METHOD_LABELS[method] })
      : methodLabel(method);
}

/**
 * A DD-MM-YYYY date inside Arabic text: isolated left to right (LRI … PDI), or the bidi algorithm
 * reads its parts as separate Arabic numbers and shows 01-10-2026 as 2026-10-01. English: as is.
 */
export const isolatedDate = (text: string): string =>
  defaultDisplayLocale().locale === 'ar' ? `\u2066${text}\u2069` : text;

/** A payment's date: its deposit date, else when it was recorded. */
export const paymentDate = (p: { deposit_date: string | null; created_at: string | null }): string =>
  formatDate(p.deposit_date || p.created_at);

/** Spec section 9: the list opens on 6 months before to 6 months after today. */
export function defaultDateRange(today = dayjs()): { from: dayjs.Dayjs; to: dayjs.Dayjs } {
  const day = today.startOf('day');
  return { from: day.subtract(6, 'month'), to: day.add(6, 'month') };
}
