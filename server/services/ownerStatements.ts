import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { NotFoundError, InvalidInputError } from '../../domain/errors';
import { money, moneyText, sumMoney } from '../../domain/money';
import type { StatementRecord } from '../../domain/ownerRecord';
import { OWNER_MESSAGES as M, type FeeKind, type StatementListQuery } from '../../domain/ownerSchemas';
import { managementFee, splitByShares } from '../../domain/ownerShares';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { ownerFeeRules, ownerPayouts, ownerStatements, propertyOwners, roles, users } from '../db/schema';
import type { OwnerStatementLine } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { recordAudit } from './auditTrail';
import { profitReport } from './profitReport';

/*
 * Owner statements (issue 36 item 3). Money is not redefined here: a property's collected rent and
 * expenses for the month are the profit report's (server/services/profitReport.ts), whose collected
 * is the collection report's to the fils. Per property, the management fee follows its rule (a
 * percent of collected, or a fixed amount); collected, expenses and fee are each split among the
 * property's owners by share (domain/ownerShares.ts: the fils left over go to the largest share,
 * so the owners' parts add up to the whole). Payouts are the owner's own (recorded rows, not split).
 * Opening = the owner's previous statement's closing (0 at the first);
 * closing = opening + collected − expenses − fee − payouts.
 */

const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};

