import { type AnyColumn, and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../domain/displayLocale';
import type { TenantSort, tenantListQuerySchema } from '../../domain/tenantSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { roles, tenantProfiles, users } from '../db/schema';
import { containsAny, listOrder } from '../db/listQuery';
import { pageOffset } from '../http/listAnswer';
import { notDeleted, selectTenants, tenantScopeFilter } from './tenants';

const SORTABLE: Record<TenantSort, AnyColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  civilIdExpiry: tenantProfiles.civilIdExpiry,
  status: users.status,
};

/**
 * One page of the tenants in scope (deleted ones only when that status is asked for), searched
 * by name in either language, phone, email and Civil ID, newest first by default.
 */
export async function listTenants(
  db: Database,
  scope: Scope,
  query: z.infer<typeof tenantListQuerySchema>,
  locale: Locale,
) {
  const { page, pageSize, q, sort, order, status, ids } = query;
  const filters: (SQL | undefined)[] = [...tenantScopeFilter(scope)];
  filters.push(status ? eq(users.status, status) : notDeleted);
  const validIds = ids ? ids.split(',').filter((id) => z.uuid().safeParse(id).success) : null;
  if (validIds) filters.push(inArray(users.id, validIds));
  if (q) {
    filters.push(
      containsAny(q, [
        users.firstName,
        users.lastName,
        sql`(${users.firstName} || ' ' || ${users.lastName})`,
        tenantProfiles.firstNameAr,
        tenantProfiles.lastNameAr,
        users.phone,
        users.email,
        tenantProfiles.civilId,
      ]),
    );
  }
  const where = and(...filters);
  const column = SORTABLE[sort ?? 'createdAt'];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectTenants(db, locale)
      .where(where)
      .orderBy(...listOrder(column, { sort, order }, users.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total };
}
