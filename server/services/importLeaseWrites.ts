import { randomUUID } from 'node:crypto';
import type { ImportWritten } from '../../domain/importSchemas';
import type { Database } from '../db/client';
import {
  chequeInvoices,
  cheques,
  chequeStatusHistory,
  contracts,
  depositEntries,
  deposits,
  invoiceItems,
  invoices,
} from '../db/schema';
import type { PlannedBalance } from '../imports/balanceRows';
import type { PlannedCheque } from '../imports/chequeRows';
import type { PlannedContract } from '../imports/contractRows';
import { recordAudits, type AuditEntry } from './auditTrail';
import { chunks } from './importChecks';
import { allocateNumbers } from './invoicing';
import { refreshUnitsOccupancy } from './occupancy';

/*
 * Writing running leases, what their tenants owed and the cheques the landlord holds (issue 36
 * item 5), in bulk inside the import's transaction. Each record is written as the screens that make
 * it one by one would (the same columns and states) with the same audit row per change to money or
 * a contract (issue 36 item 4), marked as imported. Ids are made here so the import row can name
 * every row it wrote.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who imports, and when (the app's clock and Kuwait's day). */
export interface ImportActor {
  landlordId: string;
  actorId: string;
  now: Date;
  today: string;
}

const ROWS_PER_INSERT = 500;

async function insertAll<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (const part of chunks(rows, ROWS_PER_INSERT)) await insert(part);
}

/** One audit row per record written, in statements of ROWS_PER_INSERT (a statement takes 65,535 values). */
const auditAll = (tx: Transaction, entries: AuditEntry[]) =>
  insertAll(entries, (part) => recordAudits(tx, part));

/**
 * Running leases, approved at the import (decided now), each invoiced from its `invoicedFrom`
 * month; a deposit already held becomes the deposit's receipt, dated the lease's start (today
 * at the latest). The units they cover today are occupied in the same transaction.
 */
export async function writeContracts(
  tx: Transaction,
  actor: ImportActor,
  planned: PlannedContract[],
): Promise<ImportWritten> {
  const { landlordId, actorId, now, today } = actor;
  const rows = planned.map((c) => ({
    id: randomUUID(),
    landlordId,
    tenantId: c.tenantId,
    unitId: c.unit.id,
    startDate: c.startDate,
    endDate: c.endDate,
    monthlyRent: c.monthlyRent,
    securityDeposit: c.securityDeposit,
    paymentDueDay: c.paymentDueDay,
    status: 'approved',
    decidedAt: now,
    invoicedFrom: c.invoicedFrom,
    createdAt: now,
    updatedAt: now,
  }));
  await insertAll(rows, (part) => tx.insert(contracts).values(part));
  const held = planned.flatMap((c, i) => (c.depositReceived ? [{ c, id: rows[i]!.id }] : []));
  const depositRows = held.map(({ c, id }) => ({
    contractId: id,
    landlordId,
    tenantId: c.tenantId,
    propertyId: c.unit.propertyId,
    receivedAmount: c.depositReceived!,
    createdAt: now,
    updatedAt: now,
  }));
  const entryRows = held.map(({ c, id }) => ({
    id: randomUUID(),
    contractId: id,
    landlordId,
    kind: 'receipt',
    amount: c.depositReceived!,
    entryDate: c.startDate < today ? c.startDate : today,
    actorId,
    createdAt: now,
  }));
  await insertAll(depositRows, (part) => tx.insert(deposits).values(part));
  await insertAll(entryRows, (part) => tx.insert(depositEntries).values(part));
  await auditAll(tx, [
    ...rows.map((r) => ({
      landlordId,
      actorId,
      action: 'contract.import',
      entity: 'contract',
      entityId: r.id,
      after: {
        status: r.status,
        startDate: r.startDate,
        endDate: r.endDate,
        monthlyRent: r.monthlyRent,
        securityDeposit: r.securityDeposit,
        paymentDueDay: r.paymentDueDay,
        invoicedFrom: r.invoicedFrom,
      },
    })),
    ...entryRows.map((e) => ({
      landlordId,
      actorId,
      action: 'deposit.receive',
      entity: 'deposit',
      entityId: e.contractId,
      before: { received: '0.000', deducted: '0.000', refunded: '0.000' },
      after: { received: e.amount, deducted: '0.000', refunded: '0.000', entry: e },
    })),
  ]);
  await refreshUnitsOccupancy(tx, [...new Set(planned.map((c) => c.unit.id))], today);
  return {
    contracts: rows.map((r) => r.id),
    ...(held.length
      ? { deposits: depositRows.map((d) => d.contractId), deposit_entries: entryRows.map((e) => e.id) }
      : {}),
  };
}

