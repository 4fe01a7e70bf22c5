import { addDays, daysBetween } from './kuwaitCalendar';
import { todayInKuwait } from './kuwaitDate';
import { DEFAULT_CHANNEL_ORDER, type MessageChannel } from './tenantMessages';

/*
 * Rent reminders by schedule (issue 35 item 3): which step of an invoice's schedule is due now.
 * A step is a whole-day offset from the invoice's due date (negative = before). Pure: the clock
 * comes in as `nowMs`, Kuwait time (UTC+3, no daylight saving) decides the day and the hour.
 */

/** The default schedule: 3 days before, on the day, 3, 7 and 14 days after the due date. */
export const DEFAULT_REMINDER_STEPS: readonly number[] = [-3, 0, 3, 7, 14];

/** Quiet hours in Kuwait: nothing goes out from 21:00 until 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

const KUWAIT_OFFSET_MS = 3 * 3_600_000;

/** The hour (0–23) in Kuwait for a clock reading. */
export const kuwaitHour = (nowMs: number): number => new Date(nowMs + KUWAIT_OFFSET_MS).getUTCHours();

/** True from 21:00 to 07:59 Kuwait time. */
export const inQuietHours = (nowMs: number): boolean => {
  const hour = kuwaitHour(nowMs);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** The Kuwait day (YYYY-MM-DD) a step falls on. */
export const stepDay = (dueDate: string, step: number): string => addDays(dueDate, step);

export interface ReminderCase {
  /** The landlord's schedule is on. */
  enabled: boolean;
  /** The landlord's steps (day offsets from the due date). */
  steps: readonly number[];
  /** The invoice's due date, YYYY-MM-DD. */
  dueDate: string;
  /** Steps already sent (or skipped) for this invoice. */
  sent: readonly number[];
  /** The invoice is paid (nothing left to remind of). */
  paid: boolean;
  /** The tenant opted out of reminders. */
  optedOut: boolean;
  nowMs: number;
}

/**
 * The step to send now, or null. Outside quiet hours the latest step whose day has come is due
 * unless it was already sent; earlier steps that were missed (e.g. the job was down for days, or
 * the invoice was issued late) are not sent late, so a tenant never gets a burst of old reminders.
 * A step whose day began in the quiet hours is due at 08:00.
 */
export function dueReminderStep(c: ReminderCase): number | null {
  if (!c.enabled || c.paid || c.optedOut || inQuietHours(c.nowMs)) return null;
  const daysFromDue = daysBetween(c.dueDate, todayInKuwait(c.nowMs));
  const reached = [...new Set(c.steps)].filter((s) => s <= daysFromDue).sort((a, b) => a - b);
  const latest = reached.at(-1);
  if (latest === undefined || c.sent.includes(latest)) return null;
  return latest;
}

/**
 * The channels to try for a tenant, in order: the preferred one first, then the others in the
 * order WhatsApp, SMS, email (issue 35 item 5).
 */
export const channelOrderFor = (preferred: MessageChannel): MessageChannel[] => [
  preferred,
  ...DEFAULT_CHANNEL_ORDER.filter((c) => c !== preferred),
];
