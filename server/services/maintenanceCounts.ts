import { sql } from 'drizzle-orm';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import type { MaintenanceCountsQuery } from '../../domain/maintenanceSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { whereOf } from './maintenanceList';

/**
 * Requests in each status under the list's other filters, in one statement (REPORTED TICKETS'
 * status chips asked six counting lists before; issue 37 item 3). A landlord's whole list reads
 * the kept counts (maintenance_request_counts), as the list's total does; anything narrower (a
 * filter, a tenant, a manager limited to some properties) counts its rows once, grouped by status.
 */
export async function countMaintenanceRequests(
  db: Pick<Database, 'execute'>,
  scope: Scope,
  query: MaintenanceCountsQuery,
  nowMs: number,
): Promise<Record<MaintenanceStatus, number>> {
  const narrowed = Object.values(query).some((value) => value !== undefined);
  const kept = scope.landlordId !== null && !scope.tenantId && !scope.propertyIds && !narrowed;
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    kept
      ? sql`select c.status, c.count from maintenance_request_counts c where c.landlord_id = ${scope.landlordId}`
      : sql`select r.status, count(*)::int as count from maintenance_requests r
             where ${whereOf(scope, query, nowMs)} group by r.status`,
  );
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return Object.fromEntries(
    MAINTENANCE_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
  ) as Record<MaintenanceStatus, number>;
}
