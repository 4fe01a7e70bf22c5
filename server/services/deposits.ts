import { eq, sql } from 'drizzle-orm';
import {
  DEPOSIT_MESSAGES as M,
  type DepositDeduct,
  type DepositReceive,
  type DepositRefund,
} from '../../domain/depositSchemas';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { money, moneyText } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { depositEntries, deposits } from '../db/schema';
import { recordAudit } from './auditTrail';
import { depositScopeSql } from './depositQueries';

/*
 * A security deposit's moves (issue 34 item 3): money received, deductions at move-out, the refund.
 * Each runs in one transaction that first locks the deposit's row (made on the first move), so of
 * two refunds at the same moment one runs and the other finds what the first left: a deposit is
 * never overdrawn (and the table's check says so too). Every move is an entry (who, when) and an
 * audit row. None of this is a payment: no collection figure reads these tables.
 */

type DepositRow = typeof deposits.$inferSelect;

export interface DepositActor {
  actorId: string;
  nowMs: number;
}

/** The contract in the caller's scope, its deposit row made if need be and locked. */
async function lockDeposit(tx: Database, scope: Scope, contractId: string) {
  const [contract] = await queryRows<{
    landlordId: string;
    tenantId: string;
    propertyId: string;
    agreed: string;
  }>(
    tx,
    sql`select c.landlord_id as "landlordId", c.tenant_id as "tenantId", u.property_id as "propertyId",
               c.security_deposit::text as agreed
          from contracts c join property_units u on u.id = c.unit_id
         where c.id = ${contractId} and ${depositScopeSql(scope)}`,
  );
  if (!contract) throw new NotFoundError(M.notFound);
  await tx
    .insert(deposits)
    .values({
      contractId,
      landlordId: contract.landlordId,
      tenantId: contract.tenantId,
      propertyId: contract.propertyId,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(deposits).where(eq(deposits.contractId, contractId)).for('update');
  return { contract, row: row! };
}

const heldOf = (row: DepositRow) =>
  money(row.receivedAmount).minus(row.deductedAmount).minus(row.refundedAmount);

const figures = (row: DepositRow) => ({
  received: row.receivedAmount,
  deducted: row.deductedAmount,
  refunded: row.refundedAmount,
});

type Kind = 'receipt' | 'deduction' | 'refund';
const COLUMN = { receipt: 'receivedAmount', deduction: 'deductedAmount', refund: 'refundedAmount' } as const;
const ACTION = { receipt: 'deposit.receive', deduction: 'deposit.deduct', refund: 'deposit.refund' } as const;

/** Writes the entry, moves the row's figure and keeps the audit row, all under the lock. */
async function record(
  tx: Database,
  row: DepositRow,
  kind: Kind,
  entry: {
    amount: string;
    method?: string | null;
    reference?: string | null;
    reason?: string | null;
    note: string | null;
    date?: string | undefined;
  },
  actor: DepositActor,
) {
  const at = new Date(actor.nowMs);
  const column = COLUMN[kind];
  const [after] = await tx
    .update(deposits)
    .set({ [column]: moneyText(money(row[column]).plus(entry.amount)), updatedAt: at })
    .where(eq(deposits.contractId, row.contractId))
    .returning();
  const [saved] = await tx
    .insert(depositEntries)
    .values({
      contractId: row.contractId,
      landlordId: row.landlordId,
      kind,
      amount: entry.amount,
      method: entry.method ?? null,
      reference: entry.reference ?? null,
      reason: entry.reason ?? null,
      note: entry.note,
      entryDate: entry.date ?? todayInKuwait(actor.nowMs),
      actorId: actor.actorId,
      createdAt: at,
    })
    .returning();
  await recordAudit(tx, {
    landlordId: row.landlordId,
    actorId: actor.actorId,
    action: ACTION[kind],
    entity: 'deposit',
    entityId: row.contractId,
    before: figures(row),
    after: { ...figures(after!), entry: saved },
  });
}

/** Money of the deposit received; never more in all than the deposit agreed on the contract. */
export const receiveDeposit = (
  db: Database,
  scope: Scope,
  contractId: string,
  input: DepositReceive,
  actor: DepositActor,
) =>
  db.transaction(async (tx) => {
    const { contract, row } = await lockDeposit(tx, scope, contractId);
    if (money(row.receivedAmount).plus(input.amount).gt(contract.agreed))
      throw new InvalidInputError(M.overReceived(moneyText(contract.agreed), moneyText(row.receivedAmount)));
    await record(tx, row, 'receipt', input, actor);
  });

/** A deduction at move-out; never more than the deposit still holds. */
export const deductDeposit = (
  db: Database,
  scope: Scope,
  contractId: string,
  input: DepositDeduct,
  actor: DepositActor,
) =>
  db.transaction(async (tx) => {
    const { row } = await lockDeposit(tx, scope, contractId);
    const held = heldOf(row);
    if (money(input.amount).gt(held)) throw new InvalidInputError(M.overHeld(input.amount, moneyText(held)));
    await record(tx, row, 'deduction', input, actor);
  });

/** The refund; refused while it exceeds what was received less deductions and refunds. */
export const refundDeposit = (
  db: Database,
  scope: Scope,
  contractId: string,
  input: DepositRefund,
  actor: DepositActor,
) =>
  db.transaction(async (tx) => {
    const { row } = await lockDeposit(tx, scope, contractId);
    const held = heldOf(row);
    if (money(input.amount).gt(held))
      throw new InvalidInputError(M.overRefund(input.amount, moneyText(held)));
    await record(tx, row, 'refund', input, actor);
  });
