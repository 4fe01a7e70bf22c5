import { and, eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES as M } from '../../domain/dashboardSchemas';
import type { RoleKey } from '../../domain/roles';
import type { Scope } from '../auth/scope';
import type { Principal } from '../auth/sessions';
import type { Database } from '../db/client';
import { managerProperties, properties, roles, users } from '../db/schema';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../domain/errors';
import { tenantScopeFilter } from './tenants';
import type { FigureScope } from './dashboardScope';

/*
 * Whose dashboard a caller may read (issue 19 item 1). The caller's own scope comes from its token
 * (server/auth/scope.ts); the ids in the path or query only choose within it:
 * - another landlord's id answers 404, as if it did not exist (it does not, for the caller);
 * - a manager or tenant the caller may not see answers 403;
 * - the platform admin may name anyone, and an id that is no such user answers 404.
 * Which roles may call each route at all is data on the route (server/routes/dashboard.ts).
 */

async function roleOf(
  db: Database,
  userId: string,
): Promise<{ roleKey: RoleKey; landlordId: string | null } | null> {
  const [row] = await db
    .select({ roleKey: roles.key, landlordId: users.landlordId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row ? { roleKey: row.roleKey as RoleKey, landlordId: row.landlordId } : null;
}

/** GET dashboard/landlord-activity/{id}: the landlord itself, or the platform admin for any landlord. */
/** Whose portfolio figures to add up: a landlord's, or a manager's part of it. */
export type PortfolioTarget = FigureScope & { landlordId: string; managerId: string | null };

export async function landlordTarget(
  db: Database,
  principal: Principal,
  scope: Scope,
  landlordId: string,
): Promise<PortfolioTarget> {
  if (!scope.isPlatformAdmin && scope.landlordId !== landlordId) throw new NotFoundError(M.landlordNotFound);
  // A landlord reading its own: the live session's principal already says it is one (issue 37:
  // a cached dashboard answers without a lookup first).
  if (principal.roleKey === 'landlord' && principal.userId === landlordId) {
    return { landlordId, managerId: null, propertyIds: null };
  }
  const found = await roleOf(db, landlordId);
  if (found?.roleKey !== 'landlord') throw new NotFoundError(M.landlordNotFound);
  return { landlordId, managerId: null, propertyIds: null };
}

/** The properties a manager is limited to; null when it manages all of its landlord's. */
async function managedProperties(db: Database, managerId: string): Promise<string[] | null> {
  const rows = await db
    .select({ propertyId: managerProperties.propertyId })
    .from(managerProperties)
    .where(eq(managerProperties.managerId, managerId));
  return rows.length ? rows.map((r) => r.propertyId).sort() : null;
}

/**
 * GET dashboard/manager/stats?landlord_id&user_id: a manager its own figures (both ids may be left
 * out); a landlord any of its managers'; the platform admin any manager's.
 */
export async function managerTarget(
  db: Database,
  principal: Principal,
  scope: Scope,
  query: { landlord_id?: string | undefined; user_id?: string | undefined },
): Promise<PortfolioTarget> {
  if (!scope.isPlatformAdmin && query.landlord_id && query.landlord_id !== scope.landlordId)
    throw new NotFoundError(M.landlordNotFound);
  const managerId = query.user_id ?? (principal.roleKey === 'manager' ? principal.userId : undefined);
  if (!managerId) throw new InvalidInputError(M.userIdRequired);
  if (principal.roleKey === 'manager' && managerId !== principal.userId)
    throw new ForbiddenError(M.ownFiguresOnly);
  if (principal.roleKey === 'manager') {
    // A manager's own: its role and landlord are the principal's, its properties the scope's,
    // both already read for this request (issue 37: no lookup before a cached answer).
    if (query.landlord_id && query.landlord_id !== principal.landlordId)
      throw new NotFoundError(M.landlordNotFound);
    return {
      landlordId: principal.landlordId!,
      managerId,
      propertyIds: scope.propertyIds ? [...scope.propertyIds].sort() : null,
    };
  }
  const found = await roleOf(db, managerId);
  const isManager = found?.roleKey === 'manager' && found.landlordId !== null;
  if (!scope.isPlatformAdmin && (!isManager || found.landlordId !== scope.landlordId))
    throw new ForbiddenError(M.notYourManager);
  if (!isManager) throw new NotFoundError(M.managerNotFound);
  if (query.landlord_id && query.landlord_id !== found.landlordId)
    throw new NotFoundError(M.landlordNotFound);
  return { landlordId: found.landlordId!, managerId, propertyIds: await managedProperties(db, managerId) };
}

/**
 * GET super/dashboard/tenant/stats?user_id: a tenant its own figures (user_id may be left out); a
 * landlord or manager one of the tenants it sees (a limited manager: of its properties, and only
 * the part of the tenant's figures on them); the platform admin anyone's.
 */
export async function tenantTarget(
  db: Database,
  principal: Principal,
  scope: Scope,
  userId: string | undefined,
): Promise<{ scope: FigureScope; tenantId: string; tenantName: () => Promise<string> }> {
  const tenantId = userId ?? (principal.roleKey === 'user' ? principal.userId : undefined);
  if (!tenantId) throw new InvalidInputError(M.userIdRequired);
  if (scope.tenantId && scope.tenantId !== tenantId) throw new ForbiddenError(M.ownFiguresOnly);
  if (scope.tenantId === tenantId && principal.landlordId) {
    // A tenant's own: whose it is comes from the principal; the name is read only when the
    // figures are computed, so a cached answer needs no lookup (issue 37).
    return {
      scope: { landlordId: principal.landlordId, propertyIds: null },
      tenantId,
      tenantName: () => nameOf(db, tenantId),
    };
  }
  const [row] = await db
    .select({ id: users.id, landlordId: users.landlordId, first: users.firstName, last: users.lastName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, tenantId), ...tenantScopeFilter(scope)));
  if (!row?.landlordId) {
    throw scope.isPlatformAdmin ? new NotFoundError(M.tenantNotFound) : new ForbiddenError(M.notYourTenant);
  }
  const name = `${row.first} ${row.last}`.trim();
  return {
    scope: { landlordId: row.landlordId, propertyIds: scope.propertyIds },
    tenantId: row.id,
    tenantName: () => Promise.resolve(name),
  };
}

async function nameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : '';
}

/**
 * The figures of one property (the dashboards' property filter): it must be the landlord's and,
 * for a limited manager, one it manages; otherwise 404, as if it did not exist.
 */
export async function narrowToProperty(
  db: Database,
  target: PortfolioTarget,
  propertyId: string | undefined,
): Promise<PortfolioTarget> {
  if (!propertyId) return target;
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.landlordId, target.landlordId)));
  if (!row || (target.propertyIds && !target.propertyIds.includes(propertyId)))
    throw new NotFoundError(M.propertyNotFound);
  return { ...target, propertyIds: [propertyId] };
}
