import { sql } from 'drizzle-orm';
import { percentOf } from '../../domain/dashboardFigures';
import { LANDLORD_APPROVAL_LINK, type PlatformFigures } from '../../domain/dashboardPeopleSchemas';
import { kuwaitFrame } from '../../domain/kuwaitCalendar';
import { CURRENCY } from '../../domain/money';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { pendingSql } from './invoiceMoney';
import { LIVE_INVOICE_STATUSES, moneyTextSql } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The super admin's dashboard (issue 19 item 4), one statement of counts and sums across every
 * landlord. This month's money uses the landlord dashboard's definitions (invoices due this month,
 * not cancelled; cash by payment day) over the whole platform. Subscriptions by plan stay empty
 * until plans exist (no plans table yet).
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
  tickets: number;
}

export async function platformFigures(db: Executor, nowMs: number): Promise<PlatformFigures> {
  const { today, month, monthFirst, monthLast } = kuwaitFrame(nowMs);
  const [row] = await queryRows<PlatformRow>(
    db,
    sql`select l.active, l.awaiting,
               (select count(*)::int from properties) as properties,
               (select count(*)::int from property_units) as units,
               (select count(*)::int from users t join roles tr on tr.id = t.role_id
                 where tr.key = 'user' and t.status = 'active') as tenants,
               m.invoices, m.expected, m.collected, m.written_off, m.outstanding,
               (select ${moneyTextSql(sql`sum(r.amount)`)} from receipts r
                 where r.received_on between ${monthFirst}::date and ${monthLast}::date) as cash,
               (select count(*)::int from support_tickets s where s.status in ('OPEN', 'IN_PROGRESS')) as tickets
          from (select count(*) filter (where u.status = 'active')::int as active,
                       count(*) filter (where u.status = 'pending')::int as awaiting
                  from users u join roles lr on lr.id = u.role_id where lr.key = 'landlord') l,
               (select count(*)::int as invoices,
                       ${moneyTextSql(sql`sum(i.total)`)} as expected,
                       ${moneyTextSql(sql`sum(i.paid_amount)`)} as collected,
                       ${moneyTextSql(sql`sum(i.written_off_amount)`)} as written_off,
                       ${moneyTextSql(sql`sum(${pendingSql('i')})`)} as outstanding
                  from invoices i
                 where i.status in ${LIVE_INVOICE_STATUSES}
                   and i.due_date between ${monthFirst}::date and ${monthLast}::date) m`,
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
      collection_percent: percentOf(r.collected, r.expected),
    },
    open_support_tickets: r.tickets,
    subscriptions_by_plan: [],
  };
}
