import { BANK_SETTLEMENT_MESSAGES as M } from '../../domain/bankSettlementSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { findBankAccount, saveBankAccount } from '../services/bankAccounts';
import { settlementCsv } from '../services/settlementCsv';
import { importSettlements } from '../services/settlementImport';
import { allBatches, findBatch, listBatches } from '../services/settlementQueries';
import { bankSettlementsContract } from '../../domain/contracts/bank-settlements';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `bank-settlements` (issue 20 item 7): the landlord's bank account, and the
 * gateway's settlement batches (list, one with its payments, CSV, and fetching a day's report).
 * A landlord sees its own; the super admin every landlord's.
 */
export const bankSettlementsRoutes = contractRoutes(bankSettlementsContract, async (ctx) => {
  const scopeFor = (request: Parameters<typeof principalOf>[0]) => scopeOf(ctx.db, principalOf(request));

  return {
    account: async (request) => {
      const data = await findBankAccount(ctx.db, principalOf(request).userId);
      return { success: true, message: M.accountLoaded, data };
    },
    postAccount: async (request) => {
      const data = await saveBankAccount(ctx.db, principalOf(request).userId, request.body, ctx.now());
      return { success: true, message: M.accountSaved, data };
    },
    list: async (request) => {
      const { items, total } = await listBatches(ctx.db, await scopeFor(request), request.query);
      return listAnswer(items, total, request.query);
    },
    get: async (request) => ({
      success: true,
      message: 'OK',
      data: await findBatch(ctx.db, await scopeFor(request), request.params.id),
    }),
    export: async (request, reply) => {
      const scope = await scopeFor(request);
      const batches = await allBatches(ctx.db, scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="bank-settlements.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(settlementCsv(batches, scope.isPlatformAdmin));
    },
    fetch: async (request) => {
      const { day } = request.body;
      if (day > todayInKuwait(ctx.now())) throw new HttpError(422, M.dayInFuture);
      const scope = await scopeFor(request);
      const data = await importSettlements(ctx, day, scope.landlordId);
      return { success: true, message: M.fetched(data.created, data.updated), data };
    },
  };
});
