import { PLAN_MESSAGES as M } from '../../domain/planSchemas';
import {
  allPlans,
  createPlan,
  deletePlan,
  planById,
  plansOnSale,
  setRetired,
  toPlanRecord,
  updatePlan,
} from '../services/planCatalogue';
import { plansContract } from '../../domain/contracts/plans';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Plans (issue 21 item 3). The plans on sale are public (the panel's Subscription screen and
 * anyone's price list); the super admin lists all of them (with subscribers), adds, edits,
 * retires and brings back, and deletes only a plan nothing uses.
 */
export const plansRoutes = contractRoutes(plansContract, async (ctx) => {
  return {
    publicList: async () => {
      const items = (await plansOnSale(ctx.db)).map((p) => toPlanRecord(p));
      return { success: true as const, message: 'OK', items, total: items.length };
    },
    list: async () => {
      const items = await allPlans(ctx.db);
      return { success: true as const, message: 'OK', items, total: items.length };
    },
    get: async (request) => ({
      success: true,
      message: 'OK',
      data: toPlanRecord(await planById(ctx.db, request.params.id)),
    }),
    create: async (request) => ({
      success: true,
      message: M.created,
      data: toPlanRecord(await createPlan(ctx.db, request.body, ctx.now())),
    }),
    update: async (request) => ({
      success: true,
      message: M.updated,
      data: toPlanRecord(await updatePlan(ctx.db, request.params.id, request.body, ctx.now())),
    }),
    retire: async (request) => ({
      success: true,
      message: M.retired,
      data: toPlanRecord(await setRetired(ctx.db, request.params.id, true, ctx.now())),
    }),
    unretire: async (request) => ({
      success: true,
      message: M.unretired,
      data: toPlanRecord(await setRetired(ctx.db, request.params.id, false, ctx.now())),
    }),
    delete: async (request) => {
      await deletePlan(ctx.db, request.params.id);
      return { success: true, message: M.deleted };
    },
  };
});
