import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../domain/displayLocale';
import type { StoredDocument } from '../../domain/documents';
import {
  MANUAL_PAYMENT_MESSAGES,
  type ManualPaymentRecord,
  type PaymentMethod,
} from '../../domain/manualPaymentSchemas';
import { formatKwd, moneyNumber } from '../../domain/money';
import type { Database } from '../db/client';
import { tenantNameSql } from '../db/localizedSql';
import { queryPlanned, queryRows } from '../db/rows';
import { ForbiddenError, InvalidInputError } from '../../domain/errors';
import { withLinks } from '../storage/documents';
import { pendingSql } from './invoiceMoney';
import { statusOnSql } from './invoicing';
import { containsPattern, lowerContainsPattern } from '../db/likePattern';
import { landlordSearchSql, searchUsesKeys } from './landlordSearch';
import { todayInKuwait } from './occupancy';
import { onlineOfPaymentSql, toPaymentOnline, type OnlineRow } from './refundQueries';

type Executor = Pick<Database, 'execute'>;

/*
 * The manual-payments list (issue 7 items 3 and 6). Sized for a landlord with 10,000 payments in a
 * table of a million: the page is read in the order of payments_landlord_created_idx
 * (landlord_id, created_at desc nulls last, id desc nulls last) — the ORDER BY spells the index's
 * null ordering so PostgreSQL walks it instead of sorting — the search goes through the landlord's
 * own trigram keys (payments_search_keys_idx), only the page's rows join their invoice and landlord,
 * and the unfiltered count is the landlord's kept payment count (landlord_billing_totals).
 */

