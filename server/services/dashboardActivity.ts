import { sql } from 'drizzle-orm';
import { LATEST_ACTIVITY_COUNT } from '../../domain/dashboardFigures';
import type { Activity } from '../../domain/dashboardSchemas';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { scopeSql, unitScopeSql, type FigureScope } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The latest activity card: what the records of each kind say happened, newest first.
 * - payments recorded: the audit log's payment.create entries (who changed money, and when);
 * - contracts approved: the decision time kept on the contract (approved, or approved and later
 *   terminated);
 * - requests opened: the maintenance request's first status history entry (no from-status).
 * Each branch takes its own newest few from its landlord index, then the union is cut to the count.
 */

interface ActivityRow {
  kind: Activity['kind'];
  at: Date | string;
  entity_id: string;
  summary: string;
  amount: string | null;
}

export async function latestActivity(db: Executor, scope: FigureScope): Promise<Activity[]> {
  const n = LATEST_ACTIVITY_COUNT;
  const rows = await queryRows<ActivityRow>(
    db,
    sql`select * from (
          (select 'payment_recorded' as kind, a.created_at as at, a.entity_id,
                  i.invoice_no || ' · ' || i.tenant_name || ' · ' || i.property_name || ' ' || i.unit_no as summary,
                  p.amount::text as amount
             from audit_log a
             join payments p on p.id = a.entity_id
             join invoices i on i.id = p.invoice_id
            where ${scopeSql({ landlordId: scope.landlordId, propertyIds: null }, 'a')}
              and ${scopeSql(scope, 'i')}
              and a.entity = 'payment' and a.action = 'payment.create'
            order by a.created_at desc limit ${n})
          union all
          (select 'contract_approved', c.decided_at, c.id,
                  trim(t.first_name || ' ' || t.last_name) || ' · ' || pr.name || ' ' || u.unit_no, null
             from contracts c
             join users t on t.id = c.tenant_id
             join property_units u on u.id = c.unit_id
             join properties pr on pr.id = u.property_id
            where ${unitScopeSql(scope, 'c')} and c.status in ('approved', 'terminated')
              and c.decided_at is not null
            order by c.decided_at desc limit ${n})
          union all
          (select 'request_opened', h.created_at, m.id, m.request_no || ' · ' || m.title, null
             from maintenance_requests m
             join maintenance_status_history h on h.request_id = m.id and h.from_status is null
            where ${scopeSql(scope, 'm')} and m.deleted_at is null
            order by m.created_at desc limit ${n})
        ) x order by x.at desc, x.entity_id limit ${n}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    entity_id: r.entity_id,
    summary: r.summary,
    amount: r.amount,
  }));
}
