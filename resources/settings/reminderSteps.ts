/*
 * The reminder schedule's steps as the landlord edits them (issue 35): each step is a whole number
 * of days from the invoice's due date, negative before it, 0 on the day, positive after. The
 * server checks the same bounds (1–10 distinct steps, -30 to 60); these keep the form honest
 * before it is sent.
 */

export const MIN_STEP = -30;
export const MAX_STEP = 60;
export const MAX_STEPS = 10;

export type StepSide = 'before' | 'on' | 'after';

/** A step as the form shows it: how many days and on which side of the due date. */
export interface StepRow {
  days: string;
  side: StepSide;
}

export const rowOf = (step: number): StepRow => ({
  days: step === 0 ? '0' : String(Math.abs(step)),
  side: step < 0 ? 'before' : step === 0 ? 'on' : 'after',
});

/** The day offset of a row, or null when its days are not a whole number. */
export function stepOf(row: StepRow): number | null {
  if (row.side === 'on') return 0;
  if (!/^\d{1,2}$/.test(row.days.trim())) return null;
  const days = Number(row.days);
  return row.side === 'before' ? -days : days;
}

/** The steps to send, ascending and distinct, or the reason they cannot be sent (a message key). */
export function stepsOf(rows: StepRow[]): { steps: number[] } | { problem: string } {
  const steps: number[] = [];
  for (const row of rows) {
    const step = stepOf(row);
    if (step === null || step < MIN_STEP || step > MAX_STEP)
      return { problem: 'settings.reminders.bad_step' };
    steps.push(step);
  }
  if (steps.length === 0) return { problem: 'settings.reminders.no_steps' };
  if (new Set(steps).size !== steps.length) return { problem: 'settings.reminders.duplicate' };
  if (steps.length > MAX_STEPS) return { problem: 'settings.reminders.too_many' };
  return { steps: steps.sort((a, b) => a - b) };
}
