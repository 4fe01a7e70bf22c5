import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addDays,
  addMonths,
  CONTRACT_MESSAGES as M,
  type contractRenewSchema,
} from '../../domain/contractSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { contracts } from '../db/schema';
import { ConflictError } from '../../domain/errors';
import { validationError } from '../http/payloadForm';
import { recordAudit } from './auditTrail';
import { findContract, lockContract, refusingOverlap } from './contracts';
import { refreshUnitOccupancy, todayInKuwait } from './occupancy';
import { text } from '../../domain/messages/text';

/*
 * Contract decisions. Each runs in one transaction with the contract row locked; the unit's
 * occupancy is recomputed inside it, and the database's exclusion constraint has the last word on
 * overlapping approvals (refusingOverlap turns its refusal into the spec's answer). `clock` is the
 * app's (injectable) clock, read when each step needs the time.
 */

/** Approves a requested contract and fills the unit; answers the contract's landlord. */
export function approveContract(
  db: Database,
  scope: Scope,
  id: string,
  clock: () => number,
): Promise<string> {
  const today = () => todayInKuwait(clock());
  return refusingOverlap(() =>
    db.transaction(async (tx) => {
      const row = await lockContract(tx, scope, id);
      if (row.status !== 'requested') throw new ConflictError(M.notRequested);
      const now = new Date(clock());
      await tx
        .update(contracts)
        .set({ status: 'approved', decidedAt: now, updatedAt: now })
        .where(eq(contracts.id, id));
      await recordAudit(tx, {
        landlordId: row.landlordId,
        action: 'contract.approve',
        entity: 'contract',
        entityId: id,
        before: { status: row.status },
        after: { status: 'approved' },
      });
      await refreshUnitOccupancy(tx, row.unitId, today());
      return row.landlordId;
    }),
  );
}

export async function rejectContract(
  db: Database,
  scope: Scope,
  id: string,
  clock: () => number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockContract(tx, scope, id);
    if (row.status !== 'requested') throw new ConflictError(M.notRequested);
    const now = new Date(clock());
    await tx
      .update(contracts)
      .set({ status: 'rejected', decidedAt: now, updatedAt: now })
      .where(eq(contracts.id, id));
    await recordAudit(tx, {
      landlordId: row.landlordId,
      action: 'contract.reject',
      entity: 'contract',
      entityId: id,
      before: { status: row.status },
      after: { status: 'rejected' },
    });
  });
}

export async function terminateContract(
  db: Database,
  scope: Scope,
  id: string,
  clock: () => number,
): Promise<void> {
  const today = () => todayInKuwait(clock());
  await db.transaction(async (tx) => {
    const row = await lockContract(tx, scope, id);
    if (row.status !== 'approved') throw new ConflictError(M.notApproved);
    const now = new Date(clock());
    await tx
      .update(contracts)
      .set({ status: 'terminated', terminatedAt: now, updatedAt: now })
      .where(eq(contracts.id, id));
    await recordAudit(tx, {
      landlordId: row.landlordId,
      action: 'contract.terminate',
      entity: 'contract',
      entityId: id,
      before: { status: row.status },
      after: { status: 'terminated' },
    });
    // The unit stays occupied only if another approved contract covers today.
    await refreshUnitOccupancy(tx, row.unitId, today());
  });
}

/** The next term of an approved contract (a year from the day after it ends, unless told); its id. */
export function renewContract(
  db: Database,
  scope: Scope,
  id: string,
  body: z.infer<typeof contractRenewSchema>,
  clock: () => number,
): Promise<string> {
  const today = () => todayInKuwait(clock());
  return refusingOverlap(() =>
    db.transaction(async (tx) => {
      const locked = await lockContract(tx, scope, id);
      if (locked.status !== 'approved') throw new ConflictError(M.notApproved);
      const old = await findContract(tx, scope, locked.id);
      const [already] = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(eq(contracts.renewedFromId, old.id), inArray(contracts.status, ['requested', 'approved'])),
        );
      if (already) throw new ConflictError(text('contracts.alreadyRenewed'));
      // The next term starts the day after the old one ends; a year unless told otherwise.
      const startDate = addDays(old.endDate, 1);
      const endDate = body.endDate ?? addDays(addMonths(startDate, 12), -1);
      if (endDate < startDate) {
        throw validationError([{ path: ['endDate'], message: M.endBeforeStart, code: 'custom' }]);
      }
      const now = new Date(clock());
      const [created] = await tx
        .insert(contracts)
        .values({
          landlordId: old.landlordId,
          tenantId: old.tenantId,
          unitId: old.unitId,
          startDate,
          endDate,
          monthlyRent: body.monthlyRent ?? old.monthlyRent,
          securityDeposit: old.securityDeposit,
          paymentDueDay: old.paymentDueDay,
          status: body.approve ? 'approved' : 'requested',
          decidedAt: body.approve ? now : null,
          renewedFromId: old.id,
        })
        .returning({
          id: contracts.id,
          status: contracts.status,
          startDate: contracts.startDate,
          endDate: contracts.endDate,
          monthlyRent: contracts.monthlyRent,
        });
      await recordAudit(tx, {
        landlordId: old.landlordId,
        action: 'contract.renew',
        entity: 'contract',
        entityId: created!.id,
        before: null,
        after: {
          renewedFromId: old.id,
          status: created!.status,
          startDate: created!.startDate,
          endDate: created!.endDate,
          monthlyRent: created!.monthlyRent,
        },
      });
      await refreshUnitOccupancy(tx, old.unitId, today());
      return created!.id;
    }),
  );
}
