import { settingRemindersContract } from '../../domain/contracts/setting-reminders';
import { REMINDER_MESSAGES as M } from '../../domain/reminderSchemas';
import { principalOf } from '../auth/guard';
import { contractRoutes } from '../http/contractRoutes';
import { findReminderSetting, saveReminderSetting } from '../services/reminderSettings';
import { ownerLandlordId, readerLandlordId } from './setting';

/**
 * App Setting, rent reminders (issue 35 item 3). The landlord and its managers read the schedule;
 * only the landlord changes it (audited); the landlord is the token's, never the request's.
 */
export const settingRemindersRoutes = contractRoutes(settingRemindersContract, async (ctx) => ({
  read: async (request) => {
    const landlordId = readerLandlordId(principalOf(request));
    return { success: true, message: M.settingLoaded, data: await findReminderSetting(ctx.db, landlordId) };
  },
  save: async (request) => {
    const principal = principalOf(request);
    const landlordId = ownerLandlordId(principal);
    return {
      success: true,
      message: M.settingSaved,
      data: await saveReminderSetting(ctx.db, landlordId, request.body, principal.userId),
    };
  },
}));