export interface PaymentListFilter {
  /** null only for a platform admin: every landlord's payments (or one payment by id). */
  landlordId: string | null;
  /** A manager limited to chosen properties sees the payments of those properties' invoices. */
  propertyIds: string[] | null;
  q?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  id?: string;
  /** The reader's language: the tenant's name in it (issue 22 item 5); English by default. */
  locale?: Locale;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function whereOf(f: PaymentListFilter): SQL {
  const parts: SQL[] = [];
  // search_text is stored lower-cased: LIKE with a lower-cased pattern answers as ILIKE would,
  // without folding the case of every row. A landlord's search tests the landlord itself.
  if (f.landlordId && f.q) {
    parts.push(
      landlordSearchSql(
        { landlordColumn: sql`p.landlord_id`, text: sql`p.search_text`, lowerCased: true },
        f.landlordId,
        f.q,
      ),
    );
  } else if (f.landlordId) parts.push(sql`p.landlord_id = ${f.landlordId}`);
  else if (f.q) parts.push(sql`p.search_text like ${lowerContainsPattern(f.q)}`);
  if (f.id) parts.push(sql`p.id = ${f.id}`);
  if (f.dateFrom) parts.push(sql`p.payment_date >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`p.payment_date <= ${f.dateTo}::date`);
  if (f.propertyIds) {
    parts.push(
      sql`p.invoice_id in (select pi.id from invoices pi
                            where pi.landlord_id = p.landlord_id and pi.property_id in (${uuidList(f.propertyIds)}))`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

interface PaymentListRow {
  id: string;
  invoice_id: string;
  invoice_no: string;
  amount: string;
  currency: string;
  method: string | null;
  attachments: StoredDocument[];
  created_at: string;
  deposit_date: string | null;
  deposit_reference: string | null;
  notes: string | null;
  tenant_name: string;
  invoice_status: string;
  landlord_id: string;
  landlord_name: string;
  online: OnlineRow | null;
}

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/*
 * The page's columns that are the same on every call, built once: the list's page is the API's
 * hottest read, and building drizzle's statement objects was about a twentieth of its server CPU
 * (issue 37 item 2). Nothing appends to a statement object, so sharing them is safe.
 */
const CREATED_AT_ISO = ISO(sql`p.created_at`);
const DEPOSIT_DATE_ISO = ISO(sql`p.deposit_date`);
const ONLINE_OF_PAYMENT = onlineOfPaymentSql(sql`p.id`);
const TENANT_NAME = {
  en: tenantNameSql('en', sql`i.tenant_id`, sql`i.tenant_name`),
  ar: tenantNameSql('ar', sql`i.tenant_id`, sql`i.tenant_name`),
} satisfies Record<Locale, SQL>;

/**
 * The page of payments, newest first; one statement. The inner query picks the page's ids from
 * narrow (created_at, id) tuples, so a deep page sorts or skips keys, not whole rows; only the
 * page's ten rows are then read in full and joined to their invoice and landlord. With `withTotal`
 * every row also carries the count of all matching payments (computed once): one round trip.
 */
export function paymentPageSql(
  f: PaymentListFilter,
  limit: number,
  offset: number,
  today: string,
  withTotal = false,
): SQL {
  // A search with its total reads its matches once (m), for the page's keys and the count both.
  const once = withTotal && Boolean(f.q);
  const keys = once
    ? sql`select p.id, p.created_at from m p`
    : sql`select p.id, p.created_at from payments p where ${whereOf(f)}`;
  const total = once ? sql`(select count(*)::int from m)` : sql`(${paymentCountSql(f)})`;
  return sql`
    ${once ? sql`with m as materialized (select p.id, p.created_at from payments p where ${whereOf(f)})` : sql``}
    select p.id, p.invoice_id, p.invoice_no, p.amount::text as amount, p.currency, p.method, p.attachments,
           ${CREATED_AT_ISO} as created_at, ${DEPOSIT_DATE_ISO} as deposit_date,
           p.deposit_reference, p.notes,
           ${TENANT_NAME[f.locale ?? 'en']} as tenant_name, ${statusOnSql(today)} as invoice_status,
           p.landlord_id, trim(l.first_name || ' ' || l.last_name) as landlord_name,
           ${ONLINE_OF_PAYMENT} as online
           ${withTotal ? sql`, ${total} as total` : sql``}
      from (${keys}
             order by p.created_at desc nulls last, p.id desc nulls last
             limit ${limit} offset ${offset}) k
      join payments p on p.id = k.id
      join invoices i on i.id = p.invoice_id
      join users l on l.id = p.landlord_id
     order by k.created_at desc nulls last, k.id desc nulls last`;
}

/**
 * How many payments match, for `total`: when only the landlord and dates filter, from the kept
 * counts (the landlord's total, or a sum over its days in the range); else counted.
 */
export function paymentCountSql(f: PaymentListFilter): SQL {
  if (!f.landlordId || f.q || f.propertyIds || f.id) {
    return sql`select count(*)::int as total from payments p where ${whereOf(f)}`;
  }
  if (!f.dateFrom && !f.dateTo) {
    return sql`select coalesce(max(b.payment_count), 0)::int as total
                 from landlord_billing_totals b where b.landlord_id = ${f.landlordId}`;
  }
  const days: SQL[] = [sql`d.landlord_id = ${f.landlordId}`];
  if (f.dateFrom) days.push(sql`d.day >= ${f.dateFrom}::date`);
  if (f.dateTo) days.push(sql`d.day <= ${f.dateTo}::date`);
  return sql`select coalesce(sum(d.payment_count), 0)::int as total
               from landlord_payment_days d where ${sql.join(days, sql` and `)}`;
}

export const toManualPaymentRecord = (
  row: PaymentListRow,
  secret: string,
  nowMs: number,
): ManualPaymentRecord => ({
  id: row.id,
  invoice_no: row.invoice_no,
  landlord_name: row.landlord_name,
  amount: moneyNumber(row.amount),
  method: row.method as PaymentMethod | null,
  docs: {
    attachments: withLinks(secret, nowMs, row.attachments ?? []).map((d) => ({ name: d.name, url: d.url })),
  },
  created_at: row.created_at,
  deposit_date: row.deposit_date,
  deposit_reference: row.deposit_reference,
  notes: row.notes,
  invoice_id: row.invoice_id,
  currency: 'KWD',
  tenant_name: row.tenant_name,
  invoice_status: row.invoice_status,
  landlord_id: row.landlord_id,
  online: toPaymentOnline(row.online),
});

/**
 * A page of the list and the total, in one statement. Only a page past the end (no rows
 * to carry the total) asks for the count on its own; an empty first page means none match.
 */
export async function listManualPayments(
  db: Executor,
  f: PaymentListFilter,
  page: { page: number; pageSize: number },
  links: { secret: string; nowMs: number },
): Promise<{ items: ManualPaymentRecord[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  // The list, with or without a date range, has one good plan whatever the landlord, range or page
  // (walk the landlord's created-at index newest first, the date read from it; the count from the
  // kept days), so it is planned once; so is a landlord's search through the keys (the GIN index
  // alone). A term without keys, or a manager's property list (its length varies), is planned for
  // its values on each call. A platform admin without a landlord reads every landlord's (its own plan).
  const run = f.propertyIds || (f.q && !searchUsesKeys(f.q)) ? queryRows : queryPlanned;
  const rows = await run<PaymentListRow & { total: number }>(
    db,
    paymentPageSql(f, page.pageSize, offset, todayInKuwait(links.nowMs), true),
  );
  const total =
    rows[0]?.total ??
    (offset > 0 ? ((await run<{ total: number }>(db, paymentCountSql(f)))[0]?.total ?? 0) : 0);
  return {
    items: rows.map((r) => toManualPaymentRecord(r, links.secret, links.nowMs)),
    total: Number(total),
  };
}

/** One payment in the list's shape, or undefined when the caller may not see it. */
export async function findManualPayment(
  db: Executor,
  scope: { landlordId: string | null; propertyIds: string[] | null },
  id: string,
  links: { secret: string; nowMs: number },
  locale: Locale = 'en',
): Promise<ManualPaymentRecord | undefined> {
  const [row] = await queryRows<PaymentListRow>(
    db,
    paymentPageSql({ ...scope, id, locale }, 1, 0, todayInKuwait(links.nowMs)),
  );
  return row ? toManualPaymentRecord(row, links.secret, links.nowMs) : undefined;
}

/** The invoice lookups of the payment dialogs (`{ id, name }`, at most 50). */
export async function invoiceLookup(
  db: Executor,
  f: {
    landlordId: string;
    propertyIds: string[] | null;
    q?: string | undefined;
    id?: string | undefined;
    unpaidOnly: boolean;
  },
): Promise<{ id: string; name: string }[]> {
  const parts: SQL[] = [sql`i.landlord_id = ${f.landlordId}`];
  if (f.unpaidOnly) parts.push(sql`i.status in ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE')`);
  if (f.id) parts.push(sql`i.id = ${f.id}`);
  if (f.q) {
    const like = containsPattern(f.q);
    parts.push(
      sql`(i.invoice_no ilike ${like} or i.tenant_name ilike ${like} or i.property_name ilike ${like})`,
    );
  }
  if (f.propertyIds) {
    parts.push(sql`i.property_id in (${uuidList(f.propertyIds)})`);
  }
  // The oldest debt first for the add dialog; the newest invoice first for the update dialog's lookup.
  const order = f.unpaidOnly ? sql`i.due_date, i.invoice_no` : sql`i.invoice_no desc`;
  const rows = await queryRows<{
    id: string;
    invoice_no: string;
    tenant_name: string;
    property_name: string;
    unit_no: string;
    balance: string;
  }>(
    db,
    sql`select i.id, i.invoice_no, i.tenant_name, i.property_name, i.unit_no,
               (case when i.status = 'CANCELLED' then 0 else ${pendingSql('i')} end)::text as balance
          from invoices i
         where ${sql.join(parts, sql` and `)}
         order by ${order}
         limit 50`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: `${r.invoice_no} — ${r.tenant_name} — ${r.property_name} / ${r.unit_no} — balance ${formatKwd(r.balance)}`,
  }));
}