/** What an owner's statement for the month adds up to, computed now. */
export async function computeStatement(db: Database, landlordId: string, ownerId: string, month: string) {
  const held = await db
    .select({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.ownerId, ownerId), eq(propertyOwners.landlordId, landlordId)));
  const propertyIds = held.map((h) => h.propertyId);
  const scope: Scope = { landlordId, propertyIds, tenantId: null, isPlatformAdmin: false };
  const [report, everyShare, rules] = await Promise.all([
    profitReport(db, scope, { month }),
    propertyIds.length
      ? db
          .select({
            propertyId: propertyOwners.propertyId,
            ownerId: propertyOwners.ownerId,
            share: propertyOwners.share,
          })
          .from(propertyOwners)
          .where(inArray(propertyOwners.propertyId, propertyIds))
          .orderBy(asc(propertyOwners.ownerId))
      : [],
    propertyIds.length
      ? db.select().from(ownerFeeRules).where(inArray(ownerFeeRules.propertyId, propertyIds))
      : [],
  ]);
  const lines: OwnerStatementLine[] = report.rows.map((row) => {
    const owners = everyShare.filter((s) => s.propertyId === row.property_id);
    const mine = owners.findIndex((s) => s.ownerId === ownerId);
    const shares = owners.map((s) => s.share);
    const rule = rules.find((r) => r.propertyId === row.property_id);
    const fee = managementFee((rule?.kind ?? 'none') as FeeKind, rule?.value ?? 0, row.collected);
    const part = (whole: string) => splitByShares(whole, shares)[mine] ?? '0.000';
    return {
      property_id: row.property_id,
      property_name: row.property_name,
      share: Number(owners[mine]?.share ?? 0).toFixed(2),
      collected: row.collected,
      expenses: row.expenses,
      fee,
      owner_collected: part(row.collected),
      owner_expenses: part(row.expenses),
      owner_fee: part(fee),
    };
  });
  const { first, last } = monthBounds(month);
  const [[paid], [previous]] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${ownerPayouts.amount}), 0)::text` })
      .from(ownerPayouts)
      .where(
        and(
          eq(ownerPayouts.ownerId, ownerId),
          gte(ownerPayouts.payoutDate, first),
          lte(ownerPayouts.payoutDate, last),
        ),
      ),
    db
      .select({ closing: ownerStatements.closing })
      .from(ownerStatements)
      .where(and(eq(ownerStatements.ownerId, ownerId), lt(ownerStatements.month, month)))
      .orderBy(desc(ownerStatements.month))
      .limit(1),
  ]);
  const opening = moneyText(previous?.closing ?? 0);
  const collected = sumMoney(lines.map((l) => l.owner_collected));
  const expenses = sumMoney(lines.map((l) => l.owner_expenses));
  const fee = sumMoney(lines.map((l) => l.owner_fee));
  const payouts = moneyText(paid?.total ?? 0);
  const closing = moneyText(money(opening).plus(collected).minus(expenses).minus(fee).minus(payouts));
  return { opening, collected, expenses, fee, payouts, closing, lines };
}

const statementColumns = {
  row: ownerStatements,
  ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  ownerEmail: users.email,
};
type StatementRow = {
  row: typeof ownerStatements.$inferSelect;
  ownerName: string;
  ownerEmail: string;
};
const toRecord = ({ row, ownerName, ownerEmail }: StatementRow): StatementRecord => ({
  id: row.id,
  landlord_id: row.landlordId,
  owner_id: row.ownerId,
  owner_name: ownerName,
  owner_email: ownerEmail,
  month: row.month,
  currency: 'KWD',
  opening: moneyText(row.opening),
  collected: moneyText(row.collected),
  expenses: moneyText(row.expenses),
  fee: moneyText(row.fee),
  payouts: moneyText(row.payouts),
  closing: moneyText(row.closing),
  lines: row.lines,
  mailed: row.mailed,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The statements the scope may read: the landlord's; a limited manager's properties' owners'; an owner's own. */
function statementFilters(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(ownerStatements.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(sql`false`);
  if (scope.ownerId) filters.push(eq(ownerStatements.ownerId, scope.ownerId));
  else if (scope.propertyIds)
    filters.push(
      scope.propertyIds.length
        ? sql`exists (select 1 from property_owners po where po.owner_id = ${ownerStatements.ownerId} and po.property_id in ${scope.propertyIds})`
        : sql`false`,
    );
  return filters;
}

export async function listStatements(
  db: Database,
  scope: Scope,
  query: StatementListQuery,
): Promise<{ items: StatementRecord[]; total: number }> {
  const filters = statementFilters(scope);
  if (query.owner_id) filters.push(eq(ownerStatements.ownerId, query.owner_id));
  if (query.month) filters.push(eq(ownerStatements.month, query.month));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(statementColumns)
      .from(ownerStatements)
      .innerJoin(users, eq(users.id, ownerStatements.ownerId))
      .where(where)
      .orderBy(desc(ownerStatements.month), asc(users.firstName), asc(ownerStatements.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(ownerStatements).where(where),
  ]);
  return { items: rows.map(toRecord), total };
}

export async function findStatement(db: Database, scope: Scope, id: string): Promise<StatementRecord> {
  const [row] = await db
    .select(statementColumns)
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(and(eq(ownerStatements.id, id), ...statementFilters(scope)));
  if (!row) throw new NotFoundError(M.statementNotFound);
  return toRecord(row);
}

/**
 * Issues (or issues again, recomputed) the month's statement of every owner of the landlord holding
 * shares, or of one; each write with its audit row in its transaction. Returns the statements.
 */
export async function issueStatements(
  db: Database,
  landlordId: string,
  month: string,
  ownerId: string | undefined,
  actorId: string | null,
): Promise<StatementRecord[]> {
  const filters: SQL[] = [eq(propertyOwners.landlordId, landlordId), eq(roles.key, 'owner')];
  if (ownerId) filters.push(eq(propertyOwners.ownerId, ownerId));
  const owners = await db
    .selectDistinct({ id: propertyOwners.ownerId })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.ownerId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...filters));
  if (owners.length === 0)
    throw new InvalidInputError(M.noOwners, [
      { loc: ['body', ownerId ? 'owner_id' : 'month'], msg: M.noOwners, type: 'no_owners' },
    ]);
  const ids: string[] = [];
  for (const owner of owners) {
    const figures = await computeStatement(db, landlordId, owner.id, month);
    const id = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(ownerStatements)
        .where(and(eq(ownerStatements.ownerId, owner.id), eq(ownerStatements.month, month)));
      const values = { ...figures, issuedBy: actorId, updatedAt: new Date() };
      const [row] = before
        ? await tx.update(ownerStatements).set(values).where(eq(ownerStatements.id, before.id)).returning()
        : await tx
            .insert(ownerStatements)
            .values({ landlordId, ownerId: owner.id, month, ...values })
            .returning();
      const { lines: _before, ...beforeFigures } = before ?? { lines: null };
      const { lines: _after, ...afterFigures } = row!;
      await recordAudit(tx, {
        landlordId,
        action: before ? 'owner_statement.reissue' : 'owner_statement.issue',
        entity: 'owner_statement',
        entityId: row!.id,
        before: before ? beforeFigures : null,
        after: afterFigures,
      });
      return row!.id;
    });
    ids.push(id);
  }
  const rows = await db
    .select(statementColumns)
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(inArray(ownerStatements.id, ids))
    .orderBy(asc(users.firstName));
  return rows.map(toRecord);
}

/** Counts a mailing of the statement, with its audit row. */
export async function markMailed(db: Database, statement: StatementRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(ownerStatements)
      .set({ mailed: sql`${ownerStatements.mailed} + 1` })
      .where(eq(ownerStatements.id, statement.id));
    await recordAudit(tx, {
      landlordId: statement.landlord_id,
      action: 'owner_statement.mail',
      entity: 'owner_statement',
      entityId: statement.id,
      after: { to: statement.owner_email },
    });
  });
}
