import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import { moneyText } from '../../domain/money';
import type { OwnerRecord, PropertyShares } from '../../domain/ownerRecord';
import {
  OWNER_MESSAGES as M,
  type FeeKind,
  type OwnerListQuery,
  type SharesSet,
} from '../../domain/ownerSchemas';
import { sharesAddUpToWhole } from '../../domain/ownerShares';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pgErrors';
import { ownerFeeRules, properties, propertyOwners, roles, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { recordAudit } from './auditTrail';

/*
 * The queries and rules behind /api/property-owners (issue 36 item 3). Owners are users with the
 * OWNER role and the landlord's landlord_id; every query is limited to the caller's landlord (and a
 * limited manager to owners of its properties), so another landlord's owner or property is a 404.
 */

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The owners the scope may see: the landlord's OWNER users (a limited manager: those of its properties). */
export function ownerFilters(scope: Scope): SQL[] {
  const filters: SQL[] = [eq(roles.key, 'owner')];
  if (scope.landlordId) filters.push(eq(users.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(sql`false`);
  if (scope.ownerId) filters.push(eq(users.id, scope.ownerId));
  else if (scope.propertyIds)
    filters.push(
      scope.propertyIds.length
        ? sql`exists (select 1 from property_owners po where po.owner_id = ${users.id} and po.property_id in ${scope.propertyIds})`
        : sql`false`,
    );
  return filters;
}

async function sharesOf(db: Database, ownerIds: string[]) {
  if (ownerIds.length === 0) return new Map<string, OwnerRecord['shares']>();
  const rows = await db
    .select({
      ownerId: propertyOwners.ownerId,
      property_id: propertyOwners.propertyId,
      property_name: properties.name,
      share: propertyOwners.share,
    })
    .from(propertyOwners)
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .where(inArray(propertyOwners.ownerId, ownerIds))
    .orderBy(asc(properties.name));
  const byOwner = new Map<string, OwnerRecord['shares']>();
  for (const { ownerId, ...share } of rows) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), share]);
  return byOwner;
}

const ownerColumns = {
  id: users.id,
  landlord_id: users.landlordId,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  locale: users.locale,
  status: users.status,
  createdAt: users.createdAt,
};

type OwnerRow = Omit<OwnerRecord, 'landlord_id' | 'language' | 'shares' | 'created_at'> & {
  landlord_id: string | null;
  locale: string | null;
  createdAt: Date;
};

const toOwnerRecord = (
  { createdAt, locale, ...r }: OwnerRow,
  shares: OwnerRecord['shares'],
): OwnerRecord => ({
  ...r,
  landlord_id: r.landlord_id!,
  language: locale === 'en' || locale === 'ar' ? locale : null,
  shares,
  created_at: createdAt.toISOString(),
});

export async function listOwners(
  db: Database,
  scope: Scope,
  query: OwnerListQuery,
): Promise<{ items: OwnerRecord[]; total: number }> {
  const filters = ownerFilters(scope);
  if (query.property_id)
    filters.push(
      sql`exists (select 1 from property_owners po where po.owner_id = ${users.id} and po.property_id = ${query.property_id})`,
    );
  const where = and(...filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(ownerColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toOwnerRecord(r, shares.get(r.id) ?? [])), total };
}

export async function findOwner(db: Database, scope: Scope, id: string): Promise<OwnerRecord> {
  const [row] = await db
    .select(ownerColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), ...ownerFilters(scope)));
  if (!row) throw new NotFoundError(M.notFound);
  return toOwnerRecord(row, (await sharesOf(db, [id])).get(id) ?? []);
}

/** Inserts a pending OWNER user of the landlord; null when the address is taken (a race past the check). */
export async function insertOwner(
  db: Database,
  values: { firstName: string; lastName: string; email: string; passwordHash: string; landlordId: string },
): Promise<string | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'owner'));
  if (!role) throw new Error('the owner role is missing: roles were not seeded');
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...values, roleId: role.id, status: 'pending' })
        .returning({ id: users.id });
      await recordAudit(tx, {
        landlordId: values.landlordId,
        action: 'owner.create',
        entity: 'user',
        entityId: created!.id,
        after: { email: values.email, role: 'owner' },
      });
      return created!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** A property of the scope, or 404. */
