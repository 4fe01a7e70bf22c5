import {
  defaultDisplayLocale,
  displayMonth,
  localDigits,
  monthName,
  type DisplayLocale,
} from '../../domain/displayLocale';

/*
 * The panel's dates as people read them (spec section 2: DD-MM-YYYY), and the days the business
 * counts by (Kuwait's), for every screen: lists, reports, filters and charts.
 */

/**
 * 'Nov 2026' for a period given as 'YYYY-MM' or 'YYYY-MM-DD'; anything else is shown as is. Arabic
 * has no short month names: 'نوفمبر 2026' (domain/displayLocale.ts's displayMonth).
 */
export function periodLabel(
  period: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  const match = /^(\d{4})-(\d{2})/.exec(period ?? '');
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return period ?? '-';
  if (display.locale === 'ar') return displayMonth(`${match[1]}-${match[2]}`, display);
  return `${monthName(month, display).slice(0, 3)} ${match[1]}`;
}

/** 'DD-MM-YYYY' (the panel's date format, spec section 2) for an ISO date or timestamp; '-' when empty. */
export function dateLabel(
  value: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? localDigits(`${match[3]}-${match[2]}-${match[1]}`, display) : value || '-';
}

/** Today's date in Kuwait ('YYYY-MM-DD'), whatever the browser's time zone: the business runs there. */
export function todayInKuwait(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(now);
}

/** The receipts report's default range: 1 January of this year to today. */
export function yearToDate(now: Date = new Date()): { dateFrom: string; dateTo: string } {
  const today = todayInKuwait(now);
  return { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today };
}

export const currentMonth = (now: Date = new Date()): string => todayInKuwait(now).slice(0, 7);
