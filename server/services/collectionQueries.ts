import { sql, type SQL } from 'drizzle-orm';
import type { CollectionSort } from '../../domain/collectionSchemas';
import { LOCALES, type Locale } from '../../domain/displayLocale';
import type { StoredDocument } from '../../domain/documents';
import { moneyNumber } from '../../domain/money';
import type { Database } from '../db/client';
import { propertyNameSql, tenantNameSql } from '../db/localizedSql';
import { queryPlanned, queryRows } from '../db/rows';
import { withLinks } from '../storage/documents';
import { pendingSql } from './invoiceMoney';
import { statusOnSql } from './invoicing';
import { landlordSearchSql, searchUsesKeys } from './landlordSearch';
import type { CollectionListTotals, CollectionRow } from '../../domain/collectionSchemas';

type Executor = Pick<Database, 'execute'>;

/*
 * The collection report (issue 7 items 5 and 6): a landlord's non-cancelled invoices with what came
 * in and what is still owed. Every sortable column has a (landlord_id, column, invoice_no) index on
 * invoices carrying the id and status, so a page is an index-only walk; the unique invoice number
 * breaks ties. Without a search term the count and the cards are one row of landlord_billing_totals
 * (kept by triggers); with one, they are summed over the matches, in numeric so no fils is lost.
 * Attachments are gathered for the page's rows only. Statuses are read as of today (OVERDUE past the
 * due date) without writing first.
 */

const SORT_COLUMNS: Record<CollectionSort, SQL> = {
  invoice_no: sql`i.invoice_no`,
  tenant_name: sql`i.tenant_name`,
  payment_date: sql`i.last_payment_date`,
  rent: sql`i.total`,
};

/**
 * The names in each language, built once: this page is one of the API's hottest reads, and
 * building drizzle's statement objects on every call is a part of its server CPU worth saving
 * (issue 37 item 2). Nothing appends to a statement object, so sharing them is safe.
 */
const NAMES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      property: propertyNameSql(locale, sql`i.property_id`, sql`i.property_name`),
      tenant: tenantNameSql(locale, sql`i.tenant_id`, sql`i.tenant_name`),
    },
  ]),
) as Record<Locale, { property: SQL; tenant: SQL }>;

/**
 * Spec section 4: 'Received', else the pending kinds: one word per invoice status
 * (domain/invoiceStatus.ts), so a row says what the invoice's own status says. A PAID invoice
 * closed short is 'Received' like any PAID one (issue 31 item 11: it was 'Written off' here and
 * 'Paid' on INVOICES); the amount written off is its row's `written_off`.
 */
export const COLLECTION_STATUS_LABELS: Record<string, string> = {
  PAID: 'Received',
  PARTIALLY_PAID: 'Partially paid',
  UNPAID: 'Pending',
  OVERDUE: 'Overdue',
};

export interface CollectionFilter {
  landlordId: string;
  q?: string | undefined;
  /** The day statuses are read on (Kuwait time): an unpaid invoice past its due date is Overdue. */
  today: string;
  /** The reader's language: tenant and property names in it (issue 22 item 5); English by default. */
  locale?: Locale;
}

function whereOf(f: CollectionFilter): SQL {
  if (!f.q) return sql`i.landlord_id = ${f.landlordId} and i.status <> 'CANCELLED'`;
  // As the invoices_search_keys_idx expression (server/db/schema/billing.ts) spells it.
  const text = sql`(i.tenant_name || ' ' || i.invoice_no)`;
  return sql`${landlordSearchSql({ landlordColumn: sql`i.landlord_id`, text, lowerCased: false }, f.landlordId, f.q)}
    and i.status <> 'CANCELLED'`;
}

/**
 * One page of rows with their payments' attachments, each row carrying the totals of every match
 * (computed once). The inner query orders narrow (id, sort key, invoice number) tuples; only the
 * page's rows are read in full.
 */
