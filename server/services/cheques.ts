import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CHEQUE_MESSAGES as M, type ChequeCreate, type ChequeUpdate } from '../../domain/chequeSchemas';
import type { Custodian } from '../../domain/chequeStates';
import type { StoredDocument } from '../../domain/documents';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { chequeInvoices, cheques as c, chequeStatusHistory, invoices } from '../db/schema';
import { changedFields, recordAudit } from './auditTrail';
import { chequeScope } from './chequeQueries';

/*
 * Taking cheques in and correcting them (issue 34 item 1). A cheque belongs to one contract: its
 * tenant, property and unit (names copied like an invoice's) come from its invoices or, for a
 * scheduled one, from the contract. Its moves are chequeMoves.ts; its schedule chequeSchedule.ts.
 */

export type ChequeRow = typeof c.$inferSelect;

/** What the audit trail keeps of a cheque (issue 36 item 4): the paper, where it is, its state. */
export const auditedCheque = (row: ChequeRow) => ({
  state: row.state,
  custody: row.custody,
  amount: row.amount,
  dueDate: row.dueDate,
  bank: row.bank,
  chequeNo: row.chequeNo,
  drawerName: row.drawerName,
  custodyNote: row.custodyNote,
  notes: row.notes,
});

/** One audit row for a cheque's change, in the change's transaction. */
export const auditCheque = (
  tx: Database,
  action: string,
  actorId: string | null | undefined,
  before: ChequeRow | null,
  after: ChequeRow,
) =>
  recordAudit(tx, {
    landlordId: after.landlordId,
    ...(actorId === undefined ? {} : { actorId }),
    action,
    entity: 'cheque',
    entityId: after.id,
    ...(before
      ? changedFields(auditedCheque(before), auditedCheque(after))
      : { before: null, after: auditedCheque(after) }),
  });

/** Where a cheque belongs: the contract and what the register copies from it. */
export interface ChequePlace {
  landlordId: string;
  contractId: string;
  tenantId: string;
  propertyId: string;
  unitId: string;
  tenantName: string;
  propertyName: string;
  unitNo: string;
}

/** The contract a schedule is made from, in the caller's scope (404 otherwise). */
export async function contractPlace(db: Pick<Database, 'execute'>, scope: Scope, contractId: string) {
  const [row] = await queryRows<
    ChequePlace & {
      startDate: string;
      endDate: string;
      /** The first month invoiced (an imported lease's), else null. */
      invoicedFrom: string | null;
      monthlyRent: string;
      dueDay: number;
      status: string;
    }
  >(
    db,
    sql`select c.landlord_id as "landlordId", c.id as "contractId", c.tenant_id as "tenantId",
               u.property_id as "propertyId", c.unit_id as "unitId",
               trim(t.first_name || ' ' || t.last_name) as "tenantName", p.name as "propertyName",
               u.unit_no as "unitNo", to_char(c.start_date, 'YYYY-MM-DD') as "startDate",
               to_char(c.end_date, 'YYYY-MM-DD') as "endDate",
               to_char(c.invoiced_from, 'YYYY-MM-DD') as "invoicedFrom", c.monthly_rent::text as "monthlyRent",
               c.payment_due_day as "dueDay", c.status
          from contracts c
          join property_units u on u.id = c.unit_id
          join properties p on p.id = u.property_id
          join users t on t.id = c.tenant_id
         where c.id = ${contractId}
           and ${scope.landlordId ? sql`c.landlord_id = ${scope.landlordId}` : sql`true`}
           and ${
             scope.propertyIds
               ? sql`u.property_id in (${sql.join(
                   scope.propertyIds.map((id) => sql`${id}::uuid`),
                   sql`, `,
                 )})`
               : sql`true`
           }
           and ${scope.tenantId ? sql`c.tenant_id = ${scope.tenantId}` : sql`true`}`,
  );
  if (!row) throw new NotFoundError(M.contractNotFound);
  return row;
}

const invalid = (field: string, message: string) =>
  new InvalidInputError(message, [{ loc: ['body', field], msg: message, type: 'value_error' }]);

/** The place of a cheque for these invoices: the caller's, not cancelled, all of one contract. */
export async function invoicesPlace(db: Reader, scope: Scope, invoiceIds: string[]): Promise<ChequePlace> {
  const ids = [...new Set(invoiceIds)];
  const rows = await db
    .select({
      landlordId: invoices.landlordId,
      contractId: invoices.contractId,
      tenantId: invoices.tenantId,
      propertyId: invoices.propertyId,
      unitId: invoices.unitId,
      tenantName: invoices.tenantName,
      propertyName: invoices.propertyName,
      unitNo: invoices.unitNo,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.id, ids),
        ne(invoices.status, 'CANCELLED'),
        scope.landlordId ? eq(invoices.landlordId, scope.landlordId) : undefined,
        scope.propertyIds ? inArray(invoices.propertyId, scope.propertyIds) : undefined,
      ),
    );
  if (rows.length !== ids.length) throw invalid('invoice_ids', M.invoicesUnknown);
  if (new Set(rows.map((r) => r.contractId)).size > 1) throw invalid('invoice_ids', M.invoicesOneContract);
  return rows[0]!;
}

type Reader = Pick<Database, 'select'>;

