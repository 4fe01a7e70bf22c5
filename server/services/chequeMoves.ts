import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  bouncedFeeDescription,
  CHEQUE_MESSAGES as M,
  type ChequeReplacement,
} from '../../domain/chequeSchemas';
import { chequeTransitionOf, CUSTODY_AFTER, type ChequeState } from '../../domain/chequeStates';
import { ConflictError, InvalidInputError } from '../../domain/errors';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { money, moneyText } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { chequeInvoices, cheques as c, chequeStatusHistory, invoices } from '../db/schema';
import { findChequeSetting } from './chequeSettings';
import { auditCheque, insertCheque, lockCheque, type ChequeRow } from './cheques';
import { addCharge } from './invoiceCharges';
import { recordPayment } from './payments';

/*
 * A cheque's moves at work (issue 34 item 1): each is checked against domain/chequeStates.ts and
 * kept in the history (who, when, why, from, to). The cheque row is locked first, so of any number
 * of simultaneous moves one runs and the rest find the state it left (a second CLEARED is refused
 * as CLEARED → CLEARED). CLEARED then pays its invoices through recordPayment, which locks each
 * invoice as a manual payment does: the same receipt, the same audit row, nothing collected before.
 */

export interface ChequeMove {
  to: ChequeState;
  reason: string | null;
  replacement?: ChequeReplacement | undefined;
  actorId: string;
  nowMs: number;
}

export interface ChequeMoved {
  before: ChequeRow;
  after: ChequeRow;
  /** The cheque a REPLACED one was replaced by. */
  replacementId: string | null;
  /** The invoice a bounced cheque's fee went on (null: no fee, or no invoice to carry it yet). */
  feeInvoiceId: string | null;
  /** The payments a CLEARED cheque recorded on its invoices (each gets its receipt message). */
  paymentIds: string[];
}

const OWED = ['UNPAID', 'PARTIALLY_PAID', 'OVERDUE'];

/** The invoices a clearing pays: its own, or the one issued since for its rent month. */
async function invoicesToPay(tx: Database, row: ChequeRow): Promise<string[]> {
  const linked = await tx
    .select({ id: invoices.id })
    .from(chequeInvoices)
    .innerJoin(invoices, eq(invoices.id, chequeInvoices.invoiceId))
    .where(eq(chequeInvoices.chequeId, row.id))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo));
  if (linked.length > 0) return linked.map((i) => i.id);
  const [issued] = row.period
    ? await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.contractId, row.contractId), eq(invoices.period, row.period)))
    : [];
  if (!issued) throw new ConflictError(M.invoiceNotIssued);
  await tx
    .insert(chequeInvoices)
    .values({ chequeId: row.id, invoiceId: issued.id, landlordId: row.landlordId });
  return [issued.id];
}

/** CLEARED: the cheque's amount paid on its invoices in due order, one payment and receipt each. */
async function recordClearing(tx: Database, row: ChequeRow, move: ChequeMove): Promise<string[]> {
  let remaining = money(row.amount);
  const paymentIds: string[] = [];
  for (const invoiceId of await invoicesToPay(tx, row)) {
    if (remaining.lte(0)) break;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice || !OWED.includes(invoice.status)) continue;
    const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
    const pay = remaining.lt(balance) ? remaining : balance;
    if (pay.lte(0)) continue;
    const payment = await recordPayment(tx, {
      landlordId: row.landlordId,
      invoiceId,
      fields: {
        amount: moneyText(pay),
        currency: 'KWD',
        method: 'cheque',
        depositReference: `Cheque ${row.chequeNo}, ${row.bank}`,
        // The cheque's date (the date written on it) is the payment's day, in Kuwait.
        depositDate: `${row.dueDate}T00:00:00+03:00`,
        notes: `Cheque ${row.chequeNo} cleared`,
      },
      markAsPaid: false,
      attachments: row.photo,
      actorId: move.actorId,
      nowMs: move.nowMs,
    });
    await tx
      .update(chequeInvoices)
      .set({ paymentId: payment.id })
      .where(and(eq(chequeInvoices.chequeId, row.id), eq(chequeInvoices.invoiceId, invoiceId)));
    remaining = remaining.minus(pay);
    paymentIds.push(payment.id);
  }
  // More than its invoices owe: refused whole (the transaction takes the payments back).
  if (remaining.gt(0)) throw new ConflictError(M.overInvoices);
  return paymentIds;
}

/**
 * The tenant's next invoice for the fee: the contract's first one still owed and due today or
 * later (as a maintenance charge's, services/maintenanceCharges.ts); else the bounced cheque's own
 * invoice while still owed; else none (the fee stays recorded on the cheque).
 */
async function feeInvoiceOf(tx: Database, row: ChequeRow, today: string): Promise<string | null> {
  const [next] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, row.contractId),
        inArray(invoices.status, ['UNPAID', 'PARTIALLY_PAID']),
        gte(invoices.dueDate, today),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.period))
    .limit(1);
  if (next) return next.id;
  const [own] = await tx
    .select({ id: invoices.id })
    .from(chequeInvoices)
    .innerJoin(invoices, eq(invoices.id, chequeInvoices.invoiceId))
    .where(and(eq(chequeInvoices.chequeId, row.id), inArray(invoices.status, OWED)))
    .orderBy(asc(invoices.dueDate))
    .limit(1);
  return own?.id ?? null;
}

