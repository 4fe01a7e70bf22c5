import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  BANK_SETTLEMENT_MESSAGES as M,
  type SettlementBatch,
  type SettlementExportQuery,
  type SettlementItem,
  type SettlementListQuery,
} from '../../domain/bankSettlementSchemas';
import { moneyText } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { receipts, settlementBatches, settlementItems, users } from '../db/schema';
import { NotFoundError } from '../../domain/errors';
import { pageOffset } from '../http/listAnswer';

/*
 * Reading settlement batches (issue 20 item 7): a landlord its own, the super admin every
 * landlord's (with the landlord's name). Filters, search and sort in SQL.
 */

const landlordNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function batchFilters(scope: Scope, filter: SettlementExportQuery): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(settlementBatches.landlordId, scope.landlordId));
  if (filter.landlordId) filters.push(eq(settlementBatches.landlordId, filter.landlordId));
  if (filter.dateFrom) filters.push(gte(settlementBatches.depositDate, filter.dateFrom));
  if (filter.dateTo) filters.push(lte(settlementBatches.depositDate, filter.dateTo));
  if (filter.status) filters.push(eq(settlementBatches.reconciled, filter.status === 'reconciled'));
  if (filter.q) filters.push(sql`${settlementBatches.reference} ilike ${containsPattern(filter.q)}`);
  return filters;
}

const SORTABLE = {
  depositDate: settlementBatches.depositDate,
  reference: settlementBatches.reference,
  net: settlementBatches.net,
} as const;

type BatchRow = typeof settlementBatches.$inferSelect;

function toBatch(row: BatchRow, landlordName: string | undefined): SettlementBatch {
  return {
    id: row.id,
    landlord_id: row.landlordId,
    ...(landlordName === undefined ? {} : { landlord_name: landlordName }),
    provider: row.provider,
    reference: row.reference,
    deposit_date: row.depositDate,
    gross: moneyText(row.gross),
    fees: moneyText(row.fees),
    refunds: moneyText(row.refunds),
    net: moneyText(row.net),
    item_count: row.itemCount,
    reconciled: row.reconciled,
    difference: moneyText(row.difference),
  };
}

async function selectBatches(
  db: Database,
  scope: Scope,
  filter: SettlementExportQuery,
  page?: { sort?: keyof typeof SORTABLE | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = and(...batchFilters(scope, filter));
  const direction = page?.order === 'asc' ? asc : desc;
  const query = db
    .select({ batch: settlementBatches, landlordName: landlordNameSql })
    .from(settlementBatches)
    .innerJoin(users, eq(users.id, settlementBatches.landlordId))
    .where(where)
    .orderBy(
      direction(page?.sort ? SORTABLE[page.sort] : settlementBatches.depositDate),
      desc(settlementBatches.reference),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  // The landlord's name only where it tells rows apart: the platform's view.
  return rows.map((r) => toBatch(r.batch, scope.isPlatformAdmin ? r.landlordName : undefined));
}

export async function listBatches(db: Database, scope: Scope, query: SettlementListQuery) {
  const [total] = await db
    .select({ n: count() })
    .from(settlementBatches)
    .where(and(...batchFilters(scope, query)));
  const items = await selectBatches(db, scope, query, {
    sort: query.sort,
    // Without a sort the newest deposits come first.
    order: query.sort ? query.order : 'desc',
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return { items, total: total?.n ?? 0 };
}

/** Every batch the filters select, newest first (the CSV export). */
export const allBatches = (db: Database, scope: Scope, filter: SettlementExportQuery) =>
  selectBatches(db, scope, filter);

export async function findBatch(db: Database, scope: Scope, id: string) {
  const [row] = await db
    .select({ batch: settlementBatches, landlordName: landlordNameSql })
    .from(settlementBatches)
    .innerJoin(users, eq(users.id, settlementBatches.landlordId))
    .where(and(eq(settlementBatches.id, id), ...batchFilters(scope, {})));
  if (!row) throw new NotFoundError(M.batchNotFound);
  const items = await db
    .select({ item: settlementItems, receipt: receipts })
    .from(settlementItems)
    .leftJoin(receipts, eq(receipts.paymentId, settlementItems.paymentId))
    .where(eq(settlementItems.batchId, id))
    .orderBy(asc(settlementItems.createdAt), asc(settlementItems.gatewayReference));
  return {
    ...toBatch(row.batch, scope.isPlatformAdmin ? row.landlordName : undefined),
    items: items.map(({ item, receipt }): SettlementItem => ({
      id: item.id,
      gateway_reference: item.gatewayReference,
      transaction_id: item.transactionId,
      method: item.method,
      attempt_id: item.attemptId,
      payment_id: item.paymentId,
      receipt_no: receipt?.receiptNo ?? null,
      invoice_no: receipt?.invoiceNo ?? null,
      payer_name: receipt?.payerName ?? null,
      amount: moneyText(item.amount),
      fee: moneyText(item.fee),
      refunded: moneyText(item.refunded),
      net: moneyText(item.net),
    })),
  };
}
