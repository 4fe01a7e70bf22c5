import { runReminderSchedule } from '../services/invoiceReminders';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * Rent reminders by schedule (issue 35 item 3): every REMINDER_JOB_MINUTES (15 by default; 0 turns
 * it off), each unpaid invoice whose step has come gets that step's reminder, never between 21:00
 * and 08:00 Kuwait time. Once per period across instances (the registry's runners), and a step
 * goes once even when two runs race: it is claimed in the transaction that records it
 * (server/services/invoiceReminders.ts).
 */
export const reminderJob: JobDefinition = {
  name: 'rent-reminders',
  title: 'Rent reminders sent by each landlord’s schedule',
  schedule: { everyMs: (config) => config.reminderJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const recorded = await runReminderSchedule(ctx, ctx.now());
    if (recorded > 0) log.info({ recorded }, 'rent reminders recorded');
  },
};
