import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import { moneyText } from '../../domain/money';
import type { PayoutRecord } from '../../domain/ownerRecord';
import {
  OWNER_MESSAGES as M,
  type PayoutCreate,
  type PayoutListQuery,
  type PayoutMethod,
} from '../../domain/ownerSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { ownerPayouts, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { recordAudit } from './auditTrail';
import { findOwner } from './owners';

/*
 * Payouts to owners (issue 36 item 3): money the landlord paid an owner, a recorded row (date,
 * amount, method, note) that an owner statement takes off the owner's balance. Scoped like the
 * owners (services/owners.ts); each write has its audit row in its transaction.
 */

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function payoutFilters(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(ownerPayouts.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(sql`false`);
  if (scope.ownerId) filters.push(eq(ownerPayouts.ownerId, scope.ownerId));
  else if (scope.propertyIds)
    filters.push(
      scope.propertyIds.length
        ? sql`exists (select 1 from property_owners po where po.owner_id = ${ownerPayouts.ownerId} and po.property_id in ${scope.propertyIds})`
        : sql`false`,
    );
  return filters;
}

const payoutColumns = {
  id: ownerPayouts.id,
  owner_id: ownerPayouts.ownerId,
  owner_name: ownerName,
  date: ownerPayouts.payoutDate,
  amount: ownerPayouts.amount,
  method: ownerPayouts.method,
  note: ownerPayouts.note,
  createdAt: ownerPayouts.createdAt,
};
type PayoutRow = { method: string; createdAt: Date } & Omit<PayoutRecord, 'method' | 'created_at'>;
const toPayout = ({ createdAt, ...r }: PayoutRow): PayoutRecord => ({
  ...r,
  method: r.method as PayoutMethod,
  amount: moneyText(r.amount),
  created_at: createdAt.toISOString(),
});

export async function listPayouts(
  db: Database,
  scope: Scope,
  query: PayoutListQuery,
): Promise<{ items: PayoutRecord[]; total: number }> {
  const filters = payoutFilters(scope);
  if (query.owner_id) filters.push(eq(ownerPayouts.ownerId, query.owner_id));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(payoutColumns)
      .from(ownerPayouts)
      .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
      .where(where)
      .orderBy(desc(ownerPayouts.payoutDate), desc(ownerPayouts.createdAt))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(ownerPayouts).where(where),
  ]);
  return { items: rows.map(toPayout), total };
}

async function payoutInScope(
  db: Database,
  scope: Scope,
  id: string,
): Promise<PayoutRecord & { landlordId: string }> {
  const [row] = await db
    .select({ ...payoutColumns, landlordId: ownerPayouts.landlordId })
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .where(and(eq(ownerPayouts.id, id), ...payoutFilters(scope)));
  if (!row) throw new NotFoundError(M.payoutNotFound);
  const { landlordId, ...rest } = row;
  return { ...toPayout(rest), landlordId };
}

export async function createPayout(
  db: Database,
  scope: Scope,
  body: PayoutCreate,
  actorId: string,
): Promise<PayoutRecord> {
  const owner = await findOwner(db, scope, body.owner_id).catch(() => {
    throw new InvalidInputError(M.owner, [
      { loc: ['body', 'owner_id'], msg: M.owner, type: 'foreign_owner' },
    ]);
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ownerPayouts)
      .values({
        landlordId: owner.landlord_id,
        ownerId: owner.id,
        payoutDate: body.date,
        amount: body.amount,
        method: body.method,
        note: body.note,
        createdBy: actorId,
      })
      .returning({ id: ownerPayouts.id });
    await recordAudit(tx, {
      landlordId: owner.landlord_id,
      action: 'owner_payout.create',
      entity: 'owner_payout',
      entityId: row!.id,
      after: body,
    });
    return row!.id;
  });
  const { landlordId: _l, ...payout } = await payoutInScope(db, scope, id);
  return payout;
}

export async function deletePayout(db: Database, scope: Scope, id: string): Promise<void> {
  const { landlordId, ...payout } = await payoutInScope(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(ownerPayouts).where(eq(ownerPayouts.id, id));
    await recordAudit(tx, {
      landlordId,
      action: 'owner_payout.delete',
      entity: 'owner_payout',
      entityId: id,
      before: payout,
    });
  });
}
