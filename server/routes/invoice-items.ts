import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVOICE_MESSAGES as M, chargeCreateSchema } from '../../domain/invoiceSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { addInvoiceCharge, removeInvoiceCharge } from '../services/invoiceCharges';
import { loadInvoiceDetail } from '../services/invoiceQueries';
import { todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { idParams } from '../../domain/idParams';
import { invoiceItemsAnswers } from '../../domain/contracts/answers/invoice-items';

/**
 * API resource `invoice-items` (issue 6 item 1): extra charges a landlord adds to an invoice or
 * removes from it. Both answer the invoice's detail, so the screen shows the new total at once.
 */
export const invoiceItemsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (userId: string) => ({
      actorId: userId,
      today: todayInKuwait(ctx.now()),
      nowMs: ctx.now(),
    });
    const detail = (scope: Awaited<ReturnType<typeof scopeOf>>, invoiceId: string) =>
      loadInvoiceDetail(ctx.db, scope, invoiceId, { secret: ctx.config.jwtSecret, now: ctx.now() });

    app.post(
      '/api/invoice-items/create',
      {
        config: { permission: 'Update Invoice', creates: true },
        schema: { body: chargeCreateSchema, response: invoiceItemsAnswers.create },
      },
      async (request) => {
        const principal = principalOf(request);
        const scope = await scopeOf(ctx.db, principal);
        const invoiceId = await addInvoiceCharge(ctx.db, scope, request.body, actorOf(principal.userId));
        return { success: true, message: M.chargeAdded, data: await detail(scope, invoiceId) };
      },
    );

    app.post(
      '/api/invoice-items/delete/:id',
      {
        config: { permission: 'Update Invoice' },
        schema: { params: idParams, response: invoiceItemsAnswers.delete },
      },
      async (request) => {
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
    );
  };
