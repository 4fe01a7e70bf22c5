import { displayDate } from '../../domain/displayDates';
import {
  DECISION_STATE,
  PLAN_FLEX_MESSAGES as M,
  canMoveLandlordOn,
  canMovePlanRequest,
} from '../../domain/planFlexibility';
import { principalOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { noticePlanAnswer, noticePlanMove } from '../services/planRequestNotices';
import {
  addPlanRequestEntry,
  findPlanRequest,
  listPlanRequests,
  plansOnSale,
} from '../services/planRequests';
import { movePlan } from '../services/subscriptions';
import { superPlanFlexibilityContract } from '../../domain/contracts/super-plan-flexibility';
import { contractRoutes } from '../http/contractRoutes';

const EVERYONE = { landlordId: null };

/**
 * API resource `super/plan-flexibility` (issue 21 item 6): the platform reads every landlord's
 * requests, answers them and moves a landlord to a plan through the subscriptions service.
 */
export const superPlanFlexibilityRoutes = contractRoutes(superPlanFlexibilityContract, async (ctx) => {
  const requestOf = async (id: string) => {
    const request = await findPlanRequest(ctx.db, EVERYONE, id);
    if (!request) throw new HttpError(404, M.notFound);
    return request;
  };

  return {
    list: async (request) => {
      const { landlordId, ...query } = request.query;
      const { items, total } = await listPlanRequests(ctx.db, { landlordId: landlordId ?? null }, query);
      return listAnswer(items, total, query);
    },
    get: async (request) => ({
      success: true as const,
      message: 'OK',
      data: await requestOf(request.params.id),
    }),
    options: async () => ({
      success: true as const,
      message: 'OK',
      data: { plans: await plansOnSale(ctx.db), subscription: null },
    }),
    answer: async (request) => {
      const current = await requestOf(request.params.id);
      const { message, decision } = request.body;
      const to = DECISION_STATE[decision];
      if (to && !canMovePlanRequest(current.state, to)) throw new HttpError(422, M.decided(current.state));
      const added = await addPlanRequestEntry(ctx.db, {
        requestId: current.id,
        authorId: principalOf(request).userId,
        body: message,
        ...(to ? { move: { from: current.state, to } } : {}),
        at: new Date(ctx.now()),
      });
      // Another answer decided it meanwhile: this decision is no longer the one on screen.
      if (!added) throw new HttpError(422, M.decided((await requestOf(current.id)).state));
      const data = await requestOf(current.id);
      await noticePlanAnswer(ctx, data, message, to !== null);
      return { success: true as const, message: M.answered, data };
    },
    move: async (request) => {
      const current = await requestOf(request.params.id);
      if (!canMoveLandlordOn(current.state)) throw new HttpError(422, M.declinedNoMove);
      const { planId, at } = request.body;
      const onSale = await plansOnSale(ctx.db);
      const plan = onSale.find((p) => p.id === planId);
      if (!plan) throw new HttpError(422, M.planNotOnSale);
      const nowMs = ctx.now();
      // The subscriptions service does the move (and bills an upgrade's prorated difference).
      const { subscription } = await movePlan(ctx.db, current.landlordId, plan.id, { at, nowMs });
      const effectiveAt = at === 'now' ? new Date(nowMs) : subscription.currentPeriodEnd;
      const accepting = current.state === 'open';
      const added = await addPlanRequestEntry(ctx.db, {
        requestId: current.id,
        authorId: principalOf(request).userId,
        ...(accepting ? { move: { from: 'open' as const, to: 'accepted' as const } } : {}),
        plan: { id: plan.id, name: plan.name, at, effectiveAt },
        at: new Date(nowMs),
      });
      // Declined meanwhile: the landlord was moved all the same, so the thread says so.
      if (!added)
        await addPlanRequestEntry(ctx.db, {
          requestId: current.id,
          authorId: principalOf(request).userId,
          plan: { id: plan.id, name: plan.name, at, effectiveAt },
          at: new Date(nowMs),
        });
      const data = await requestOf(current.id);
      await noticePlanMove(ctx, data, plan.name, at, effectiveAt);
      const date = displayDate(effectiveAt.toISOString());
      return { success: true as const, message: M.moved(plan.name, at, date), data };
    },
  };
});
