import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { managerProperties, propertyOwners, roles, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Principal } from './sessions';
import { text } from '../../domain/messages/text';

/**
 * Data ownership (ARCHITECTURE.md): whose rows a caller may touch, derived from the token's
 * principal only. A landlord: its own; a manager or a tenant: its landlord's; a platform admin
 * (no landlord): every landlord's, so `landlordId` is null and queries leave the filter out.
 */
export interface Scope {
  landlordId: string | null;
  /** Managers limited to chosen properties; null means every property of the landlord. */
  propertyIds: string[] | null;
  /** A tenant sees only its own contracts, invoices and requests. */
  tenantId: string | null;
  isPlatformAdmin: boolean;
  /**
   * An owner (issue 36 item 3) sees its own statements and the figures of the properties it holds
   * shares in (`propertyIds`, empty when none: then nothing, never every property).
   */
  ownerId?: string | null;
}

export async function scopeOf(db: Database, principal: Principal): Promise<Scope> {
  const isPlatformAdmin = principal.roleKey === 'super_admin' || principal.roleKey === 'admin';
  if (!isPlatformAdmin && !principal.landlordId) {
    // A manager or tenant without a landlord would otherwise see nothing, or everything.
    throw new HttpError(403, text('scope.noLandlord'));
  }
  let propertyIds: string[] | null = null;
  if (principal.roleKey === 'manager') {
    const rows = await db
      .select({ propertyId: managerProperties.propertyId })
      .from(managerProperties)
      .where(eq(managerProperties.managerId, principal.userId));
    propertyIds = rows.length > 0 ? rows.map((r) => r.propertyId) : null;
  }
  if (principal.roleKey === 'owner') {
    const rows = await db
      .select({ propertyId: propertyOwners.propertyId })
      .from(propertyOwners)
      .where(eq(propertyOwners.ownerId, principal.userId));
    propertyIds = rows.map((r) => r.propertyId);
  }
  return {
    landlordId: isPlatformAdmin ? null : principal.landlordId,
    propertyIds,
    tenantId: principal.roleKey === 'user' ? principal.userId : null,
    isPlatformAdmin,
    ownerId: principal.roleKey === 'owner' ? principal.userId : null,
  };
}

/**
 * The landlord a new row belongs to; a platform admin must say which, and it must be an approved
 * landlord (not a manager, a tenant or an id that names nothing).
 */
export async function owningLandlord(db: Database, scope: Scope, requested?: string | null): Promise<string> {
  if (scope.landlordId) return scope.landlordId;
  if (!requested) throw new HttpError(422, text('scope.landlordRequired'));
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, requested), eq(roles.key, 'landlord'), eq(users.status, 'active')));
  if (!landlord) throw new HttpError(422, text('scope.approvedLandlord'));
  return requested;
}
