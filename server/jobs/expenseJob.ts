import { makeRecurringExpenses } from '../services/expenseSources';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * Recurring expenses (issue 36 item 1): every EXPENSE_JOB_MINUTES (60 by default; 0 turns it off), each monthly expense is copied into the months
 * that have begun since (Kuwait), once per month even when two instances run it (a unique index on
 * source and month; server/services/expenseSources.ts).
 */
export const expenseJob: JobDefinition = {
  name: 'recurring-expenses',
  title: 'Monthly expenses recorded for the new month',
  schedule: { everyMs: (config) => config.expenseJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const made = await makeRecurringExpenses(ctx.db, ctx.now());
    if (made > 0) log.info({ made }, 'recurring expenses recorded');
  },
};
