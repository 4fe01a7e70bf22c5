import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { proposedChequeSchema } from '../../domain/chequeRecord';
import { CHEQUE_MESSAGES as M, type ChequeSchedule, type ScheduledCheque } from '../../domain/chequeSchemas';
import type { ChequeState, Custodian } from '../../domain/chequeStates';
import { ConflictError, InvalidInputError } from '../../domain/errors';
import { money, moneyText } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { chequeInvoices, cheques as c, invoices } from '../db/schema';
import { contractPlace, insertCheque, invoicesPlace } from './cheques';

/*
 * A contract's cheques in one step (issue 34 item 1): one per rent month, as the invoice generator
 * counts them (services/invoicing.ts: every month from the start's to the end's, due on the
 * contract's due day, never before the start). A month whose invoice is issued takes that invoice
 * and its balance; a later one the monthly rent and its month, linked to its invoice when it is
 * issued (at the latest when the cheque clears). Months that already have a live cheque, and
 * invoices already paid, are left out, so asking twice proposes nothing twice.
 */

export type ProposedCheque = z.infer<typeof proposedChequeSchema>;

/** Cheques that still pay, or paid, their month. */
const LIVE_STATES: ChequeState[] = ['RECEIVED', 'DEPOSITED', 'CLEARED'];

/** The first day of every month from `start`'s to `end`'s (YYYY-MM-01). */
function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(`${month}-01`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** The invoice generator's due date of a month: its due day, never before the contract's start. */
function dueDateOf(period: string, startDate: string, dueDay: number): string {
  const issue = period > startDate ? period : startDate;
  const onDueDay = `${period.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
  return issue > onDueDay ? issue : onDueDay;
}

/** first_number + i, as many digits as first_number at least: '000123' → '000124'. */
const nthNumber = (first: string, i: number) =>
  (BigInt(first) + BigInt(i)).toString().padStart(first.length, '0');

/** The proposal: what the panel shows editable before saving. */
export async function proposeSchedule(
  db: Database,
  scope: Scope,
  input: ChequeSchedule,
): Promise<ProposedCheque[]> {
  const contract = await contractPlace(db, scope, input.contract_id);
  const issued = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contract.contractId), ne(invoices.status, 'CANCELLED')));
  const byPeriod = new Map(issued.map((i) => [i.period, i]));
  const live = await db
    .select({ period: c.period, invoicePeriod: invoices.period })
    .from(c)
    .leftJoin(chequeInvoices, eq(chequeInvoices.chequeId, c.id))
    .leftJoin(invoices, eq(invoices.id, chequeInvoices.invoiceId))
    .where(and(eq(c.contractId, contract.contractId), inArray(c.state, LIVE_STATES)));
  const covered = new Set(live.flatMap((l) => [l.period, l.invoicePeriod].filter((p): p is string => !!p)));

  const proposed: ProposedCheque[] = [];
  // An imported lease's months before its first invoiced month were settled outside the product.
  const from =
    contract.invoicedFrom && contract.invoicedFrom > contract.startDate
      ? contract.invoicedFrom
      : contract.startDate;
  for (const period of monthsBetween(from, contract.endDate)) {
    if (covered.has(period)) continue;
    const invoice = byPeriod.get(period);
    const balance = invoice
      ? money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount)
      : null;
    if (balance && balance.lte(0)) continue;
    proposed.push({
      cheque_no: nthNumber(input.first_number, proposed.length),
      bank: input.bank,
      drawer_name: input.drawer_name ?? contract.tenantName,
      amount: balance ? moneyText(balance) : moneyText(contract.monthlyRent),
      due_date: invoice ? invoice.dueDate : dueDateOf(period, contract.startDate, contract.dueDay),
      period,
      invoice_ids: invoice ? [invoice.id] : [],
      invoice_no: invoice?.invoiceNo ?? null,
    });
  }
  if (proposed.length === 0) throw new ConflictError(M.noPeriods);
  return proposed;
}

const asScheduled = (p: ProposedCheque): ScheduledCheque => ({
  cheque_no: p.cheque_no,
  amount: p.amount,
  due_date: p.due_date,
  bank: p.bank,
  drawer_name: p.drawer_name,
  invoice_ids: p.invoice_ids,
  period: p.period,
});

/** Saves the schedule (the edited cheques given, or the proposal as it stands); answers their ids. */
export async function saveSchedule(
  db: Database,
  scope: Scope,
  input: ChequeSchedule,
  actor: { defaultCustody: Custodian; actorId: string; nowMs: number },
): Promise<string[]> {
  const list = input.cheques ?? (await proposeSchedule(db, scope, input)).map(asScheduled);
  return db.transaction(async (tx) => {
    const contract = await contractPlace(tx, scope, input.contract_id);
    const ids: string[] = [];
    for (const [i, cheque] of list.entries()) {
      if (cheque.invoice_ids.length > 0) {
        const place = await invoicesPlace(tx, scope, cheque.invoice_ids);
        if (place.contractId !== contract.contractId)
          throw new InvalidInputError(M.invoicesOneContract, [
            { loc: ['body', 'cheques', i, 'invoice_ids'], msg: M.invoicesOneContract, type: 'value_error' },
          ]);
      }
      const row = await insertCheque(
        tx,
        contract,
        {
          bank: cheque.bank ?? input.bank,
          chequeNo: cheque.cheque_no,
          drawerName: cheque.drawer_name ?? input.drawer_name ?? contract.tenantName,
          amount: cheque.amount,
          dueDate: cheque.due_date,
          period: cheque.period,
          invoiceIds: cheque.invoice_ids,
          custody: actor.defaultCustody,
          custodyNote: null,
          notes: null,
          photo: [],
        },
        actor,
      );
      ids.push(row.id);
    }
    return ids;
  });
}
