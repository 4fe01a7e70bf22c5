import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { OWNER_MESSAGES as M, type OwnerUpdate } from '../../domain/ownerSchemas';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pgErrors';
import { auditLog, properties, propertyOwners, roles, users } from '../db/schema';
import { changedFields, recordAudit } from './auditTrail';
import { ownerFilters } from './owners';

/*
 * An owner corrected, switched off and back on (issue 36 item 3; /api/property-owners/update,
 * disable and enable). An owner is never deleted: its statements and payouts are the landlord's
 * books and stay whatever becomes of it. Each change writes one audit row in its transaction, under
 * the owner's own record (entity 'user', its id), which its History reads.
 */

export interface OwnerAccount {
  id: string;
  landlordId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  lastLoginAt: Date | null;
}

/** The owner `id` as the scope may change it, or 404 (another landlord's, or a limited manager's other). */
export async function ownerAccount(db: Database, scope: Scope, id: string): Promise<OwnerAccount> {
  const [row] = await db
    .select({
      id: users.id,
      landlordId: users.landlordId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), ...ownerFilters(scope)));
  if (!row) throw new NotFoundError(M.notFound);
  return { ...row, landlordId: row.landlordId! };
}

/**
 * Whether the owner's email may change, and the decision behind it. The email is the owner's
 * sign-in, and password recovery mails its code there. While the invitation is not taken nobody
 * signs in with it yet: a landlord who typed it wrong corrects it, and the invitation goes to the
 * right address (the wrong one is told). Once the owner has set a password the address is the
 * owner's: a landlord (or a manager it granted the right) changing it could then reset the
 * password and read as the owner, and the owner would find its sign-in gone — which neither the
 * owner nor the landlord's accountant could trust. So it is refused, saying what to do instead
 * (add the owner under its new address, move its shares, disable this one: its history stays).
 * This is what the tenants' update decided for the same reason (issue 15, tenantAccountTakeover).
 */
export function assertEmailMayChange(owner: OwnerAccount): void {
  if (owner.status === 'disabled') throw new ConflictError(M.emailWhileDisabled);
  if (owner.status !== 'pending') throw new ConflictError(M.emailOwned);
}

/** The columns of the update's fields, and the audit's names for them. */
const FIELDS = {
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  language: users.locale,
} as const;

/** Saves the fields sent, with one audit row of those that changed (none when nothing did). */
export async function updateOwner(db: Database, owner: OwnerAccount, body: OwnerUpdate, now: Date) {
  const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as OwnerUpdate;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select(FIELDS).from(users).where(eq(users.id, owner.id)).for('update');
      const before = row!;
      const after = { ...before, ...sent };
      const { before: was, after: is } = changedFields(before, after);
      if (!is || Object.keys(is).length === 0) return;
      await tx
        .update(users)
        .set({
          firstName: after.first_name,
          lastName: after.last_name,
          email: after.email,
          phone: after.phone,
          locale: after.language,
          updatedAt: now,
        })
        .where(eq(users.id, owner.id));
      await recordAudit(tx, {
        landlordId: owner.landlordId,
        action: 'owner.update',
        entity: 'user',
        entityId: owner.id,
        before: was,
        after: is,
      });
    });
  } catch (err) {
    // Two requests racing for one address: the unique index decides, with create's message.
    if (isUniqueViolation(err)) throw new ConflictError(TENANT_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * Disables the owner: it can no longer sign in (the route ends its sessions). Refused while it
 * holds a share of a property, naming the property: the shares of a property add up to 100, so
 * its share must go to another owner first, as an accountant would move it. Its row is locked
 * first, so shares being given to it at the same moment wait and then see it disabled.
 */
export async function disableOwner(db: Database, owner: OwnerAccount, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, owner.id))
      .for('update');
    if (row!.status === 'disabled') throw new ConflictError(M.alreadyDisabled);
    const held = await tx
      .select({ name: properties.name })
      .from(propertyOwners)
      .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
      .where(and(eq(propertyOwners.ownerId, owner.id), sql`${propertyOwners.share} > 0`))
      .orderBy(asc(properties.name));
    if (held.length) throw new ConflictError(M.holdsShares(held.map((h) => h.name).join(', ')));
    await tx.update(users).set({ status: 'disabled', updatedAt: now }).where(eq(users.id, owner.id));
    await recordAudit(tx, {
      landlordId: owner.landlordId,
      action: 'owner.disable',
      entity: 'user',
      entityId: owner.id,
      before: { status: row!.status },
      after: { status: 'disabled' },
    });
  });
}

/**
 * Enables a disabled owner back to what it was before: active if it had set its password, else
 * pending (its invitation, while unexpired, works again). Its disabling's audit row says which;
 * an owner disabled some other way is active if it ever signed in.
 */
export async function enableOwner(db: Database, owner: OwnerAccount, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: users.status, lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, owner.id))
      .for('update');
    if (row!.status !== 'disabled') throw new ConflictError(M.notDisabled);
    const [disabling] = await tx
      .select({ was: sql<string | null>`${auditLog.before} ->> 'status'` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, owner.id),
          eq(auditLog.action, 'owner.disable'),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    const status =
      disabling?.was === 'active' || disabling?.was === 'pending'
        ? disabling.was
        : row!.lastLoginAt
          ? 'active'
          : 'pending';
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, owner.id));
    await recordAudit(tx, {
      landlordId: owner.landlordId,
      action: 'owner.enable',
      entity: 'user',
      entityId: owner.id,
      before: { status: 'disabled' },
      after: { status },
    });
  });
}
