import { CONTRACT_MESSAGES as M, contractRenewSchema } from '../../domain/contractSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { findContract, toContract } from '../services/contracts';
import {
  approveContract,
  rejectContract,
  renewContract,
  terminateContract,
} from '../services/contractDecisions';
import { issueInvoices } from '../services/invoicing';
import { sendInvoiceIssuedNotices } from '../services/onceNotices';
import { todayInKuwait } from '../services/occupancy';
import { contractDecisionsContract } from '../../domain/contracts/contract-decisions';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Contract decisions (Contracts Request and Approved Contracts screens). Each runs in one
 * transaction with the contract row locked; the unit's occupancy is recomputed inside it, and
 * the database's exclusion constraint has the last word on overlapping approvals.
 */
export const contractDecisionRoutes = contractRoutes(contractDecisionsContract, async (ctx) => {
  const today = () => todayInKuwait(ctx.now());
  const reply = async (scope: Awaited<ReturnType<typeof scopeOf>>, id: string, message: string) => ({
    success: true,
    message,
    data: toContract(await findContract(ctx.db, scope, id), ctx.config.jwtSecret, ctx.now(), today()),
  });

  return {
    approve: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { id } = request.params;
      const landlordId = await approveContract(ctx.db, scope, id, () => ctx.now());
      // The rent owed so far is billed at once, not at the invoice job's next run.
      const issued = await issueInvoices(ctx.db, {
        today: today(),
        landlordId,
        contractId: id,
        notify: true,
      });
      // The tenant told of its new invoice, once the issue has committed.
      if (issued.length > 0) await sendInvoiceIssuedNotices(ctx, request.log, landlordId);
      return reply(scope, id, M.approved);
    },
    reject: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { id } = request.params;
      await rejectContract(ctx.db, scope, id, () => ctx.now());
      return reply(scope, id, M.rejected);
    },
    terminate: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { id } = request.params;
      await terminateContract(ctx.db, scope, id, () => ctx.now());
      return reply(scope, id, M.terminated);
    },
    renew: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const body = contractRenewSchema.parse(request.body ?? {});
      const renewedId = await renewContract(ctx.db, scope, request.params.id, body, () => ctx.now());
      return reply(scope, renewedId, M.renewed);
    },
  };
});
