import { lateFeesContract } from '../../domain/contracts/late-fees';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { LATE_FEE_MESSAGES as M } from '../../domain/lateFeeSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { findLateFee, waiveLateFee } from '../services/lateFees';

/** API resource `late-fees` (issue 34 item 4): an invoice's late fee, and its waiver with a reason. */
export const lateFeesRoutes = contractRoutes(lateFeesContract, async (ctx) => ({
  get: async (request) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    return { success: true, message: 'OK', data: await findLateFee(ctx.db, scope, request.params.id) };
  },
  waive: async (request) => {
    const principal = principalOf(request);
    const scope = await scopeOf(ctx.db, principal);
    const data = await waiveLateFee(ctx.db, scope, request.params.id, {
      reason: request.body.reason,
      actorId: principal.userId,
      nowMs: ctx.now(),
      today: todayInKuwait(ctx.now()),
    });
    return { success: true, message: M.waived, data };
  },
}));
