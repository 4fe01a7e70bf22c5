import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoiceItems, invoices, noticeSends } from '../db/schema';
import { queryRows } from '../db/rows';
import { recordAudits } from './auditTrail';

type Executor = Pick<Database, 'execute'>;

/**
 * Invoice generation (issue 6 item 1). Every approved contract owes one rent invoice per calendar
 * month it covers, issued on the first day of that month it is in force. Generation is idempotent:
 * a per-landlord advisory lock keeps concurrent runs from numbering the same invoice twice, and the
 * unique index on (contract_id, period) is the guarantee if anything else ever inserts.
 */

/**
 * Allocates `count` consecutive numbers such as INV-2026-000123 (MR for maintenance requests); the
 * counter row is locked until commit.
 */
export async function allocateNumbers(
  tx: Executor,
  landlordId: string,
  /** Invoices, receipts, maintenance requests, credit notes (online payment refunds). */
  kind: 'INV' | 'RCT' | 'MR' | 'CRN',
  year: number,
  count: number,
): Promise<string[]> {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`insert into document_counters (landlord_id, kind, year, last_value)
        values (${landlordId}, ${kind}, ${year}, ${count})
        on conflict (landlord_id, kind, year)
        do update set last_value = document_counters.last_value + ${count}
        returning last_value`,
  );
  const first = Number(row!.last_value) - count + 1;
  return Array.from({ length: count }, (_, i) => `${kind}-${year}-${String(first + i).padStart(6, '0')}`);
}

interface MissingInvoice {
  contract_id: string;
  landlord_id: string;
  tenant_id: string;
  unit_id: string;
  property_id: string;
  tenant_name: string;
  property_name: string;
  unit_no: string;
  monthly_rent: string;
  period: string;
  issue_date: string;
  due_date: string;
}

/**
 * Contract months up to today's month that have no invoice yet (a terminated contract stops at its
 * end; an imported one starts at its `invoiced_from` month).
 */
const missingInvoices = (db: Executor, landlordId: string | null, today: string, contractId?: string) =>
  queryRows<MissingInvoice>(
    db,
    sql`select c.id as contract_id, c.landlord_id, c.tenant_id, c.unit_id, u.property_id,
               trim(t.first_name || ' ' || t.last_name) as tenant_name, p.name as property_name, u.unit_no,
               c.monthly_rent::text as monthly_rent,
               to_char(m.period, 'YYYY-MM-DD') as period,
               to_char(greatest(m.period::date, c.start_date), 'YYYY-MM-DD') as issue_date,
               to_char(greatest(greatest(m.period::date, c.start_date), m.period::date + (c.payment_due_day - 1)),
                       'YYYY-MM-DD') as due_date
          from contracts c
          join property_units u on u.id = c.unit_id
          join properties p on p.id = u.property_id
          join users t on t.id = c.tenant_id
          cross join lateral generate_series(
                 -- An imported running lease is invoiced from its invoiced_from month on.
                 date_trunc('month', greatest(c.start_date, coalesce(c.invoiced_from, c.start_date))),
                 date_trunc('month', least(c.end_date, ${today}::date,
                   case when c.status = 'terminated' then coalesce(c.terminated_at::date, c.end_date) else c.end_date end)),
                 interval '1 month') as m(period)
         where (c.status = 'approved' or (c.status = 'terminated' and c.terminated_at is not null))
           and c.start_date <= ${today}::date
           and ${landlordId ? sql`c.landlord_id = ${landlordId}` : sql`true`}
           and ${contractId ? sql`c.id = ${contractId}` : sql`true`}
           and not exists (select 1 from invoices i where i.contract_id = c.id and i.period = m.period::date)
         order by m.period, p.name, u.unit_no`,
  );

/**
 * Issues the missing invoices of one landlord in one transaction; returns the new invoices' ids.
 * With `notify`, each one not yet past its due date gets its "invoice issued" notice pending in
 * the same transaction (services/invoiceIssuedNotices.ts sends it after the commit). A month
 * billed late (a contract approved with a past start) is not announced: its reminders say it.
 */
