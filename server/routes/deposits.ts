import type { FastifyRequest } from 'fastify';
import { depositsContract } from '../../domain/contracts/deposits';
import { DEPOSIT_MESSAGES as M } from '../../domain/depositSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { documentReader } from '../pdf/documentReader';
import { renderDepositStatementPdf } from '../pdf/depositStatementPdf';
import { documentIssuer } from '../pdf/invoicePdf';
import { findDeposit, listDeposits } from '../services/depositQueries';
import { deductDeposit, receiveDeposit, refundDeposit } from '../services/deposits';

/**
 * API resource `deposits` (issue 34 item 3): the security deposits, one per contract (its id is the
 * contract's), their receipts, deductions and refund, and the move-out settlement statement.
 * Every call is scoped from the token (services/depositQueries.ts's depositScopeSql).
 */
export const depositsRoutes = contractRoutes(depositsContract, async (ctx) => {
  const today = () => todayInKuwait(ctx.now());
  const detail = async (request: FastifyRequest, id: string) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    return findDeposit(ctx.db, scope, id, { locale: readerLocale(request), today: today() });
  };
  const actor = (request: FastifyRequest) => ({ actorId: principalOf(request).userId, nowMs: ctx.now() });

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { items, total } = await listDeposits(ctx.db, scope, request.query, readerLocale(request));
      return { ...listAnswer(items, total, request.query), message: M.listed };
    },
    get: async (request) => ({
      success: true,
      message: M.found,
      data: await detail(request, request.params.id),
    }),
    receive: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await receiveDeposit(ctx.db, scope, request.params.id, request.body, actor(request));
      return { success: true, message: M.received, data: await detail(request, request.params.id) };
    },
    deduct: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await deductDeposit(ctx.db, scope, request.params.id, request.body, actor(request));
      return { success: true, message: M.deducted, data: await detail(request, request.params.id) };
    },
    refund: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await refundDeposit(ctx.db, scope, request.params.id, request.body, actor(request));
      return { success: true, message: M.refunded, data: await detail(request, request.params.id) };
    },
    pdf: async (request, reply) => {
      const deposit = await detail(request, request.params.id);
      const [issuer, reader] = await Promise.all([
        documentIssuer(ctx.db, deposit.landlord_id),
        documentReader(ctx.db, request, { tenantId: deposit.tenant_id, propertyId: deposit.property_id }),
      ]);
      const pdf = await renderDepositStatementPdf(deposit, issuer, reader, today());
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="deposit-settlement-${deposit.unit_no.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
});
