import { invoiceRemindersContract } from '../../domain/contracts/invoice-reminders';
import { REMINDER_MESSAGES as M } from '../../domain/reminderSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { sendReminderByHand } from '../services/manualReminders';

/**
 * A rent reminder sent by hand from an invoice (issue 35 item 3). Answers the attempt that went
 * out; when none did (every channel failed, or the tenant turned reminders off) still 200, with
 * the last attempt and a message saying so.
 */
export const invoiceRemindersRoutes = contractRoutes(invoiceRemindersContract, async (ctx) => ({
  send: async (request) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    const result = await sendReminderByHand(ctx, scope, request.params.id);
    const shown = result.delivered ?? result.attempts.at(-1)!;
    const message = result.delivered
      ? M.reminderSent
      : shown.state === 'skipped' && shown.providerError === 'opted out'
        ? M.reminderSkipped
        : M.reminderFailed;
    return {
      success: true,
      message,
      data: { messageId: shown.id, channel: shown.channel, state: shown.state },
    };
  },
}));
