import { runReminderSchedule } from '../services/invoiceReminders';
import { runChequeDueNotices, sendInvoiceIssuedNotices } from '../services/onceNotices';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * Rent reminders by schedule (issue 35 item 3): every REMINDER_JOB_MINUTES (15 by default; 0 turns
 * it off), each unpaid invoice whose step has come gets that step's reminder, never between 21:00
 * and 08:00 Kuwait time. Once per period across instances (the registry's runners), and a step
 * goes once even when two runs race: it is claimed in the transaction that records it
 * (server/services/invoiceReminders.ts). The same run sends the "cheque due for deposit" notices
 * and any "invoice issued" notice still pending (server/services/onceNotices.ts).
 */
export const reminderJob: JobDefinition = {
  name: 'rent-reminders',
  title: 'Rent reminders sent by each landlord’s schedule',
  schedule: { everyMs: (config) => config.reminderJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const recorded = await runReminderSchedule(ctx, ctx.now());
    if (recorded > 0) log.info({ recorded }, 'rent reminders recorded');
    // Post-dated cheques whose date has come: "due for deposit", once per cheque.
    const cheques = await runChequeDueNotices(ctx, ctx.now());
    if (cheques > 0) log.info({ cheques }, 'cheque due notices recorded');
    // "Invoice issued" notices left pending by the quiet hours (or by a crash after the issue).
    await sendInvoiceIssuedNotices(ctx, log);
  },
};
