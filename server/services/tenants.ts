import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { TENANT_MESSAGES as M } from '../../domain/tenantSchemas';
import type { StoredDocument } from '../../domain/documents';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { contracts, roles, tenantProfiles, users } from '../db/schema';
import { isUniqueViolation } from '../db/pgErrors';
import { fullNameSql, localizedSql } from '../db/localizedSql';
import type { Locale } from '../../domain/displayLocale';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { withLinks } from '../storage/documents';
import { unitsOfProperties } from './contracts';

/** The role key of tenants (spec section 6: role User, shown as Tenant). */
export const TENANT_ROLE = 'user';

export const tenantColumns = {
  id: users.id,
  landlordId: users.landlordId,
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameAr: sql<string>`coalesce(${tenantProfiles.firstNameAr}, '')`,
  lastNameAr: sql<string>`coalesce(${tenantProfiles.lastNameAr}, '')`,
  email: users.email,
  phone: users.phone,
  civilId: tenantProfiles.civilId,
  civilIdExpiry: tenantProfiles.civilIdExpiry,
  nationality: sql<string>`coalesce(${tenantProfiles.nationality}, '')`,
  documents: tenantProfiles.documents,
  status: users.status,
  createdAt: users.createdAt,
};

/** A tenant's full name in the reader's language: the Arabic one when given, else the English one. */
export const tenantDisplayName = (locale: Locale) =>
  localizedSql(
    locale,
    fullNameSql(users.firstName, users.lastName),
    fullNameSql(tenantProfiles.firstNameAr, tenantProfiles.lastNameAr),
  );

/**
 * Tenants joined with their profile. A left join: a tenant made before profiles existed (the
 * demo tenant) still lists, with blank profile fields. `displayName` is in `locale`.
 */
export const selectTenants = (db: Pick<Database, 'select'>, locale: Locale = 'en') =>
  db
    .select({ ...tenantColumns, displayName: tenantDisplayName(locale) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id));

export type TenantRow = Awaited<ReturnType<ReturnType<typeof selectTenants>['execute']>>[number];

/**
 * Which tenants a caller sees: its landlord's. A manager limited to chosen properties sees the
 * tenants with a contract there, and those without any contract yet (so it can place them).
 */
export function tenantScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [eq(roles.key, TENANT_ROLE)];
  if (scope.landlordId) filters.push(eq(users.landlordId, scope.landlordId));
  if (scope.propertyIds) {
    const ids = scope.propertyIds;
    filters.push(
      or(
        sql`not exists (select 1 from ${contracts} where ${contracts.tenantId} = ${users.id})`,
        sql`exists (select 1 from ${contracts} where ${contracts.tenantId} = ${users.id} and ${contracts.unitId} in ${unitsOfProperties(ids)})`,
      )!,
    );
  }
  return filters;
}

/** Deleted tenants are disabled logins kept for history; lists leave them out unless asked. */
export const notDeleted = ne(users.status, 'disabled');

export async function findTenant(
  db: Pick<Database, 'select'>,
  scope: Scope,
  id: string,
  locale: Locale = 'en',
): Promise<TenantRow> {
  const [row] = await selectTenants(db, locale).where(and(eq(users.id, id), ...tenantScopeFilter(scope)));
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

export function toTenant(row: TenantRow, secret: string, nowMs: number) {
  const documents = (row.documents ?? []) as unknown as StoredDocument[];
  return { ...row, civilId: row.civilId ?? '', documents: withLinks(secret, nowMs, documents) };
}

/** The 409 for a taken email or Civil ID, whether found by the early check or by the index. */
export function conflictOf(err: unknown): ConflictError | null {
  if (!isUniqueViolation(err)) return null;
  // The driver names the violated index (`constraint`); PGlite's wrapper may only say it in text.
  let text = '';
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint, message, detail } = e as {
      constraint?: unknown;
      message?: unknown;
      detail?: unknown;
    };
    text += ` ${String(constraint ?? '')} ${String(message ?? '')} ${String(detail ?? '')}`;
  }
  return new ConflictError(text.includes('civil_id') ? M.civilIdTaken : M.emailTaken);
}

export async function emailTaken(db: Pick<Database, 'select'>, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
    );
  return !!row;
}

export async function civilIdTaken(
  db: Pick<Database, 'select'>,
  landlordId: string,
  civilId: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: tenantProfiles.userId })
    .from(tenantProfiles)
    .where(
      and(
        eq(tenantProfiles.landlordId, landlordId),
        eq(tenantProfiles.civilId, civilId),
        exceptId ? ne(tenantProfiles.userId, exceptId) : undefined,
      ),
    );
  return !!row;
}