async function generateForLandlord(
  db: Database,
  landlordId: string,
  today: string,
  contractId?: string,
  notify = false,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoices:${landlordId}`}, 0))`);
    const missing = await missingInvoices(tx, landlordId, today, contractId);
    if (missing.length === 0) return [];
    const numbers = new Map<string, string>();
    const byYear = new Map<number, MissingInvoice[]>();
    for (const m of missing) {
      const year = Number(m.issue_date.slice(0, 4));
      byYear.set(year, [...(byYear.get(year) ?? []), m]);
    }
    for (const [year, rows] of byYear) {
      const allocated = await allocateNumbers(tx, landlordId, 'INV', year, rows.length);
      rows.forEach((row, i) => numbers.set(`${row.contract_id}:${row.period}`, allocated[i]!));
    }
    const created: string[] = [];
    for (let start = 0; start < missing.length; start += 500) {
      const chunk = missing.slice(start, start + 500);
      const inserted = await tx
        .insert(invoices)
        .values(
          chunk.map((m) => ({
            landlordId: m.landlord_id,
            contractId: m.contract_id,
            tenantId: m.tenant_id,
            unitId: m.unit_id,
            propertyId: m.property_id,
            invoiceNo: numbers.get(`${m.contract_id}:${m.period}`)!,
            period: m.period,
            issueDate: m.issue_date,
            dueDate: m.due_date,
            total: m.monthly_rent,
            tenantName: m.tenant_name,
            propertyName: m.property_name,
            unitNo: m.unit_no,
          })),
        )
        .onConflictDoNothing({ target: [invoices.contractId, invoices.period] })
        .returning({
          id: invoices.id,
          period: invoices.period,
          total: invoices.total,
          invoiceNo: invoices.invoiceNo,
          dueDate: invoices.dueDate,
        });
      // Each issued invoice is a change to money (issue 36 item 4): one audit row, same transaction.
      await recordAudits(
        tx,
        inserted.map((row) => ({
          landlordId,
          action: 'invoice.create',
          entity: 'invoice',
          entityId: row.id,
          after: { invoiceNo: row.invoiceNo, period: row.period, dueDate: row.dueDate, total: row.total },
        })),
      );
      if (inserted.length > 0) {
        await tx.insert(invoiceItems).values(
          inserted.map((row) => ({
            landlordId,
            invoiceId: row.id,
            kind: 'rent',
            description: `Rent for ${monthLabel(row.period)}`,
            amount: row.total,
          })),
        );
      }
      created.push(...inserted.map((row) => row.id));
      const announced = notify ? inserted.filter((row) => row.dueDate >= today) : [];
      if (announced.length > 0) {
        await tx
          .insert(noticeSends)
          .values(announced.map((row) => ({ landlordId, subjectId: row.id, template: 'invoiceIssued' })))
          .onConflictDoNothing();
      }
    }
    await refreshInvoiceStatuses(tx, landlordId, today);
    return created;
  });
}

/** 'November 2026' for the period 2026-11-01. */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Issues every invoice that is due by `today`: for one landlord, one contract, or (the scheduled job)
 * every landlord. Safe to run any number of times, concurrently.
 */
export async function generateInvoices(
  db: Database,
  options: { today: string; landlordId?: string | null; contractId?: string },
): Promise<number> {
  return (await issueInvoices(db, options)).length;
}

/**
 * generateInvoices, answering the new invoices' ids. `notify` (the invoice job, the landlord's
 * "generate" and a contract's approval; never the demo seed) leaves each new invoice's "invoice
 * issued" notice pending for sendInvoiceIssuedNotices, to run after this commits.
 */
export async function issueInvoices(
  db: Database,
  options: { today: string; landlordId?: string | null; contractId?: string; notify?: boolean },
): Promise<string[]> {
  const landlordIds = options.landlordId
    ? [options.landlordId]
    : (
        await queryRows<{ landlord_id: string }>(
          db,
          sql`select distinct landlord_id from contracts where status in ('approved', 'terminated')`,
        )
      ).map((r) => r.landlord_id);
  const created: string[] = [];
  for (const landlordId of landlordIds) {
    created.push(
      ...(await generateForLandlord(db, landlordId, options.today, options.contractId, options.notify)),
    );
  }
  return created;
}

/**
 * Overdue without waiting for the job: an unpaid or partly paid invoice past its due date is
 * OVERDUE. One indexed statement, run before invoices are read and by the scheduled job.
 */
export async function refreshInvoiceStatuses(db: Executor, landlordId: string | null, today: string) {
  await db.execute(sql`
    update invoices set status = 'OVERDUE', updated_at = now()
     where status in ('UNPAID', 'PARTIALLY_PAID') and due_date < ${today}::date
       and ${landlordId ? sql`landlord_id = ${landlordId}` : sql`true`}`);
}

/**
 * An invoice's status as of `today`, as SQL over the invoices row (alias `i`): what
 * refreshInvoiceStatuses would store, computed on read. The lists read with it instead of writing
 * first, so a read takes no row locks and writes no WAL; the job still stores it hourly.
 */
export const statusOnSql = (today: string) => sql`
  case when i.status in ('UNPAID', 'PARTIALLY_PAID') and i.due_date < ${today}::date then 'OVERDUE'
       else i.status end`;

/**
 * The status an invoice's money and dates give it, as SQL over the invoices row (alias `i`):
 * used after every payment, update or added charge. An invoice is PAID once payments and its
 * write-off (a short payment marked as paid, issue 16 item 1) cover the total; a charge added
 * after that is owed again.
 */
export const derivedStatusSql = (today: string) => sql`
  case when i.status = 'CANCELLED' then 'CANCELLED'
       when i.paid_amount + i.written_off_amount >= i.total then 'PAID'
       when i.due_date < ${today}::date then 'OVERDUE'
       when i.paid_amount > 0 then 'PARTIALLY_PAID'
       else 'UNPAID' end`;
