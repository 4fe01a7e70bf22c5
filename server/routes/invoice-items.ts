import { INVOICE_MESSAGES as M } from '../../domain/invoiceSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { addInvoiceCharge, removeInvoiceCharge } from '../services/invoiceCharges';
import { loadInvoiceDetail } from '../services/invoiceQueries';
import { todayInKuwait } from '../services/occupancy';
import { invoiceItemsContract } from '../../domain/contracts/invoice-items';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `invoice-items` (issue 6 item 1): extra charges a landlord adds to an invoice or
 * removes from it. Both answer the invoice's detail, so the screen shows the new total at once.
 */
export const invoiceItemsRoutes = contractRoutes(invoiceItemsContract, async (ctx) => {
  const actorOf = (userId: string) => ({
    actorId: userId,
    today: todayInKuwait(ctx.now()),
    nowMs: ctx.now(),
  });
  const detail = (scope: Awaited<ReturnType<typeof scopeOf>>, invoiceId: string) =>
    loadInvoiceDetail(ctx.db, scope, invoiceId, { secret: ctx.config.jwtSecret, now: ctx.now() });

  return {
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const invoiceId = await addInvoiceCharge(ctx.db, scope, request.body, actorOf(principal.userId));
      return { success: true, message: M.chargeAdded, data: await detail(scope, invoiceId) };
    },
    delete: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const invoiceId = await removeInvoiceCharge(
        ctx.db,
        scope,
        request.params.id,
        actorOf(principal.userId),
      );
      return { success: true, message: M.chargeRemoved, data: await detail(scope, invoiceId) };
    },
  };
});