async function propertyInScope(db: Database, scope: Scope, id: string) {
  const filters: SQL[] = [eq(properties.id, id)];
  if (scope.landlordId) filters.push(eq(properties.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(properties.id, scope.propertyIds));
  if (scope.tenantId) filters.push(sql`false`);
  const [row] = await db
    .select({ id: properties.id, name: properties.name, landlordId: properties.landlordId })
    .from(properties)
    .where(and(...filters));
  if (!row) throw new NotFoundError(M.propertyNotFound);
  return row;
}

/** Every property of the scope with its owners and fee rule. */
export async function listPropertyShares(
  db: Database,
  scope: Scope,
  onlyId?: string,
): Promise<PropertyShares[]> {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(properties.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(properties.id, scope.propertyIds));
  if (scope.tenantId) filters.push(sql`false`);
  if (onlyId) filters.push(eq(properties.id, onlyId));
  const props = await db
    .select({
      id: properties.id,
      name: properties.name,
      feeKind: ownerFeeRules.kind,
      feeValue: ownerFeeRules.value,
    })
    .from(properties)
    .leftJoin(ownerFeeRules, eq(ownerFeeRules.propertyId, properties.id))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(properties.name), asc(properties.id));
  const held = props.length
    ? await db
        .select({
          propertyId: propertyOwners.propertyId,
          owner_id: propertyOwners.ownerId,
          owner_name: ownerName,
          share: propertyOwners.share,
        })
        .from(propertyOwners)
        .innerJoin(users, eq(users.id, propertyOwners.ownerId))
        .where(
          inArray(
            propertyOwners.propertyId,
            props.map((p) => p.id),
          ),
        )
        .orderBy(desc(propertyOwners.share), asc(propertyOwners.ownerId))
    : [];
  return props.map((p) => ({
    property_id: p.id,
    property_name: p.name,
    owners: held.filter((h) => h.propertyId === p.id).map(({ propertyId: _p, ...h }) => h),
    fee_kind: (p.feeKind ?? 'none') as FeeKind,
    fee_value: p.feeKind === 'percent' ? Number(p.feeValue).toFixed(2) : moneyText(p.feeValue ?? 0),
  }));
}

/**
 * A disabled owner is given no new share (one it already holds here may stay). Its row is read
 * under a share lock: an owner being disabled at the same moment is either disabled first (and
 * refused here) or waits for these shares (and is then refused there, holding one).
 */
async function assertNoDisabledOwner(tx: Database, ids: string[], holding: Set<string>) {
  const fresh = ids.filter((id) => !holding.has(id));
  if (fresh.length === 0) return;
  const [disabled] = await tx
    .select({ name: ownerName })
    .from(users)
    .where(and(inArray(users.id, fresh), eq(users.status, 'disabled')))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .for('share');
  if (!disabled) return;
  const message = M.disabledOwner(disabled.name);
  throw new InvalidInputError(message, [{ loc: ['body', 'owners'], msg: message, type: 'disabled_owner' }]);
}

/**
 * Replaces a property's owners and fee rule, in one transaction with its audit row. The shares
 * must add up to exactly 100 (or there are no owners), each owner named once, each the landlord's.
 */
export async function setPropertyShares(
  db: Database,
  scope: Scope,
  propertyId: string,
  body: SharesSet,
): Promise<PropertyShares> {
  const property = await propertyInScope(db, scope, propertyId);
  const ids = body.owners.map((o) => o.owner_id);
  if (new Set(ids).size !== ids.length)
    throw new InvalidInputError(M.ownerTwice, [
      { loc: ['body', 'owners'], msg: M.ownerTwice, type: 'duplicate' },
    ]);
  if (ids.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(users.id, ids), eq(roles.key, 'owner'), eq(users.landlordId, property.landlordId)));
    if (found.length !== ids.length)
      throw new InvalidInputError(M.owner, [
        { loc: ['body', 'owners'], msg: M.owner, type: 'foreign_owner' },
      ]);
    const shares = body.owners.map((o) => o.share);
    if (!sharesAddUpToWhole(shares)) {
      const total = shares.reduce((sum, s) => sum + Math.round(Number(s) * 100), 0) / 100;
      const message = M.sharesTotal(total.toFixed(2));
      throw new InvalidInputError(message, [{ loc: ['body', 'owners'], msg: message, type: 'shares_total' }]);
    }
  }
  const before = (await listPropertyShares(db, scope, propertyId))[0];
  await db.transaction(async (tx) => {
    await assertNoDisabledOwner(tx, ids, new Set(before?.owners.map((o) => o.owner_id)));
    await tx.delete(propertyOwners).where(eq(propertyOwners.propertyId, propertyId));
    if (body.owners.length)
      await tx.insert(propertyOwners).values(
        body.owners.map((o) => ({
          landlordId: property.landlordId,
          propertyId,
          ownerId: o.owner_id,
          share: o.share,
        })),
      );
    const fee = { kind: body.fee_kind, value: body.fee_kind === 'none' ? '0' : body.fee_value };
    await tx
      .insert(ownerFeeRules)
      .values({ landlordId: property.landlordId, propertyId, ...fee })
      .onConflictDoUpdate({ target: ownerFeeRules.propertyId, set: { ...fee, updatedAt: new Date() } });
    await recordAudit(tx, {
      landlordId: property.landlordId,
      action: 'owner.shares',
      entity: 'property',
      entityId: propertyId,
      before: before && { owners: before.owners, fee_kind: before.fee_kind, fee_value: before.fee_value },
      after: { owners: body.owners, fee_kind: fee.kind, fee_value: fee.value },
    });
  });
  return (await listPropertyShares(db, scope, propertyId))[0]!;
}
