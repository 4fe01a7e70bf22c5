/** Kuwait has one time zone (UTC+3, no daylight saving): business days are Kuwait's days. */
const KUWAIT_OFFSET_MS = 3 * 3_600_000;

/** Today's date in Kuwait as YYYY-MM-DD, whatever the zone of the machine. */
export const todayInKuwait = (nowMs: number): string =>
  new Date(nowMs + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);
