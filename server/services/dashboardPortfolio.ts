import { sql } from 'drizzle-orm';
import {
  CONTRACT_ENDING_HORIZONS,
  OPEN_MAINTENANCE_STATUSES,
  percentOf,
} from '../../domain/dashboardFigures';
import type { MaintenanceFigures, OccupancyFigures } from '../../domain/dashboardSchemas';
import { addDays } from '../../domain/kuwaitCalendar';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { overdueSql } from './maintenanceQueries';
import { scopeSql, unitScopeSql, type FigureScope } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The portfolio cards (domain/dashboardFigures.ts): occupancy, contracts ending, contract requests
 * waiting and maintenance, in one statement of scalar sub-selects, each on its landlord index
 * (property_units_landlord_idx, contracts_landlord_status_idx, maintenance_requests_landlord_status_idx).
 * Occupancy is read from the contracts, not from the unit's stored status, which is refreshed
 * only on some reads: the dashboard must be right on the day a contract starts or ends.
 */

interface PortfolioRow {
  occupied: number;
  vacant: number;
  under_maintenance: number;
  ending: number[];
  requested: number;
  by_status: { status: MaintenanceStatus; n: number; overdue: number }[] | null;
  completed: number;
  average_days: string | null;
}

export interface PortfolioCounts {
  occupancy: OccupancyFigures;
  contractsEnding: { within_days: number; count: number }[];
  contractRequestsWaiting: number;
  maintenance: MaintenanceFigures;
}

export async function portfolioCounts(
  db: Executor,
  scope: FigureScope,
  today: string,
  nowMs: number,
): Promise<PortfolioCounts> {
  const endingCounts = CONTRACT_ENDING_HORIZONS.map(
    (days) => sql`count(*) filter (where c.end_date <= ${addDays(today, days)}::date)::int`,
  );
  const [row] = await queryRows<PortfolioRow>(
    db,
    sql`select o.occupied, o.vacant, o.under_maintenance,
               e.ending, q.requested, m.by_status, d.completed, d.average_days
          from (select count(*) filter (where k.covered)::int as occupied,
                       count(*) filter (where k.covered is null and u.status <> 'under_maintenance')::int as vacant,
                       count(*) filter (where k.covered is null and u.status = 'under_maintenance')::int
                         as under_maintenance
                  from property_units u
                  -- One look into the unit's contracts (contracts_unit_idx) per unit.
                  left join lateral (select true as covered from contracts k
                                      where k.unit_id = u.id and k.status = 'approved'
                                        and k.start_date <= ${today}::date and k.end_date >= ${today}::date
                                      limit 1) k on true
                 where ${scopeSql(scope, 'u')}) o,
               (select json_build_array(${sql.join(endingCounts, sql`, `)}) as ending
                  from contracts c
                 where ${unitScopeSql(scope, 'c')} and c.status = 'approved'
                   and c.end_date between ${today}::date
                       and ${addDays(today, Math.max(...CONTRACT_ENDING_HORIZONS))}::date) e,
               (select count(*)::int as requested from contracts c
                 where ${unitScopeSql(scope, 'c')} and c.status = 'requested') q,
               (select json_agg(s) as by_status from (
                  select maintenance_requests.status, count(*)::int as n,
                         count(*) filter (where ${overdueSql(nowMs)})::int as overdue
                    from maintenance_requests
                   where ${scopeSql(scope, 'maintenance_requests')} and maintenance_requests.deleted_at is null
                   group by maintenance_requests.status) s) m,
               (select count(*)::int as completed,
                       round(avg(extract(epoch from (r.completed_at - r.created_at)))::numeric / 86400, 1)::text
                         as average_days
                  from maintenance_requests r
                 where ${scopeSql(scope, 'r')} and r.deleted_at is null and r.completed_at is not null) d`,
  );
  const occupied = row?.occupied ?? 0;
  const vacant = row?.vacant ?? 0;
  const byStatus = Object.fromEntries(MAINTENANCE_STATUSES.map((s) => [s, 0])) as Record<
    MaintenanceStatus,
    number
  >;
  let overdue = 0;
  for (const s of row?.by_status ?? []) {
    byStatus[s.status] = s.n;
    overdue += s.overdue;
  }
  return {
    occupancy: {
      rentable_units: occupied + vacant,
      occupied_units: occupied,
      vacant_units: vacant,
      under_maintenance_units: row?.under_maintenance ?? 0,
      occupancy_percent: percentOf(occupied, occupied + vacant),
    },
    contractsEnding: CONTRACT_ENDING_HORIZONS.map((days, i) => ({
      within_days: days,
      count: row?.ending[i] ?? 0,
    })),
    contractRequestsWaiting: row?.requested ?? 0,
    maintenance: {
      by_status: byStatus,
      open: OPEN_MAINTENANCE_STATUSES.reduce((n, s) => n + byStatus[s], 0),
      overdue,
      completed: row?.completed ?? 0,
      average_days_to_complete: row?.average_days ?? null,
    },
  };
}
