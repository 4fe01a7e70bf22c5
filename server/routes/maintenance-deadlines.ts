import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { principalOf } from '../auth/guard';
import { owningLandlord, scopeOf } from '../auth/scope';
import { deadlineHours, deadlinesAnswer, saveDeadlineHours } from '../services/maintenanceDeadlines';
import { maintenanceDeadlinesContract } from '../../domain/contracts/maintenance-deadlines';
import { contractRoutes } from '../http/contractRoutes';

/**
 * A landlord's maintenance deadlines per priority, in hours (issue 18 item 3, on its App Setting):
 * its managers read them, the landlord changes them. Registered by maintenance-requests.ts.
 */
export const maintenanceDeadlineRoutes = contractRoutes(maintenanceDeadlinesContract, async (ctx) => {
  return {
    read: async (request) => {
      const landlordId = await owningLandlord(ctx.db, await scopeOf(ctx.db, principalOf(request)));
      const data = deadlinesAnswer(await deadlineHours(ctx.db, landlordId));
      return { success: true as const, message: M.deadlinesRead, data };
    },
    save: async (request) => {
      const landlordId = await owningLandlord(ctx.db, await scopeOf(ctx.db, principalOf(request)));
      await saveDeadlineHours(ctx.db, landlordId, request.body, ctx.now());
      const data = deadlinesAnswer(await deadlineHours(ctx.db, landlordId));
      return { success: true as const, message: M.deadlines, data };
    },
  };
});
