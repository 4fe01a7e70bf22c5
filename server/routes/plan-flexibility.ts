import { PLAN_FLEX_MESSAGES as M } from '../../domain/planFlexibility';
import { principalOf } from '../auth/guard';
import type { Principal } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { noticeNewPlanRequest } from '../services/planRequestNotices';
import {
  findPlanRequest,
  insertPlanRequest,
  listPlanRequests,
  plansOnSale,
  subscriptionSummary,
  type PlanRequestScope,
} from '../services/planRequests';
import { planFlexibilityContract } from '../../domain/contracts/plan-flexibility';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/** A landlord reads its own requests, a manager its landlord's: from the token, never a parameter. */
const scopeOf = (principal: Principal): PlanRequestScope & { landlordId: string } => {
  if (!principal.landlordId) throw new HttpError(403, text('scope.noLandlord'));
  return { landlordId: principal.landlordId };
};

/** API resource `plan-flexibility` (issue 21 item 6): the landlord's side of plan requests. */
export const planFlexibilityRoutes = contractRoutes(planFlexibilityContract, async (ctx) => {
  const requestOf = async (scope: PlanRequestScope, id: string) => {
    const request = await findPlanRequest(ctx.db, scope, id);
    if (!request) throw new HttpError(404, M.notFound);
    return request;
  };

  return {
    list: async (request) => {
      const { items, total } = await listPlanRequests(ctx.db, scopeOf(principalOf(request)), request.query);
      return listAnswer(items, total, request.query);
    },
    get: async (request) => ({
      success: true as const,
      message: 'OK',
      data: await requestOf(scopeOf(principalOf(request)), request.params.id),
    }),
    options: async (request) => {
      const scope = scopeOf(principalOf(request));
      const [plans, subscription] = await Promise.all([
        plansOnSale(ctx.db),
        subscriptionSummary(ctx.db, scope.landlordId),
      ]);
      return { success: true as const, message: 'OK', data: { plans, subscription } };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = scopeOf(principal);
      const body = request.body;
      const changing = body.kind === 'plan_change';
      if (changing) {
        const onSale = await plansOnSale(ctx.db);
        if (!onSale.some((p) => p.id === body.planId)) throw new HttpError(422, M.planNotOnSale);
        const current = await subscriptionSummary(ctx.db, scope.landlordId);
        if (current && current.planId === body.planId && !current.pendingPlanName)
          throw new HttpError(422, M.samePlan);
      }
      const id = await insertPlanRequest(ctx.db, {
        landlordId: scope.landlordId,
        requestedBy: principal.userId,
        kind: body.kind,
        planId: changing ? body.planId! : null,
        units: changing ? null : body.units!,
        managers: changing ? null : body.managers!,
        message: body.message,
        at: new Date(ctx.now()),
      });
      const data = await requestOf(scope, id);
      await noticeNewPlanRequest(ctx, data);
      return { success: true as const, message: M.created, data };
    },
  };
});
