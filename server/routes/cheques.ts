import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { chequesContract } from '../../domain/contracts/cheques';
import { CHEQUE_MESSAGES as M, chequeCreateSchema, chequeUpdateSchema } from '../../domain/chequeSchemas';
import type { Custodian } from '../../domain/chequeStates';
import { NotFoundError } from '../../domain/errors';
import { principalOf } from '../auth/guard';
import { scopeOf, type Scope } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { PAYLOAD_FORM_LIMITS, readPayloadForm, sentFields, validationError } from '../http/payloadForm';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderDepositSlipPdf } from '../pdf/depositSlipPdf';
import {
  depositBatch,
  findDepositBatch,
  slipDisplay,
  type DepositBatchRow,
} from '../services/chequeDeposits';
import { mailBounced } from '../services/chequeMail';
import { sendChequeBounced, sendPaymentReceipt } from '../services/tenantNotices';
import { moveCheque } from '../services/chequeMoves';
import { chequeRecords, findCheque, listCheques } from '../services/chequeQueries';
import { proposeSchedule, saveSchedule } from '../services/chequeSchedule';
import { createCheque, updateCheque } from '../services/cheques';
import { storeChequePhoto } from './chequePhoto';

/**
 * API resource `cheques` (issue 34 item 1): the register, one cheque, taking one in (JSON, or
 * multipart with `payload` and one photo), correcting it, its moves and the schedule from a
 * contract. Every call is scoped from the token (services/chequeQueries.ts's chequeScope).
 */
export const chequesRoutes = contractRoutes(chequesContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const read = (request: FastifyRequest) => ({
    secret: ctx.config.jwtSecret,
    nowMs: ctx.now(),
    locale: readerLocale(request),
  });
  const detail = (scope: Scope, id: string, request: FastifyRequest) =>
    findCheque(ctx.db, scope, id, read(request));
  // Who holds a cheque taken in: the manager who took it, else the landlord's office.
  // A batch with its cheques; a limited manager must see every one of them (else 404).
  const batchRecord = async (row: DepositBatchRow, scope: Scope, request: FastifyRequest) => {
    const all = await chequeRecords(ctx.db, row.chequeIds, read(request));
    const visible = scope.propertyIds ? all.filter((c) => scope.propertyIds!.includes(c.property_id)) : all;
    if (visible.length !== row.chequeIds.length) throw new NotFoundError(M.batchNotFound);
    return {
      id: row.id,
      deposit_account: row.depositAccount,
      note: row.note,
      total: row.total,
      created_at: row.createdAt.toISOString(),
      cheques: visible,
    };
  };
  const custodyOf = (request: FastifyRequest): Custodian =>
    principalOf(request).roleKey === 'manager' ? 'manager' : 'landlord';

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { items, total } = await listCheques(ctx.db, scope, request.query, read(request));
      return { ...listAnswer(items, total, request.query), message: M.listed };
    },
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      return { success: true, message: M.found, data: await detail(scope, request.params.id, request) };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = chequeCreateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const photo = (await storeChequePhoto(ctx.storage, form.files)) ?? [];
      const row = await createCheque(ctx.db, scope, parsed.data, {
        photo,
        defaultCustody: custodyOf(request),
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      return { success: true, message: M.created, data: await detail(scope, row.id, request) };
    },
    update: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = chequeUpdateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const photo = await storeChequePhoto(ctx.storage, form.files);
      const row = await updateCheque(
        ctx.db,
        scope,
        request.params.id,
        sentFields(parsed.data, form.payload),
        {
          photo,
          nowMs: ctx.now(),
        },
      );
      return { success: true, message: M.updated, data: await detail(scope, row.id, request) };
    },
    status: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const reason = request.body.reason || null;
      const moved = await moveCheque(ctx.db, scope, request.params.id, {
        to: request.body.status,
        reason,
        replacement: request.body.replacement,
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      if (moved.after.state === 'BOUNCED') {
        await mailBounced(ctx, moved, reason);
        await sendChequeBounced(ctx, request.log, moved);
      }
      // A cleared cheque's payments, committed with its move: the tenant's receipt of each, as a
      // manual or online payment's (an opt-out stops reminders, never receipts).
      for (const paymentId of moved.paymentIds) await sendPaymentReceipt(ctx, request.log, paymentId);
      return { success: true, message: M.moved, data: await detail(scope, moved.after.id, request) };
    },
    schedule: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      if (request.body.dry_run) {
        const proposed = await proposeSchedule(ctx.db, scope, request.body);
        return { success: true, message: M.proposed, data: { dry_run: true, proposed, saved: [] } };
      }
      const ids = await saveSchedule(ctx.db, scope, request.body, {
        defaultCustody: custodyOf(request),
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      const saved = await chequeRecords(ctx.db, ids, read(request));
      return { success: true, message: M.scheduled, data: { dry_run: false, proposed: [], saved } };
    },
    depositBatch: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const row = await depositBatch(ctx.db, scope, request.body, {
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      return { success: true, message: M.batchDeposited, data: await batchRecord(row, scope, request) };
    },
    depositSlip: async (request, reply) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const row = await findDepositBatch(ctx.db, scope, request.params.id);
      const batch = await batchRecord(row, scope, request);
      const [issuer, display] = await Promise.all([
        documentIssuer(ctx.db, row.landlordId),
        slipDisplay(ctx.db, request),
      ]);
      const pdf = await renderDepositSlipPdf(
        {
          createdAt: batch.created_at,
          depositAccount: batch.deposit_account,
          note: batch.note,
          total: batch.total,
          cheques: batch.cheques,
        },
        issuer,
        display,
      );
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="deposit-slip-${batch.created_at.slice(0, 10)}.pdf"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
});