export interface NewCheque {
  bank: string;
  chequeNo: string;
  drawerName: string;
  amount: string;
  dueDate: string;
  period: string | null;
  invoiceIds: string[];
  custody: Custodian;
  custodyNote: string | null;
  notes: string | null;
  photo: StoredDocument[];
  replacesId?: string | null;
}

/** Writes a cheque RECEIVED, its invoices and the first line of its timeline. */
export async function insertCheque(
  tx: Database,
  place: ChequePlace,
  cheque: NewCheque,
  actor: { actorId: string; nowMs: number; reason?: string | null },
): Promise<ChequeRow> {
  const at = new Date(actor.nowMs);
  const [row] = await tx
    .insert(c)
    .values({
      landlordId: place.landlordId,
      contractId: place.contractId,
      tenantId: place.tenantId,
      propertyId: place.propertyId,
      unitId: place.unitId,
      tenantName: place.tenantName,
      propertyName: place.propertyName,
      unitNo: place.unitNo,
      bank: cheque.bank,
      chequeNo: cheque.chequeNo,
      drawerName: cheque.drawerName,
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      period: cheque.period,
      custody: cheque.custody,
      custodyNote: cheque.custodyNote,
      notes: cheque.notes,
      photo: cheque.photo,
      replacesId: cheque.replacesId ?? null,
      createdBy: actor.actorId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const invoiceIds = [...new Set(cheque.invoiceIds)];
  if (invoiceIds.length > 0) {
    await tx
      .insert(chequeInvoices)
      .values(
        invoiceIds.map((invoiceId) => ({ chequeId: row!.id, invoiceId, landlordId: place.landlordId })),
      );
  }
  await tx.insert(chequeStatusHistory).values({
    chequeId: row!.id,
    landlordId: place.landlordId,
    fromState: null,
    toState: 'RECEIVED',
    reason: actor.reason ?? null,
    actorId: actor.actorId,
    createdAt: at,
  });
  await auditCheque(tx, 'cheque.create', actor.actorId, null, row!);
  return row!;
}

/** Takes in one cheque for invoices of one contract. */
export function createCheque(
  db: Database,
  scope: Scope,
  input: ChequeCreate,
  extra: { photo: StoredDocument[]; defaultCustody: Custodian; actorId: string; nowMs: number },
) {
  return db.transaction(async (tx) => {
    const place = await invoicesPlace(tx, scope, input.invoice_ids);
    return insertCheque(
      tx,
      place,
      {
        bank: input.bank,
        chequeNo: input.cheque_no,
        drawerName: input.drawer_name,
        amount: input.amount,
        dueDate: input.due_date,
        period: null,
        invoiceIds: input.invoice_ids,
        custody: input.custody ?? extra.defaultCustody,
        custodyNote: input.custody_note,
        notes: input.notes,
        photo: extra.photo,
      },
      extra,
    );
  });
}

/** The cheque row, locked until the transaction ends; 404 outside the caller's scope. */
export async function lockCheque(tx: Database, scope: Scope, id: string): Promise<ChequeRow> {
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.id, id), ...chequeScope(scope)))
    .for('update');
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** The paper's own details: they change only while the cheque is still held, not yet deposited. */
const PAPER_FIELDS = ['bank', 'cheque_no', 'drawer_name', 'amount', 'due_date', 'invoice_ids'] as const;

/**
 * Corrects a cheque. Custody and notes change at any time; the paper's details and its invoices
 * only while RECEIVED. `photo` replaces the photo when given; `keep_photo: false` removes it.
 */
export function updateCheque(
  db: Database,
  scope: Scope,
  id: string,
  input: ChequeUpdate,
  extra: { photo: StoredDocument[] | null; nowMs: number },
) {
  return db.transaction(async (tx) => {
    const row = await lockCheque(tx, scope, id);
    const touchesPaper =
      PAPER_FIELDS.some((f) => input[f] !== undefined) || extra.photo !== null || input.keep_photo === false;
    if (touchesPaper && row.state !== 'RECEIVED') throw new ConflictError(M.onlyWhileReceived);
    if (input.invoice_ids) {
      const place = await invoicesPlace(tx, scope, input.invoice_ids);
      if (place.contractId !== row.contractId) throw invalid('invoice_ids', M.invoicesOneContract);
      await tx.delete(chequeInvoices).where(eq(chequeInvoices.chequeId, row.id));
      await tx.insert(chequeInvoices).values(
        [...new Set(input.invoice_ids)].map((invoiceId) => ({
          chequeId: row.id,
          invoiceId,
          landlordId: row.landlordId,
        })),
      );
    }
    const photo = extra.photo ?? (input.keep_photo === false ? [] : row.photo);
    const [after] = await tx
      .update(c)
      .set({
        bank: input.bank ?? row.bank,
        chequeNo: input.cheque_no ?? row.chequeNo,
        drawerName: input.drawer_name ?? row.drawerName,
        amount: input.amount ?? row.amount,
        dueDate: input.due_date ?? row.dueDate,
        custody: input.custody ?? row.custody,
        custodyNote: input.custody_note !== undefined ? input.custody_note : row.custodyNote,
        notes: input.notes !== undefined ? input.notes : row.notes,
        photo,
        updatedAt: new Date(extra.nowMs),
      })
      .where(eq(c.id, row.id))
      .returning();
    await auditCheque(tx, 'cheque.update', undefined, row, after!);
    return after!;
  });
}
