import type { FastifyRequest } from 'fastify';
import { INVOICE_MESSAGES as M } from '../../domain/invoiceSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { listAnswer } from '../http/listAnswer';
import { documentReader } from '../pdf/documentReader';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer, renderInvoicePdf } from '../pdf/invoicePdf';
import { cancelInvoiceCommitted } from '../services/invoiceCharges';
import { findInvoice, invoiceDetailOf, listInvoices, toInvoice } from '../services/invoiceQueries';
import { issueInvoices, refreshInvoiceStatuses } from '../services/invoicing';
import { sendInvoiceIssuedNotices } from '../services/onceNotices';
import { todayInKuwait } from '../services/occupancy';
import { invoicesContract } from '../../domain/contracts/invoices';
import { contractRoutes } from '../http/contractRoutes';

/** API resource `invoices` (issue 6 items 1, 2 and 6): list, get, PDF, generate, cancel. */
export const invoicesRoutes = contractRoutes(invoicesContract, async (ctx) => {
  const today = () => todayInKuwait(ctx.now());
  const links = () => ({ secret: ctx.config.jwtSecret, now: ctx.now() });

  /** The caller's scope, with past-due invoices already OVERDUE (no waiting for the job). */
  const readerScope = async (request: FastifyRequest) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    await refreshInvoiceStatuses(ctx.db, scope.landlordId, today());
    return scope;
  };

  return {
    list: async (request) => {
      const scope = await readerScope(request);
      const { items, total } = await listInvoices(ctx.db, scope, request.query, readerLocale(request));
      return listAnswer(items, total, request.query);
    },
    get: async (request) => {
      const scope = await readerScope(request);
      const row = await findInvoice(ctx.db, scope, request.params.id, readerLocale(request));
      // The printable page names who issued the invoice, as the PDF does.
      const [detail, issuer] = await Promise.all([
        invoiceDetailOf(ctx.db, row, links()),
        documentIssuer(ctx.db, row.landlordId),
      ]);
      return { success: true, message: 'OK', data: { ...detail, issuer } };
    },
    pdf: async (request, reply) => {
      const scope = await readerScope(request);
      const row = await findInvoice(ctx.db, scope, request.params.id);
      const [detail, issuer, reader] = await Promise.all([
        invoiceDetailOf(ctx.db, row, links()),
        documentIssuer(ctx.db, row.landlordId),
        documentReader(ctx.db, request, row),
      ]);
      const pdf = await renderInvoicePdf(detail, issuer, reader, today());
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${detail.invoiceNo}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
    generate: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      // A landlord or manager generates for its own landlord only; a platform admin may name one.
      const landlordId = scope.landlordId ?? request.body?.landlordId ?? null;
      const created = (await issueInvoices(ctx.db, { today: today(), landlordId, notify: true })).length;
      // The tenants told of their new invoices, once the issue has committed.
      if (created > 0) await sendInvoiceIssuedNotices(ctx, request.log, landlordId);
      return { success: true, message: M.generated(created), data: { created } };
    },
    cancel: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      await cancelInvoiceCommitted(ctx.db, scope, request.params.id, {
        actorId: principal.userId,
        today: today(),
        nowMs: ctx.now(),
      });
      const data = toInvoice(await findInvoice(ctx.db, scope, request.params.id));
      return { success: true, message: M.cancelled, data };
    },
  };
});
