import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_MESSAGES as M, contractRenewSchema } from '../../domain/contractSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { idParams } from '../../domain/idParams';
import { findContract, toContract } from '../services/contracts';
import {
  approveContract,
  rejectContract,
  renewContract,
  terminateContract,
} from '../services/contractDecisions';
import { generateInvoices } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { contractDecisionsAnswers } from '../../domain/contracts/answers/contract-decisions';

const emptyBody = z.object({}).loose().optional();
const UPDATE = { permission: 'Update Tenant Contract' } as const;

/**
 * Contract decisions (Contracts Request and Approved Contracts screens). Each runs in one
 * transaction with the contract row locked; the unit's occupancy is recomputed inside it, and
 * the database's exclusion constraint has the last word on overlapping approvals.
 */
export const contractDecisionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const today = () => todayInKuwait(ctx.now());
    const reply = async (scope: Awaited<ReturnType<typeof scopeOf>>, id: string, message: string) => ({
      success: true,
      message,
      data: toContract(await findContract(ctx.db, scope, id), ctx.config.jwtSecret, ctx.now(), today()),
    });

    app.post(
      '/api/contracts/approve/:id',
      {
        // Approving bills the rent owed so far (invoices) and fills the unit.
        config: { ...UPDATE, creates: true },
        schema: { params: idParams, body: emptyBody, response: contractDecisionsAnswers.approve },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { id } = request.params;
        const landlordId = await approveContract(ctx.db, scope, id, () => ctx.now());
        // The rent owed so far is billed at once, not at the invoice job's next run.
        await generateInvoices(ctx.db, { today: today(), landlordId, contractId: id });
        return reply(scope, id, M.approved);
      },
    );

    app.post(
      '/api/contracts/reject/:id',
      {
        config: UPDATE,
        schema: { params: idParams, body: emptyBody, response: contractDecisionsAnswers.reject },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { id } = request.params;
        await rejectContract(ctx.db, scope, id, () => ctx.now());
        return reply(scope, id, M.rejected);
      },
    );

    app.post(
      '/api/contracts/terminate/:id',
      {
        config: UPDATE,
        schema: { params: idParams, body: emptyBody, response: contractDecisionsAnswers.terminate },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { id } = request.params;
        await terminateContract(ctx.db, scope, id, () => ctx.now());
        return reply(scope, id, M.terminated);
      },
    );

    app.post(
      '/api/contracts/renew/:id',
      {
        config: { ...UPDATE, creates: true },
        schema: {
          params: idParams,
          body: contractRenewSchema.optional(),
          response: contractDecisionsAnswers.renew,
        },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const body = contractRenewSchema.parse(request.body ?? {});
        const renewedId = await renewContract(ctx.db, scope, request.params.id, body, () => ctx.now());
        return reply(scope, renewedId, M.renewed);
      },
    );
  };
