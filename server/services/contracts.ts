import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTRACT_MESSAGES, type ContractStatus } from '../../domain/contractSchemas';
import type { StoredDocument } from '../../domain/documents';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { contracts, properties, propertyUnits, tenantProfiles, users } from '../db/schema';
import { fullNameSql } from '../db/localizedSql';
import { containsPattern } from '../db/likePattern';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../db/pgErrors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { withLinks } from '../storage/documents';

/** Runs `work`; the no-overlap constraint's refusal becomes the 409 people read. */
export async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw new ConflictError(CONTRACT_MESSAGES.overlap);
    throw err;
  }
}

/** Units a manager limited to chosen properties may act on. */
export const unitsOfProperties = (propertyIds: string[]) =>
  sql`(select ${propertyUnits.id} from ${propertyUnits} where ${inArray(propertyUnits.propertyId, propertyIds)})`;

/** The contracts a caller may see: its landlord's; a limited manager's properties; a tenant's own. */
export function contractScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(contracts.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(eq(contracts.tenantId, scope.tenantId));
  if (scope.propertyIds) filters.push(sql`${contracts.unitId} in ${unitsOfProperties(scope.propertyIds)}`);
  return filters;
}

/** The units a caller may put contracts on. */
export function unitScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(propertyUnits.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(propertyUnits.propertyId, scope.propertyIds));
  return filters;
}

/** The tenant's users row, aliased: contracts join users once for the tenant. */
export const tenant = alias(users, 'tenant');

export const contractColumns = {
  id: contracts.id,
  landlordId: contracts.landlordId,
  tenantId: contracts.tenantId,
  tenantFirstName: tenant.firstName,
  tenantLastName: tenant.lastName,
  tenantEmail: tenant.email,
  /** The tenant's Arabic full name ('' when none; issue 22 item 5), beside the English one. */
  tenantNameAr: sql<string>`coalesce((select ${fullNameSql(tenantProfiles.firstNameAr, tenantProfiles.lastNameAr)}
    from ${tenantProfiles} where ${tenantProfiles.userId} = ${contracts.tenantId}), '')`,
  unitId: contracts.unitId,
  unitNo: propertyUnits.unitNo,
  unitStatus: propertyUnits.status,
  propertyId: propertyUnits.propertyId,
  propertyName: properties.name,
  propertyNameAr: properties.nameAr,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  monthlyRent: contracts.monthlyRent,
  securityDeposit: contracts.securityDeposit,
  paymentDueDay: contracts.paymentDueDay,
  status: contracts.status,
  documents: contracts.documents,
  renewedFromId: contracts.renewedFromId,
  decidedAt: contracts.decidedAt,
  terminatedAt: contracts.terminatedAt,
  createdAt: contracts.createdAt,
};

/** contracts joined with what every screen shows beside them (tenant, unit, property). */
export const selectContracts = (db: Pick<Database, 'select'>) =>
  db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(tenant, eq(tenant.id, contracts.tenantId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, contracts.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId));

/** The count of a filtered list, over the same joins as its page. */
export async function countContracts(db: Pick<Database, 'select'>, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contracts)
    .innerJoin(tenant, eq(tenant.id, contracts.tenantId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, contracts.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(where);
  return row?.total ?? 0;
}

/** Search over the tenant's name, the unit number and the property name. */
export function contractSearch(q: string): SQL {
  const like = containsPattern(q);
  return sql`(${tenant.firstName} ilike ${like} or ${tenant.lastName} ilike ${like} or ${propertyUnits.unitNo} ilike ${like} or ${properties.name} ilike ${like})`;
}

export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];

/** A row as the API answers it: names joined, documents with signed links, expiry flagged. */
export function toContract(row: ContractRow, secret: string, nowMs: number, today: string) {
  const { tenantFirstName, tenantLastName, documents, ...rest } = row;
  return {
    ...rest,
    tenantName: `${tenantFirstName} ${tenantLastName}`,
    status: row.status as ContractStatus,
    // An approved contract whose end passed has expired; its unit is freed (services/occupancy.ts).
    expired: row.status === 'approved' && row.endDate < today,
    documents: withLinks(secret, nowMs, documents as unknown as StoredDocument[]),
  };
}

/** One contract the caller may see, or 404 (another landlord's contract is simply not there). */
export async function findContract(
  db: Pick<Database, 'select'>,
  scope: Scope,
  id: string,
): Promise<ContractRow> {
  const [row] = await selectContracts(db).where(and(eq(contracts.id, id), ...contractScopeFilter(scope)));
  if (!row) throw new NotFoundError(CONTRACT_MESSAGES.notFound);
  return row;
}

/** Locks the contract row for a state change, so two decisions on it run one after the other. */
export async function lockContract(tx: Pick<Database, 'select'>, scope: Scope, id: string) {
  const [row] = await tx
    .select({
      id: contracts.id,
      status: contracts.status,
      unitId: contracts.unitId,
      landlordId: contracts.landlordId,
    })
    .from(contracts)
    .where(and(eq(contracts.id, id), ...contractScopeFilter(scope)))
    .for('update');
  if (!row) throw new NotFoundError(CONTRACT_MESSAGES.notFound);
  return row;
}

/** A friendly early refusal; the exclusion constraint is what guarantees it under concurrency. */
export async function overlapsApproved(
  db: Pick<Database, 'select'>,
  unitId: string,
  startDate: string,
  endDate: string,
  exceptId?: string,
): Promise<boolean> {
  const [hit] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.unitId, unitId),
        eq(contracts.status, 'approved'),
        sql`${contracts.startDate} <= ${endDate}::date and ${contracts.endDate} >= ${startDate}::date`,
        exceptId ? sql`${contracts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!hit;
}