/**
 * The landlord whose payments a call reads: the caller's own (a given id must be that one: 403),
 * or for a platform admin the one it names (required: 422).
 */
export function landlordInScope(
  scope: { landlordId: string | null },
  requested: string | undefined,
  field: string,
  missingMessage: string,
): string {
  if (scope.landlordId) {
    if (requested && requested !== scope.landlordId)
      throw new ForbiddenError(MANUAL_PAYMENT_MESSAGES.foreignLandlord);
    return scope.landlordId;
  }
  if (!requested) {
    throw new InvalidInputError(missingMessage, [
      { loc: ['querystring', field], msg: missingMessage, type: 'missing' },
    ]);
  }
  return requested;
}

/** The invoice a new payment goes to, if the caller may pay into it. */
export async function findPayableInvoice(
  db: Executor,
  f: { landlordId: string | null; propertyIds: string[] | null; id: string },
): Promise<{ id: string; landlord_id: string } | undefined> {
  const [row] = await queryRows<{ id: string; landlord_id: string }>(
    db,
    sql`select i.id, i.landlord_id from invoices i
         where i.id = ${f.id}
           and ${f.landlordId ? sql`i.landlord_id = ${f.landlordId}` : sql`true`}
           and ${f.propertyIds ? sql`i.property_id in (${uuidList(f.propertyIds)})` : sql`true`}`,
  );
  return row;
}

/** A payment's stored attachments (keys included), for the update's keep/remove choice. */
export async function paymentAttachments(db: Executor, paymentId: string): Promise<StoredDocument[]> {
  const [row] = await queryRows<{ attachments: StoredDocument[] }>(
    db,
    sql`select attachments from payments where id = ${paymentId}`,
  );
  return row?.attachments ?? [];
}
