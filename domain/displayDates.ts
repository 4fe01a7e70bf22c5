/*
 * The one date format of every screen (spec section 2: DD-MM-YYYY) and, where a moment matters
 * (a sign-in, a sign-up), DD-MM-YYYY HH:mm on a 24-hour clock in Kuwait time, where the business
 * runs, whatever the browser's zone. Pure, so tables, cards, PDFs and CSVs can share it.
 */

import { defaultDisplayLocale, localDigits, type DisplayLocale } from './displayLocale';

export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
export const DISPLAY_DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
const DASH = '-';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The date in the reader's digits, isolated left to right where the reader asks (DisplayLocale). */
const shown = (date: string, display: DisplayLocale) => {
  const digits = localDigits(date, display);
  return display.isolateDates ? `${LEFT_TO_RIGHT_ISOLATE}${digits}${POP_DIRECTIONAL_ISOLATE}` : digits;
};

/** 'DD-MM-YYYY' for 'YYYY-MM-DD' or an ISO timestamp (its calendar date in Kuwait); '-' when empty. */
export function displayDate(
  value: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  if (!value) return DASH;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shown(value.split('-').reverse().join('-'), display);
  const parts = kuwaitParts(value);
  return parts ? shown(`${parts.day}-${parts.month}-${parts.year}`, display) : value;
}

/** 'DD-MM-YYYY HH:mm' (24-hour, Kuwait time) for an ISO timestamp; '-' when empty. */
export function displayDateTime(
  value: string | null | undefined,
  display: DisplayLocale = defaultDisplayLocale(),
): string {
  if (!value) return DASH;
  const parts = kuwaitParts(value);
  return parts
    ? shown(`${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`, display)
    : value;
}

const KUWAIT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuwait',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function kuwaitParts(value: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(KUWAIT.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}
