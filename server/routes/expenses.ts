import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { expensesContract } from '../../domain/contracts/expenses';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import type { StoredDocument } from '../../domain/documents';
import {
  EXPENSE_MESSAGES as M,
  MAX_EXPENSE_RECEIPTS,
  expenseCreateSchema,
  expenseUpdateSchema,
} from '../../domain/expenseSchemas';
import { textIn } from '../../domain/messages/textIn';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import type { UploadedFile } from '../http/multipartForm';
import {
  PAYLOAD_FORM_LIMITS,
  readPayloadForm,
  sentFields,
  storeDocuments,
  validationError,
} from '../http/payloadForm';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderProfitReportPdf } from '../pdf/profitReportPdf';
import { createExpense, deleteExpense, findExpense, listExpenses, updateExpense } from '../services/expenses';
import { profitCsv } from '../services/profitCsv';
import { profitReport } from '../services/profitReport';
import type { FileStorage } from '../storage/fileStorage';

/** Receipts: up to five documents, checked by content like every other upload (storeDocuments). */
async function storeReceipts(storage: FileStorage, files: UploadedFile[]): Promise<StoredDocument[]> {
  if (files.length > MAX_EXPENSE_RECEIPTS)
    throw new HttpError(422, M.fileCount, [{ loc: ['body', 'files'], msg: M.fileCount, type: 'too_many' }]);
  return files.length ? storeDocuments(storage, files) : [];
}

/**
 * API resource `expenses` (issue 36 items 1 and 2): the landlord's expenses (JSON, or multipart with
 * `payload` and receipt files) and the profit per building for a month (JSON, CSV, PDF). Every
 * call is scoped from the token (services/expenses.ts).
 */
export const expensesRoutes = contractRoutes(expensesContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const read = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
  const scoped = (request: FastifyRequest) => scopeOf(ctx.db, principalOf(request));

  return {
    list: async (request) => {
      const scope = await scoped(request);
      const { items, total, totalAmount } = await listExpenses(ctx.db, scope, request.query, read());
      return { ...listAnswer(items, total, request.query), message: M.listed, total_amount: totalAmount };
    },
    get: async (request) => {
      const scope = await scoped(request);
      return {
        success: true,
        message: M.found,
        data: await findExpense(ctx.db, scope, request.params.id, read()),
      };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = expenseCreateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const receipts = await storeReceipts(ctx.storage, form.files);
      const row = await createExpense(ctx.db, scope, parsed.data, receipts, { actorId: principal.userId });
      return { success: true, message: M.created, data: await findExpense(ctx.db, scope, row.id, read()) };
    },
    update: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = expenseUpdateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const receipts = await storeReceipts(ctx.storage, form.files);
      const row = await updateExpense(
        ctx.db,
        scope,
        request.params.id,
        sentFields(parsed.data, form.payload),
        receipts,
        { actorId: principal.userId, nowMs: ctx.now() },
      );
      return { success: true, message: M.updated, data: await findExpense(ctx.db, scope, row.id, read()) };
    },
    delete: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      await deleteExpense(ctx.db, scope, request.params.id, { actorId: principal.userId });
      return { success: true, message: M.deleted };
    },
    profit: async (request) => {
      const scope = await scoped(request);
      return {
        success: true,
        message: M.reportListed,
        data: await profitReport(ctx.db, scope, request.query),
      };
    },
    profitCsv: async (request, reply) => {
      const scope = await scoped(request);
      const report = await profitReport(ctx.db, scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="profit-${report.month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(profitCsv(report, textIn(readerLocale(request), 'expenses.report.total')));
    },
    profitPdf: async (request, reply) => {
      const scope = await scoped(request);
      const report = await profitReport(ctx.db, scope, request.query);
      const issuer = scope.landlordId
        ? await documentIssuer(ctx.db, scope.landlordId)
        : { name: 'Rentals', address: '' };
      const display = readerLocale(request) === 'ar' ? ARABIC : ENGLISH;
      const pdf = await renderProfitReportPdf(report, issuer, display);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="profit-${report.month}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
});
