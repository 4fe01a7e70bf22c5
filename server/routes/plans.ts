import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wholeListQuerySchema } from '../../domain/listQuery';
import { PLAN_MESSAGES as M, planInputSchema } from '../../domain/planSchemas';
import { plansAnswers as A } from '../../domain/contracts/answers/plans';
import type { AppContext } from '../context';
import { idParams } from '../../domain/idParams';
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

const SUPER = { roles: ['super_admin' as const] };

/**
 * Plans (issue 21 item 3). The plans on sale are public (the panel's Subscription screen and
 * anyone's price list); the super admin lists all of them (with subscribers), adds, edits,
 * retires and brings back, and deletes only a plan nothing uses.
 */
export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans/list',
      { config: { public: true }, schema: { querystring: wholeListQuerySchema, response: A.list } },
      async () => {
        const items = (await plansOnSale(ctx.db)).map((p) => toPlanRecord(p));
        return { success: true as const, message: 'OK', items, total: items.length };
      },
    );

    app.get(
      '/api/super/plans/list',
      { config: SUPER, schema: { querystring: wholeListQuerySchema, response: A.list } },
      async () => {
        const items = await allPlans(ctx.db);
        return { success: true as const, message: 'OK', items, total: items.length };
      },
    );

    app.get(
      '/api/super/plans/get/:id',
      { config: SUPER, schema: { params: idParams, response: A.one } },
      async (request) => ({
        success: true,
        message: 'OK',
        data: toPlanRecord(await planById(ctx.db, request.params.id)),
      }),
    );

    app.post(
      '/api/super/plans/create',
      { config: SUPER, schema: { body: planInputSchema, response: A.one } },
      async (request) => ({
        success: true,
        message: M.created,
        data: toPlanRecord(await createPlan(ctx.db, request.body, ctx.now())),
      }),
    );

    app.post(
      '/api/super/plans/update/:id',
      { config: SUPER, schema: { params: idParams, body: planInputSchema, response: A.one } },
      async (request) => ({
        success: true,
        message: M.updated,
        data: toPlanRecord(await updatePlan(ctx.db, request.params.id, request.body, ctx.now())),
      }),
    );

    app.post(
      '/api/super/plans/retire/:id',
      { config: SUPER, schema: { params: idParams, response: A.one } },
      async (request) => ({
        success: true,
        message: M.retired,
        data: toPlanRecord(await setRetired(ctx.db, request.params.id, true, ctx.now())),
      }),
    );

    app.post(
      '/api/super/plans/unretire/:id',
      { config: SUPER, schema: { params: idParams, response: A.one } },
      async (request) => ({
        success: true,
        message: M.unretired,
        data: toPlanRecord(await setRetired(ctx.db, request.params.id, false, ctx.now())),
      }),
    );

    app.post(
      '/api/super/plans/delete/:id',
      { config: SUPER, schema: { params: idParams, response: A.remove } },
      async (request) => {
        await deletePlan(ctx.db, request.params.id);
        return { success: true, message: M.deleted };
      },
    );
  };
