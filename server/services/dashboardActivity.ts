import { sql } from 'drizzle-orm';
import { LATEST_ACTIVITY_COUNT } from '../../domain/dashboardFigures';
import type { Activity } from '../../domain/dashboardSchemas';
import type { Locale } from '../../domain/displayLocale';
import type { Database } from '../db/client';
import { propertyNameSql, tenantNameSql } from '../db/localizedSql';
import { queryPlanned } from '../db/rows';
import { scopeSql, unitScopeSql, type FigureScope } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The latest activity card: what the records of each kind say happened, newest first.
 * - payments recorded: the audit log's payment.create entries (who changed money, and when);
 * - contracts approved: the decision time kept on the contract (approved, or approved and later
 *   terminated);
 * - requests opened: the maintenance request's first status history entry (no from-status);
 * - refunds made: the refund of an online payment (its credit note's time), with its amount.
 * Each branch takes its own newest few from its landlord index, then the union is cut to the count.
 */

interface ActivityRow {
  kind: Activity['kind'];
  at: Date | string;
  entity_id: string;
  summary: string;
  amount: string | null;
}

export async function latestActivity(
  db: Executor,
  scope: FigureScope,
  locale: Locale = 'en',
): Promise<Activity[]> {
  const n = LATEST_ACTIVITY_COUNT;
  const rows = await queryPlanned<ActivityRow>(
    db,
    sql`select * from (
          (select 'payment_recorded' as kind, a.created_at as at, a.entity_id,
                  i.invoice_no || ' · ' || ${tenantNameSql(locale, sql`i.tenant_id`, sql`i.tenant_name`)} || ' · '
                    || ${propertyNameSql(locale, sql`i.property_id`, sql`i.property_name`)} || ' ' || i.unit_no as summary,
                  p.amount::text as amount
             from (select a.created_at, a.entity_id from audit_log a
                    where ${scopeSql({ landlordId: scope.landlordId, propertyIds: null }, 'a')}
                      and a.entity = 'payment' and a.action = 'payment.create'
                      and ${scope.propertyIds ? sql`exists (select 1 from payments sp join invoices i on i.id = sp.invoice_id where sp.id = a.entity_id and ${scopeSql(scope, 'i')})` : sql`true`}
                    order by a.created_at desc limit ${sql.raw(String(n))}) a
             join payments p on p.id = a.entity_id
             join invoices i on i.id = p.invoice_id)
          union all
          (select 'contract_approved', c.decided_at, c.id,
                  ${tenantNameSql(locale, sql`c.tenant_id`, sql`trim(t.first_name || ' ' || t.last_name)`)} || ' · '
                    || ${propertyNameSql(locale, sql`pr.id`, sql`pr.name`)} || ' ' || u.unit_no, null
             from (select c.id, c.decided_at, c.tenant_id, c.unit_id from contracts c
                    where ${unitScopeSql(scope, 'c')} and c.status in ('approved', 'terminated')
                      and c.decided_at is not null
                    order by c.decided_at desc limit ${sql.raw(String(n))}) c
             join users t on t.id = c.tenant_id
             join property_units u on u.id = c.unit_id
             join properties pr on pr.id = u.property_id)
          union all
          -- A refund (issue 20 item 6) beside the payment it gives back (issue 31 item 11).
          (select 'refund_made', f.created_at, f.id,
                  f.credit_note_no || ' · ' || i.invoice_no || ' · ' || ${tenantNameSql(locale, sql`i.tenant_id`, sql`i.tenant_name`)} || ' · '
                    || ${propertyNameSql(locale, sql`i.property_id`, sql`i.property_name`)} || ' ' || i.unit_no,
                  f.amount::text
             from (select f.id, f.created_at, f.credit_note_no, f.amount, f.invoice_id from payment_refunds f
                    where ${scopeSql({ landlordId: scope.landlordId, propertyIds: null }, 'f')}
                      and ${scope.propertyIds ? sql`exists (select 1 from invoices si where si.id = f.invoice_id and ${scopeSql(scope, 'si')})` : sql`true`}
                    order by f.created_at desc limit ${sql.raw(String(n))}) f
             join invoices i on i.id = f.invoice_id)
          union all
          -- Opened when its first history entry says (the request's own time if that entry is missing).
          (select 'request_opened', coalesce(h.created_at, m.created_at), m.id, m.request_no || ' · ' || m.title, null
             from (select m.id, m.created_at, m.request_no, m.title from maintenance_requests m
                    where ${scopeSql(scope, 'm')} and m.deleted_at is null
                    order by m.created_at desc limit ${sql.raw(String(n))}) m
             left join lateral (select h.created_at from maintenance_status_history h
                                 where h.request_id = m.id and h.from_status is null
                                 order by h.created_at limit 1) h on true)
        ) x order by x.at desc, x.entity_id limit ${sql.raw(String(n))}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    entity_id: r.entity_id,
    summary: r.summary,
    amount: r.amount,
  }));
}
