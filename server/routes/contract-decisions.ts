import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDays,
  addMonths,
  CONTRACT_MESSAGES as M,
  contractRenewSchema,
} from '../../domain/contractSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contracts } from '../db/schema';
import { HttpError } from '../http/errors';
import { idParams } from '../http/idParams';
import { validationError } from '../http/payloadForm';
import { findContract, lockContract, refusingOverlap, toContract } from '../services/contracts';
import { generateInvoices } from '../services/invoicing';
import { refreshUnitOccupancy, todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { contractDecisionsAnswers } from '../answers/contract-decisions';

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
        const landlordId = await refusingOverlap(() =>
          ctx.db.transaction(async (tx) => {
            const row = await lockContract(tx, scope, id);
            if (row.status !== 'requested') throw new HttpError(409, M.notRequested);
            const now = new Date(ctx.now());
            await tx
              .update(contracts)
              .set({ status: 'approved', decidedAt: now, updatedAt: now })
              .where(eq(contracts.id, id));
            await refreshUnitOccupancy(tx, row.unitId, today());
            return row.landlordId;
          }),
        );
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
        await ctx.db.transaction(async (tx) => {
          const row = await lockContract(tx, scope, id);
          if (row.status !== 'requested') throw new HttpError(409, M.notRequested);
          const now = new Date(ctx.now());
          await tx
            .update(contracts)
            .set({ status: 'rejected', decidedAt: now, updatedAt: now })
            .where(eq(contracts.id, id));
        });
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
        await ctx.db.transaction(async (tx) => {
          const row = await lockContract(tx, scope, id);
          if (row.status !== 'approved') throw new HttpError(409, M.notApproved);
          const now = new Date(ctx.now());
          await tx
            .update(contracts)
            .set({ status: 'terminated', terminatedAt: now, updatedAt: now })
            .where(eq(contracts.id, id));
          // The unit stays occupied only if another approved contract covers today.
          await refreshUnitOccupancy(tx, row.unitId, today());
        });
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
        const renewedId = await refusingOverlap(() =>
          ctx.db.transaction(async (tx) => {
            const locked = await lockContract(tx, scope, request.params.id);
            if (locked.status !== 'approved') throw new HttpError(409, M.notApproved);
            const old = await findContract(tx, scope, locked.id);
            const [already] = await tx
              .select({ id: contracts.id })
              .from(contracts)
              .where(
                and(
                  eq(contracts.renewedFromId, old.id),
                  inArray(contracts.status, ['requested', 'approved']),
                ),
              );
            if (already) throw new HttpError(409, 'This contract has already been renewed.');
            // The next term starts the day after the old one ends; a year unless told otherwise.
            const startDate = addDays(old.endDate, 1);
            const endDate = body.endDate ?? addDays(addMonths(startDate, 12), -1);
            if (endDate < startDate) {
              throw validationError([{ path: ['endDate'], message: M.endBeforeStart, code: 'custom' }]);
            }
            const now = new Date(ctx.now());
            const [created] = await tx
              .insert(contracts)
              .values({
                landlordId: old.landlordId,
                tenantId: old.tenantId,
                unitId: old.unitId,
                startDate,
                endDate,
                monthlyRent: body.monthlyRent ?? old.monthlyRent,
                securityDeposit: old.securityDeposit,
                paymentDueDay: old.paymentDueDay,
                status: body.approve ? 'approved' : 'requested',
                decidedAt: body.approve ? now : null,
                renewedFromId: old.id,
              })
              .returning({ id: contracts.id });
            await refreshUnitOccupancy(tx, old.unitId, today());
            return created!.id;
          }),
        );
        return reply(scope, renewedId, M.renewed);
      },
    );
  };
