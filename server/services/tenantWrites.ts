import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import {
  TENANT_MESSAGES as M,
  type TenantCreateInput,
  type TenantUpdateInput,
} from '../../domain/tenantSchemas';
import type { Database } from '../db/client';
import { contracts, invitations, tenantProfiles, users } from '../db/schema';
import { ConflictError } from '../../domain/errors';
import { validationError } from '../http/payloadForm';
import { roleId } from './managers';
import { conflictOf, TENANT_ROLE, type TenantRow } from './tenants';

// The writes behind /api/tenants (server/routes/tenants.ts); a taken email or Civil ID is a 409.

type AccountChanges = Pick<Partial<TenantUpdateInput>, 'firstName' | 'lastName' | 'email' | 'phone'>;
type ProfileChanges = Omit<Partial<TenantUpdateInput>, keyof AccountChanges | 'removeDocuments'>;

const definedOnly = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/** A new tenant login (pending until its invitation is accepted) with its profile; its id. */
export async function insertTenant(
  db: Database,
  tenant: { input: TenantCreateInput; landlordId: string; passwordHash: string; documents: StoredDocument[] },
): Promise<string> {
  const { input, landlordId, passwordHash, documents } = tenant;
  const role = await roleId(db, TENANT_ROLE);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          roleId: role,
          landlordId,
          status: 'pending',
        })
        .returning({ id: users.id });
      await tx.insert(tenantProfiles).values({
        userId: user!.id,
        landlordId,
        firstNameAr: input.firstNameAr,
        lastNameAr: input.lastNameAr,
        civilId: input.civilId,
        civilIdExpiry: input.civilIdExpiry,
        nationality: input.nationality,
        documents: documents,
      });
      return user!.id;
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/** Saves the fields an update sent (the others stay) and the tenant's documents. */
export async function updateTenant(
  db: Database,
  current: TenantRow,
  changes: { account: AccountChanges; profile: ProfileChanges; documents: StoredDocument[] },
  now: Date,
): Promise<void> {
  const { account, profile, documents } = changes;
  const landlordId = current.landlordId!;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...definedOnly(account), updatedAt: now })
        .where(eq(users.id, current.id));
      const values = definedOnly(profile);
      // The demo tenant has no profile row yet: the first edit creates it (Civil ID required then).
      if (current.civilId === null && !profile.civilId) {
        throw validationError([{ path: ['civilId'], message: M.civilId, code: 'required' }]);
      }
      await tx
        .insert(tenantProfiles)
        .values({
          userId: current.id,
          landlordId,
          civilId: profile.civilId ?? current.civilId!,
          ...values,
          documents,
        })
        .onConflictDoUpdate({
          target: tenantProfiles.userId,
          set: { ...values, documents, updatedAt: now },
        });
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * Deletes a tenant: contracts and invoices refer to it, so the row stays and the login stops
 * working, its open invitations spent. 409 while a contract is requested or approved.
 */
export async function disableTenant(db: Database, tenantId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the tenant so a contract request racing the delete sees the disabled login.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, tenantId)).for('update');
    const [open] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.tenantId, tenantId), inArray(contracts.status, ['requested', 'approved'])))
      .limit(1);
    if (open) throw new ConflictError(M.hasContracts);
    await tx.update(users).set({ status: 'disabled', updatedAt: now }).where(eq(users.id, tenantId));
    await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.userId, tenantId), isNull(invitations.usedAt)));
  });
}
