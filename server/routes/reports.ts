import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptReportQuerySchema, rentalCollectionQuerySchema } from '../../domain/reportSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { listAnswer } from '../http/listAnswer';
import { todayInKuwait } from '../services/occupancy';
import { receiptReport } from '../services/receiptReport';
import { rentalCollection } from '../services/rentalCollection';
import type { AppContext } from '../context';
import { reportsAnswers } from '../../domain/contracts/answers/reports';

/**
 * API resource `reports` (issue 6 items 2 and 4): the financial receipts report behind
 * reports/invoices, and the rental collection per unit and month behind rental-collection/list.
 * Both are for the landlord's side; a tenant reads its own money on its statement instead.
 */
export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/reports/receipts',
      {
        config: { permission: 'View Financial Reports' },
        schema: { querystring: receiptReportQuerySchema, response: reportsAnswers.receipts },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        return { success: true, message: 'OK', data: await receiptReport(ctx.db, scope, request.query) };
      },
    );

    app.get(
      '/api/reports/rental-collection',
      {
        config: { permission: 'View Invoice', roles: ['super_admin', 'admin', 'landlord', 'manager'] },
        schema: { querystring: rentalCollectionQuerySchema, response: reportsAnswers.rentalCollection },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const month = request.query.month ?? todayInKuwait(ctx.now()).slice(0, 7);
        const { items, total, totals } = await rentalCollection(ctx.db, scope, { ...request.query, month });
        return { ...listAnswer(items, total, request.query), month, totals };
      },
    );
  };
