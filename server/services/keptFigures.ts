import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';

/*
 * The check of the kept dashboard figures (issue 37 item 1): every kept row against what the rows
 * it follows add up to now (the `*_recomputed` views of migration 0044, the same definitions the
 * backfill used), and the repair that counts them all afresh. The triggers keep them exact in the
 * transaction of every write; this is how an operator (`npm run figures:check`) or a test proves it.
 * Kept rows of a landlord that no longer exists are left out: nothing reads them.
 */

/** One kept figure that is not what its rows add up to. */
export interface KeptFigureDifference {
  table: string;
  landlord_id: string;
  property_id: string;
  /**
   * What the row is kept for besides its property: a month (YYYY-MM), a due day and tenant
   * ('YYYY-MM-DD tenant <id>'), a status; '' for deposits.
   */
  key: string;
  figure: string;
  kept: string;
  recomputed: string;
}

interface KeptTable {
  table: string;
  /** The columns that, with landlord and property, name a row. */
  key: string[];
  /** Those columns as the difference's `key`, from the kept (k) or the recomputed (v) row. */
  keyText: (k: SQL, v: SQL) => SQL;
  figures: string[];
}

const KEPT_TABLES: KeptTable[] = [
  {
    table: 'kept_month_figures',
    key: ['month'],
    keyText: (k, v) => sql`to_char(coalesce(${k}.month, ${v}.month), 'YYYY-MM')`,
    figures: ['invoices', 'expected', 'collected', 'written_off', 'outstanding', 'cash_received', 'refunded'],
  },
  {
    table: 'kept_owed_days',
    key: ['due_date', 'tenant_id'],
    keyText: (k, v) =>
      sql`to_char(coalesce(${k}.due_date, ${v}.due_date), 'YYYY-MM-DD') || ' tenant ' || coalesce(${k}.tenant_id, ${v}.tenant_id)`,
    figures: ['owed', 'invoices'],
  },
  {
    table: 'kept_maintenance_figures',
    key: ['status'],
    keyText: (k, v) => sql`coalesce(${k}.status, ${v}.status)`,
    figures: ['requests', 'completed', 'completion_seconds'],
  },
  { table: 'kept_deposits_held', key: [], keyText: () => sql`''`, figures: ['held'] },
];

function differencesSql(t: KeptTable, landlordId: string | null): SQL {
  const only = landlordId ? sql`where landlord_id = ${landlordId}` : sql``;
  const keyJoin = t.key.map((c) => sql` and k.${sql.raw(c)} = v.${sql.raw(c)}`);
  const keyValue = t.keyText(sql.raw('k'), sql.raw('v'));
  // Numeric beside numeric: an int count and a money sum compare by value, and print as stored.
  const pairs = t.figures.map(
    (f) => sql`(${f}, coalesce(k.${sql.raw(f)}, 0)::numeric, coalesce(v.${sql.raw(f)}, 0)::numeric)`,
  );
  return sql`select ${t.table} as table, coalesce(k.landlord_id, v.landlord_id) as landlord_id,
                    coalesce(k.property_id, v.property_id) as property_id, ${keyValue} as key,
                    f.figure, f.kept::text as kept, f.recomputed::text as recomputed
               from (select * from ${sql.raw(t.table)} ${only}) k
               full join (select * from ${sql.raw(`${t.table}_recomputed`)} ${only}) v
                 on k.landlord_id = v.landlord_id and k.property_id = v.property_id${sql.join(keyJoin, sql``)}
              cross join lateral (values ${sql.join(pairs, sql`, `)}) as f(figure, kept, recomputed)
              where f.kept <> f.recomputed
                and exists (select 1 from users u where u.id = coalesce(k.landlord_id, v.landlord_id))`;
}

/** Every kept figure (of one landlord, or of all) that differs from its recount, in a stable order. */
export async function checkKeptFigures(
  db: Pick<Database, 'execute'>,
  landlordId: string | null = null,
): Promise<KeptFigureDifference[]> {
  return queryRows<KeptFigureDifference>(
    db,
    sql`select * from (${sql.join(
      KEPT_TABLES.map((t) => sql`(${differencesSql(t, landlordId)})`),
      sql` union all `,
    )}) d order by d.table, d.landlord_id, d.property_id, d.key, d.figure`,
  );
}

/**
 * Counts every kept figure afresh (migration 0044's kept_figures_recount), with the followed tables
 * locked against writes so that no write's share lands between the recount and its commit.
 */
export async function repairKeptFigures(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table invoices, receipts, payment_refunds, maintenance_requests, deposits in share mode`,
    );
    await tx.execute(sql`select kept_figures_recount()`);
  });
}

/** One difference as the operator command prints it. */
export const describeDifference = (d: KeptFigureDifference): string =>
  `${d.table} landlord ${d.landlord_id} property ${d.property_id}${d.key ? ` ${d.key}` : ''}: ` +
  `${d.figure} kept ${d.kept}, recomputed ${d.recomputed}`;
