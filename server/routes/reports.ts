import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { listAnswer } from '../http/listAnswer';
import { todayInKuwait } from '../services/occupancy';
import { receiptReport } from '../services/receiptReport';
import { rentalCollection } from '../services/rentalCollection';
import { reportsContract } from '../../domain/contracts/reports';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `reports` (issue 6 items 2 and 4): the financial receipts report behind
 * reports/invoices, and the rental collection per unit and month behind rental-collection/list.
 * Both are for the landlord's side; a tenant reads its own money on its statement instead.
 */
export const reportsRoutes = contractRoutes(reportsContract, async (ctx) => {
  return {
    receipts: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      return { success: true, message: 'OK', data: await receiptReport(ctx.db, scope, request.query) };
    },
    rentalCollection: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const month = request.query.month ?? todayInKuwait(ctx.now()).slice(0, 7);
      const { items, total, totals } = await rentalCollection(ctx.db, scope, { ...request.query, month });
      return { ...listAnswer(items, total, request.query), month, totals };
    },
  };
});
