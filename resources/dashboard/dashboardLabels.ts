/** '0–30 days', …, 'Over 90 days': an aging bucket's days past due, both ends included. */
export const agingLabel = (bucket: { from_days: number; to_days: number | null }) =>
  bucket.to_days === null
    ? `Over ${bucket.from_days - 1} days`
    : `${bucket.from_days}–${bucket.to_days} days`;

/** '3 invoices', '1 invoice'. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Days left until a contract ends, in words. */
export const daysLeftLabel = (days: number) =>
  days === 0 ? 'Ends today' : days < 0 ? 'Ended' : `${countOf(days, 'day')} left`;

/** '0–30', …, '90+': the same buckets, short enough for four to share a phone's width. */
export const agingShortLabel = (bucket: { from_days: number; to_days: number | null }) =>
  bucket.to_days === null ? `${bucket.from_days - 1}+` : `${bucket.from_days}–${bucket.to_days}`;

/** 'MM-YYYY' for 'YYYY-MM': a month as the panel shows it (DD-MM-YYYY without the day). */
export const monthLabel = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** 'this month' for today's month, 'in 02-2027' for a chosen earlier one: the month cards' words. */
export const monthWords = (month: string, today: string) =>
  month === today.slice(0, 7) ? 'this month' : `in ${monthLabel(month)}`;