/** BOUNCED: the landlord's fee, when it has one, as a charge on the tenant's next invoice. */
async function chargeBouncedFee(tx: Database, row: ChequeRow, move: ChequeMove) {
  const { bounced_cheque_fee: fee } = await findChequeSetting(tx, row.landlordId);
  if (money(fee).lte(0)) return { fee: null, invoiceId: null };
  const today = todayInKuwait(move.nowMs);
  const invoiceId = await feeInvoiceOf(tx, row, today);
  if (invoiceId) {
    const scope: Scope = {
      landlordId: row.landlordId,
      propertyIds: null,
      tenantId: null,
      isPlatformAdmin: false,
    };
    await addCharge(
      tx,
      scope,
      { invoiceId, description: bouncedFeeDescription(row.chequeNo, row.bank), amount: fee },
      { actorId: move.actorId, today, nowMs: move.nowMs },
    );
  }
  return { fee, invoiceId };
}

/** REPLACED: the new cheque, RECEIVED, for what the bounced one was for and has not paid. */
async function takeReplacement(
  tx: Database,
  row: ChequeRow,
  replacement: ChequeReplacement,
  move: ChequeMove,
) {
  const open = await tx
    .select({ invoiceId: chequeInvoices.invoiceId })
    .from(chequeInvoices)
    .where(and(eq(chequeInvoices.chequeId, row.id), isNull(chequeInvoices.paymentId)));
  const created = await insertCheque(
    tx,
    {
      landlordId: row.landlordId,
      contractId: row.contractId,
      tenantId: row.tenantId,
      propertyId: row.propertyId,
      unitId: row.unitId,
      tenantName: row.tenantName,
      propertyName: row.propertyName,
      unitNo: row.unitNo,
    },
    {
      bank: replacement.bank ?? row.bank,
      chequeNo: replacement.cheque_no,
      drawerName: replacement.drawer_name ?? row.drawerName,
      amount: replacement.amount ?? row.amount,
      dueDate: replacement.due_date ?? row.dueDate,
      period: row.period,
      invoiceIds: open.map((o) => o.invoiceId),
      custody: 'landlord',
      custodyNote: null,
      notes: null,
      photo: [],
      replacesId: row.id,
    },
    { actorId: move.actorId, nowMs: move.nowMs, reason: `Replaces bounced cheque ${row.chequeNo}` },
  );
  return created.id;
}

/** Moves a cheque; refuses (422) a move outside the table, or without what it needs. */
export function moveCheque(db: Database, scope: Scope, id: string, move: ChequeMove): Promise<ChequeMoved> {
  return db.transaction((tx) => moveChequeIn(tx, scope, id, move));
}

/** moveCheque inside a transaction the caller holds (a deposit batch moves several at once). */
export async function moveChequeIn(
  tx: Database,
  scope: Scope,
  id: string,
  move: ChequeMove,
): Promise<ChequeMoved> {
  const row = await lockCheque(tx, scope, id);
  const from = row.state as ChequeState;
  const transition = chequeTransitionOf(from, move.to);
  if (!transition) throw new InvalidInputError(M.badMove(from, move.to));
  if (transition.needs === 'replacement' && !move.replacement)
    throw new InvalidInputError(M.replacementNeeded);
  if (transition.needs !== 'replacement' && move.replacement)
    throw new InvalidInputError(M.replacementUnwanted);

  let replacementId: string | null = null;
  let fee: { fee: string | null; invoiceId: string | null } = { fee: null, invoiceId: null };
  const paymentIds = move.to === 'CLEARED' ? await recordClearing(tx, row, move) : [];
  if (move.to === 'BOUNCED') fee = await chargeBouncedFee(tx, row, move);
  if (move.to === 'REPLACED') replacementId = await takeReplacement(tx, row, move.replacement!, move);

  const at = new Date(move.nowMs);
  const [after] = await tx
    .update(c)
    .set({
      state: move.to,
      custody: CUSTODY_AFTER[move.to] ?? row.custody,
      ...(replacementId ? { replacedById: replacementId } : {}),
      ...(fee.fee ? { bouncedFee: fee.fee, feeInvoiceId: fee.invoiceId } : {}),
      updatedAt: at,
    })
    .where(eq(c.id, row.id))
    .returning();
  await tx.insert(chequeStatusHistory).values({
    chequeId: row.id,
    landlordId: row.landlordId,
    fromState: from,
    toState: move.to,
    reason: move.reason,
    actorId: move.actorId,
    createdAt: at,
  });
  await auditCheque(tx, 'cheque.move', move.actorId, row, after!);
  return { before: row, after: after!, replacementId, feeInvoiceId: fee.invoiceId, paymentIds };
}
