import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVOICE_MESSAGES as M,
  invoiceGenerateSchema,
  invoiceListQuerySchema,
} from '../../domain/invoiceSchemas';
import { INVOICE_READER } from '../../domain/accessRules';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import { documentReader } from '../pdf/documentReader';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer, renderInvoicePdf } from '../pdf/invoicePdf';
import { cancelInvoiceCommitted } from '../services/invoiceCharges';
import { findInvoice, invoiceDetailOf, listInvoices, toInvoice } from '../services/invoiceQueries';
import { generateInvoices, refreshInvoiceStatuses } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { invoicesAnswers } from '../../domain/contracts/answers/invoices';

const READER_CONFIG = { permission: INVOICE_READER, forbidden: M.noPermission };

/** API resource `invoices` (issue 6 items 1, 2 and 6): list, get, PDF, generate, cancel. */
export const invoicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const today = () => todayInKuwait(ctx.now());
    const links = () => ({ secret: ctx.config.jwtSecret, now: ctx.now() });

    /** The caller's scope, with past-due invoices already OVERDUE (no waiting for the job). */
    const readerScope = async (request: FastifyRequest) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await refreshInvoiceStatuses(ctx.db, scope.landlordId, today());
      return scope;
    };

    app.get(
      '/api/invoices/list',
      {
        config: READER_CONFIG,
        schema: { querystring: invoiceListQuerySchema, response: invoicesAnswers.list },
      },
      async (request) => {
        const scope = await readerScope(request);
        const { items, total } = await listInvoices(ctx.db, scope, request.query, readerLocale(request));
        return listAnswer(items, total, request.query);
      },
    );

    app.get(
      '/api/invoices/get/:id',
      {
        config: READER_CONFIG,
        schema: { params: idParams, response: invoicesAnswers.get },
      },
      async (request) => {
        const scope = await readerScope(request);
        const row = await findInvoice(ctx.db, scope, request.params.id, readerLocale(request));
        // The printable page names who issued the invoice, as the PDF does.
        const [detail, issuer] = await Promise.all([
          invoiceDetailOf(ctx.db, row, links()),
          documentIssuer(ctx.db, row.landlordId),
        ]);
        return { success: true, message: 'OK', data: { ...detail, issuer } };
      },
    );

    app.get(
      '/api/invoices/pdf/:id',
      {
        config: READER_CONFIG,
        schema: { params: idParams, response: invoicesAnswers.pdf },
      },
      async (request, reply) => {
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
    );

    app.post(
      '/api/invoices/generate',
      {
        config: { permission: 'Create Invoice', creates: true },
        schema: { body: invoiceGenerateSchema, response: invoicesAnswers.generate },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        // A landlord or manager generates for its own landlord only; a platform admin may name one.
        const landlordId = scope.landlordId ?? request.body?.landlordId ?? null;
        const created = await generateInvoices(ctx.db, { today: today(), landlordId });
        return { success: true, message: M.generated(created), data: { created } };
      },
    );

    app.post(
      '/api/invoices/cancel/:id',
      {
        config: { permission: 'Update Invoice' },
        schema: { params: idParams, response: invoicesAnswers.cancel },
      },
      async (request) => {
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
    );
  };
