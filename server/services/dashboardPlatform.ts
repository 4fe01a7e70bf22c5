import { sql } from 'drizzle-orm';
import { percentOf } from '../../domain/dashboardFigures';
import { LANDLORD_APPROVAL_LINK, type PlatformFigures } from '../../domain/dashboardPeopleSchemas';
import { kuwaitFrame } from '../../domain/kuwaitCalendar';
import { CURRENCY } from '../../domain/money';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { moneyTextSql } from './dashboardScope';
import { refundDaySql } from './refundQueries';

type Executor = Pick<Database, 'execute'>;

/*
 * The super admin's dashboard (issue 19 item 4), one statement of counts and sums across every
 * landlord. This month's money uses the landlord dashboard's definitions (invoices due this month,
 * not cancelled; cash by payment day) over the whole platform, summed from the month's kept rows
 * of every landlord (kept_month_figures, issue 37 item 1). The refunds stay summed from their own
 * rows: every refund of the platform counts, whether or not its payment has a receipt.
 * Subscriptions by plan stay empty until plans exist (no plans table yet).
 */

interface PlatformRow {
  active: number;
  awaiting: number;
  properties: number;
  units: number;
  tenants: number;
  invoices: number;
  expected: string;
  collected: string;
  written_off: string;
  outstanding: string;
  cash: string;
  refunded: string;
  tickets: number;
}

/**
 * Measured on the bench database (1,000 landlords, 1,000,000 invoices): the statement runs in
 * ~90 ms, but its estimate (a thousand index walks) passes jit_above_cost and PostgreSQL spent
 * ~450 ms compiling it first. JIT is turned off for this one read-only transaction.
 */
export function platformFigures(db: Database, nowMs: number): Promise<PlatformFigures> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return readPlatformFigures(tx, nowMs);
  });
}

async function readPlatformFigures(db: Executor, nowMs: number): Promise<PlatformFigures> {
  const { today, month, monthFirst, monthLast } = kuwaitFrame(nowMs);
  const [row] = await queryRows<PlatformRow>(
    db,
    // The kept rows are keyed (landlord, month, property): one short range per landlord.
    sql`with landlords as (select u.id from users u join roles lr on lr.id = u.role_id where lr.key = 'landlord')
        select l.active, l.awaiting,
               (select count(*)::int from properties) as properties,
               (select count(*)::int from property_units) as units,
               (select count(*)::int from users t join roles tr on tr.id = t.role_id
                 where tr.key = 'user' and t.status = 'active') as tenants,
               m.invoices, m.expected, m.collected, m.written_off, m.outstanding,
               m.cash,
               (select ${moneyTextSql(sql`sum(f.amount)`)} from payment_refunds f
                 where ${refundDaySql('f')} between ${monthFirst}::date and ${monthLast}::date) as refunded,
               (select count(*)::int from support_tickets s where s.status in ('OPEN', 'IN_PROGRESS')) as tickets
          from (select count(*) filter (where u.status = 'active')::int as active,
                       count(*) filter (where u.status = 'pending')::int as awaiting
                  from users u join roles lr on lr.id = u.role_id where lr.key = 'landlord') l,
               (select coalesce(sum(k.invoices), 0)::int as invoices,
                       ${moneyTextSql(sql`sum(k.expected)`)} as expected,
                       ${moneyTextSql(sql`sum(k.collected)`)} as collected,
                       ${moneyTextSql(sql`sum(k.written_off)`)} as written_off,
                       ${moneyTextSql(sql`sum(k.outstanding)`)} as outstanding,
                       ${moneyTextSql(sql`sum(k.cash_received)`)} as cash
                  from landlords l
                  join kept_month_figures k on k.landlord_id = l.id and k.month = ${monthFirst}::date) m`,
  );
  const r = row!;
  return {
    today,
    currency: CURRENCY,
    landlords: { active: r.active, awaiting_approval: r.awaiting, approve_link: LANDLORD_APPROVAL_LINK },
    properties: r.properties,
    units: r.units,
    tenants: r.tenants,
    this_month: {
      month,
      invoices: r.invoices,
      expected: r.expected,
      collected: r.collected,
      written_off: r.written_off,
      outstanding: r.outstanding,
      cash_received: r.cash,
      refunded: r.refunded,
      collection_percent: percentOf(r.collected, r.expected),
    },
    open_support_tickets: r.tickets,
    subscriptions_by_plan: [],
  };
}
