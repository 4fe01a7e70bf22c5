import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAccountBodySchema,
  BANK_SETTLEMENT_MESSAGES as M,
  fetchSettlementsBodySchema,
  settlementExportQuerySchema,
  settlementListQuerySchema,
} from '../../domain/bankSettlementSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { bankSettlementsAnswers as A } from '../../domain/contracts/answers/bank-settlements';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import { findBankAccount, saveBankAccount } from '../services/bankAccounts';
import { settlementCsv } from '../services/settlementCsv';
import { importSettlements } from '../services/settlementImport';
import { allBatches, findBatch, listBatches } from '../services/settlementQueries';

/** Bank Settlement is View only in the catalogue: reading needs it; the account is the landlord's own. */
const READER = { permission: 'View Bank Settlement', forbidden: M.noPermission } as const;
const LANDLORD = { ...READER, roles: ['landlord' as const] };
const FETCHER = { ...READER, roles: ['super_admin' as const, 'admin' as const, 'landlord' as const] };

/**
 * API resource `bank-settlements` (issue 20 item 7): the landlord's bank account, and the
 * gateway's settlement batches (list, one with its payments, CSV, and fetching a day's report).
 * A landlord sees its own; the super admin every landlord's.
 */
export const bankSettlementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeFor = (request: Parameters<typeof principalOf>[0]) => scopeOf(ctx.db, principalOf(request));

    app.get(
      '/api/bank-settlements/account',
      { config: LANDLORD, schema: { response: A.account } },
      async (request) => {
        const data = await findBankAccount(ctx.db, principalOf(request).userId);
        return { success: true, message: M.accountLoaded, data };
      },
    );

    app.post(
      '/api/bank-settlements/account',
      { config: LANDLORD, schema: { body: bankAccountBodySchema, response: A.account } },
      async (request) => {
        const data = await saveBankAccount(ctx.db, principalOf(request).userId, request.body, ctx.now());
        return { success: true, message: M.accountSaved, data };
      },
    );

    app.get(
      '/api/bank-settlements/list',
      { config: READER, schema: { querystring: settlementListQuerySchema, response: A.list } },
      async (request) => {
        const { items, total } = await listBatches(ctx.db, await scopeFor(request), request.query);
        return listAnswer(items, total, request.query);
      },
    );

    app.get(
      '/api/bank-settlements/get/:id',
      { config: READER, schema: { params: idParams, response: A.get } },
      async (request) => ({
        success: true,
        message: 'OK',
        data: await findBatch(ctx.db, await scopeFor(request), request.params.id),
      }),
    );

    app.get(
      '/api/bank-settlements/export',
      { config: READER, schema: { querystring: settlementExportQuerySchema, response: A.csv } },
      async (request, reply) => {
        const scope = await scopeFor(request);
        const batches = await allBatches(ctx.db, scope, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="bank-settlements.csv"')
          .header('Cache-Control', 'private, no-store')
          .send(settlementCsv(batches, scope.isPlatformAdmin));
      },
    );

    app.post(
      '/api/bank-settlements/fetch',
      { config: FETCHER, schema: { body: fetchSettlementsBodySchema, response: A.fetched } },
      async (request) => {
        const { day } = request.body;
        if (day > todayInKuwait(ctx.now())) throw new HttpError(422, M.dayInFuture);
        const scope = await scopeFor(request);
        const data = await importSettlements(ctx, day, scope.landlordId);
        return { success: true, message: M.fetched(data.created, data.updated), data };
      },
    );
  };
