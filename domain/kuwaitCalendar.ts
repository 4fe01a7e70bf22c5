import { todayInKuwait } from './kuwaitDate';

/*
 * Calendar arithmetic on Kuwait business days (YYYY-MM-DD text), for the dashboards' "this month",
 * aging and horizons. Pure date arithmetic in UTC on the day's text: no zone can shift a day here,
 * because the zone was applied once, when `todayInKuwait` turned the clock into a day.
 */

const DAY_MS = 86_400_000;

const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number): string => dayOf(utcOf(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** YYYY-MM of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** First and last day of the month `offset` months from the month of `day`. */
export function monthBounds(day: string, offset = 0): { month: string; first: string; last: string } {
  const [y, m] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + offset, 1));
  const next = new Date(Date.UTC(y!, m! + offset, 1));
  return {
    month: first.toISOString().slice(0, 7),
    first: dayOf(first.getTime()),
    last: dayOf(next.getTime() - DAY_MS),
  };
}

/** Today and this month in Kuwait for a clock reading, the frame every dashboard figure uses. */
export function kuwaitFrame(nowMs: number): {
  today: string;
  month: string;
  monthFirst: string;
  monthLast: string;
} {
  const today = todayInKuwait(nowMs);
  const { month, first, last } = monthBounds(today);
  return { today, month, monthFirst: first, monthLast: last };
}
