import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maintenanceAnswers as A } from '../../domain/maintenanceRecord';
import { MAINTENANCE_MESSAGES as M, maintenanceDeadlinesSchema } from '../../domain/maintenanceSchemas';
import { principalOf } from '../auth/guard';
import { owningLandlord, scopeOf } from '../auth/scope';
import type { AppContext } from '../context';
import { deadlineHours, deadlinesAnswer, saveDeadlineHours } from '../services/maintenanceDeadlines';

/**
 * A landlord's maintenance deadlines per priority, in hours (issue 18 item 3, on its App Setting):
 * its managers read them, the landlord changes them. Registered by maintenance-requests.ts.
 */
export const maintenanceDeadlineRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/setting/maintenance-deadlines',
      {
        config: { roles: ['landlord', 'manager'], permission: 'View Maintenance Request' },
        schema: { response: { 200: A.deadlines } },
      },
      async (request) => {
        const landlordId = await owningLandlord(ctx.db, await scopeOf(ctx.db, principalOf(request)));
        const data = deadlinesAnswer(await deadlineHours(ctx.db, landlordId));
        return { success: true as const, message: M.deadlinesRead, data };
      },
    );

    app.post(
      '/api/setting/maintenance-deadlines',
      {
        config: { roles: ['landlord'], permission: 'Update Maintenance Request' },
        schema: { body: maintenanceDeadlinesSchema, response: { 200: A.deadlines } },
      },
      async (request) => {
        const landlordId = await owningLandlord(ctx.db, await scopeOf(ctx.db, principalOf(request)));
        await saveDeadlineHours(ctx.db, landlordId, request.body, ctx.now());
        const data = deadlinesAnswer(await deadlineHours(ctx.db, landlordId));
        return { success: true as const, message: M.deadlines, data };
      },
    );
  };