/**
 * Opening balances as invoices of their contracts, numbered in the landlord's INV series of the
 * balance's year, issued on the balance date, owed from the due date (OVERDUE at once when that
 * has passed, as the invoice job would mark it), one charge line each.
 */
export async function writeBalances(
  tx: Transaction,
  actor: ImportActor,
  planned: PlannedBalance[],
): Promise<ImportWritten> {
  const { landlordId, actorId, now, today } = actor;
  const numbers: string[] = new Array<string>(planned.length);
  const byYear = new Map<number, number[]>();
  planned.forEach((b, i) => {
    const year = Number(b.balanceDate.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), i]);
  });
  for (const [year, indexes] of [...byYear].sort(([a], [b]) => a - b)) {
    const allocated = await allocateNumbers(tx, landlordId, 'INV', year, indexes.length);
    indexes.forEach((at, n) => (numbers[at] = allocated[n]!));
  }
  const rows = planned.map((b, i) => ({
    id: randomUUID(),
    landlordId,
    contractId: b.contract.id,
    tenantId: b.contract.tenantId,
    unitId: b.contract.unitId,
    propertyId: b.contract.propertyId,
    invoiceNo: numbers[i]!,
    period: b.period,
    issueDate: b.balanceDate,
    dueDate: b.dueDate,
    total: b.amount,
    status: b.dueDate < today ? 'OVERDUE' : 'UNPAID',
    tenantName: b.contract.tenantName,
    propertyName: b.contract.propertyName,
    unitNo: b.contract.unitNo,
    createdAt: now,
    updatedAt: now,
  }));
  const items = planned.map((b, i) => ({
    id: randomUUID(),
    landlordId,
    invoiceId: rows[i]!.id,
    kind: 'charge',
    description: b.description,
    amount: b.amount,
    createdAt: now,
  }));
  await insertAll(rows, (part) => tx.insert(invoices).values(part));
  await insertAll(items, (part) => tx.insert(invoiceItems).values(part));
  await auditAll(
    tx,
    rows.map((r, i) => ({
      landlordId,
      actorId,
      action: 'invoice.import',
      entity: 'invoice',
      entityId: r.id,
      after: {
        invoiceNo: r.invoiceNo,
        period: r.period,
        dueDate: r.dueDate,
        total: r.total,
        description: items[i]!.description,
      },
    })),
  );
  return { invoices: rows.map((r) => r.id), invoice_items: items.map((r) => r.id) };
}

/** Cheques held, RECEIVED and in the landlord's hands, each with the first line of its timeline. */
export async function writeCheques(
  tx: Transaction,
  actor: ImportActor,
  planned: PlannedCheque[],
): Promise<ImportWritten> {
  const { landlordId, actorId, now } = actor;
  const rows = planned.map((q) => ({
    id: randomUUID(),
    landlordId,
    contractId: q.contract.id,
    tenantId: q.contract.tenantId,
    propertyId: q.contract.propertyId,
    unitId: q.contract.unitId,
    tenantName: q.contract.tenantName,
    propertyName: q.contract.propertyName,
    unitNo: q.contract.unitNo,
    bank: q.bank,
    chequeNo: q.chequeNo,
    drawerName: q.drawerName,
    amount: q.amount,
    dueDate: q.dueDate,
    period: q.period,
    state: 'RECEIVED',
    custody: 'landlord',
    notes: q.notes,
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
  }));
  const links = planned.flatMap((q, i) =>
    q.invoiceId ? [{ chequeId: rows[i]!.id, invoiceId: q.invoiceId, landlordId }] : [],
  );
  await insertAll(rows, (part) => tx.insert(cheques).values(part));
  await insertAll(links, (part) => tx.insert(chequeInvoices).values(part));
  await insertAll(
    rows.map((r) => ({ chequeId: r.id, landlordId, toState: 'RECEIVED', actorId, createdAt: now })),
    (part) => tx.insert(chequeStatusHistory).values(part),
  );
  await auditAll(
    tx,
    rows.map((r) => ({
      landlordId,
      actorId,
      action: 'cheque.import',
      entity: 'cheque',
      entityId: r.id,
      after: {
        state: r.state,
        custody: r.custody,
        amount: r.amount,
        dueDate: r.dueDate,
        bank: r.bank,
        chequeNo: r.chequeNo,
        drawerName: r.drawerName,
        custodyNote: null,
        notes: r.notes,
      },
    })),
  );
  return { cheques: rows.map((r) => r.id) };
}