export function collectionPageSql(
  f: CollectionFilter,
  sort: CollectionSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const key = SORT_COLUMNS[sort];
  const orderBy = (alias: SQL, column: SQL) =>
    sort === 'invoice_no'
      ? sql`${alias}.invoice_no ${direction}`
      : sql`${column} ${direction}, ${alias}.invoice_no ${direction}`;
  // A search reads its matches once (m), for the page's keys and the sums both.
  const once = Boolean(f.q);
  const keys = once
    ? sql`select i.id, i.sort_key, i.invoice_no from m i`
    : sql`select i.id, ${key} as sort_key, i.invoice_no from invoices i where ${whereOf(f)}`;
  const totals = once ? collectionTotalsSql(f, sql`m i`) : collectionTotalsSql(f);
  return sql`
    ${
      once
        ? sql`with m as materialized (
                select i.id, ${key} as sort_key, i.invoice_no, i.total, i.paid_amount, i.written_off_amount, i.status
                  from invoices i where ${whereOf(f)})`
        : sql``
    }
    select i.id as invoice_id, i.invoice_no,
           ${NAMES[f.locale ?? 'en'].property} as property_name, i.unit_no,
           ${NAMES[f.locale ?? 'en'].tenant} as tenant_name,
           to_char(i.last_payment_date, 'YYYY-MM-DD') as payment_date, i.total::text as rent,
           i.written_off_amount::text as written_off,
           ${statusOnSql(f.today)} as status,
           coalesce(docs.attachments, '[]'::jsonb) as attachments,
           (select to_jsonb(t) from (${totals}) t) as totals
      from (${keys}
             order by ${orderBy(sql`i`, once ? sql`i.sort_key` : key)}
             limit ${limit} offset ${offset}) k
      join invoices i on i.id = k.id
      left join lateral (
             select jsonb_agg(d.doc order by p.created_at, d.n) as attachments
               from payments p
               cross join lateral jsonb_array_elements(p.attachments) with ordinality as d(doc, n)
              where p.invoice_id = i.id) docs on true
     order by ${orderBy(sql`k`, sql`k.sort_key`)}`;
}

/**
 * Count and money totals over every row matching the search (not only the page): the landlord's
 * kept totals without a term, else summed over the matches the search index finds (or over
 * `matches`, rows already found, aliased `i`).
 */
export function collectionTotalsSql(f: CollectionFilter, matches?: SQL): SQL {
  const totals = f.q
    ? sql`select count(*)::int as total,
                 coalesce(sum(i.paid_amount), 0) as received_amount,
                 coalesce(sum(i.written_off_amount), 0) as written_off_amount,
                 coalesce(sum(${pendingSql('i')}), 0) as pending_amount
            from ${matches ?? sql`invoices i where ${whereOf(f)}`}`
    : sql`select coalesce(max(b.invoice_count), 0) as total,
                 coalesce(max(b.received_amount), 0) as received_amount,
                 coalesce(max(b.written_off_amount), 0) as written_off_amount,
                 coalesce(max(b.pending_amount), 0) as pending_amount
            from landlord_billing_totals b
           where b.landlord_id = ${f.landlordId}`;
  return sql`
    select t.total, t.received_amount::text, t.written_off_amount::text, t.pending_amount::text,
           (t.received_amount + t.written_off_amount + t.pending_amount)::text as total_collection
      from (${totals}) t`;
}

interface TotalsRow {
  total: number;
  received_amount: string;
  written_off_amount: string;
  pending_amount: string;
  total_collection: string;
}

interface PageRow {
  invoice_id: string;
  invoice_no: string;
  property_name: string;
  unit_no: string;
  tenant_name: string;
  payment_date: string | null;
  rent: string;
  written_off: string;
  status: string;
  attachments: StoredDocument[];
}

export async function listCollections(
  db: Executor,
  f: CollectionFilter,
  options: { sort: CollectionSort; order: 'asc' | 'desc'; page: number; pageSize: number },
  links: { secret: string; nowMs: number },
): Promise<{ items: CollectionRow[]; total: number; totals: CollectionListTotals }> {
  const offset = (options.page - 1) * options.pageSize;
  // One statement: the page's rows each carry the totals (computed once). A page past the end has
  // no row to carry them and asks on its own; an empty first page means nothing matches.
  // Planned once: one plan is good for any landlord, term, sort and page. Without a search, walk the
  // sort's (landlord, column, invoice number) index (migration 0010) index-only; with one, read the
  // GIN keys and sort the matches. A term without keys is planned for its values on each call.
  const run = !f.q || searchUsesKeys(f.q) ? queryPlanned : queryRows;
  const rows = await run<PageRow & { totals: TotalsRow }>(
    db,
    collectionPageSql(f, options.sort, options.order, options.pageSize, offset),
  );
  const sums: TotalsRow | undefined =
    rows[0]?.totals ?? (offset > 0 ? (await run<TotalsRow>(db, collectionTotalsSql(f)))[0] : undefined);
  return {
    items: rows.map((r) => ({
      invoice_id: r.invoice_id,
      invoice_no: r.invoice_no,
      property_name: r.property_name,
      unit_no: r.unit_no,
      tenant_name: r.tenant_name,
      payment_date: r.payment_date,
      rent: moneyNumber(r.rent),
      written_off: moneyNumber(r.written_off),
      status: COLLECTION_STATUS_LABELS[r.status] ?? r.status,
      attachments: withLinks(links.secret, links.nowMs, r.attachments ?? []).map((d) => ({
        name: d.name,
        url: d.url,
      })),
    })),
    total: Number(sums?.total ?? 0),
    totals: {
      total_collection: moneyNumber(sums?.total_collection ?? '0'),
      received_amount: moneyNumber(sums?.received_amount ?? '0'),
      written_off_amount: moneyNumber(sums?.written_off_amount ?? '0'),
      pending_amount: moneyNumber(sums?.pending_amount ?? '0'),
    },
  };
}
