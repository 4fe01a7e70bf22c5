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
import { queryPlanned } from '../db/rows';
import { overdueSql } from './maintenanceQueries';
import { scopeSql, unitScopeSql, type FigureScope } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The portfolio cards (domain/dashboardFigures.ts): occupancy, contracts ending, contract requests
 * waiting and maintenance, in one statement of scalar sub-selects, each on its landlord index
 * (property_units_landlord_idx, contracts_landlord_status_idx, maintenance_requests_landlord_status_idx).
 * Occupancy is read from the contracts, not from the unit's stored status, which is refreshed
 * only on some reads: the dashboard must be right on the day a contract starts or ends.
 * Maintenance by status and the completion average come from the kept figures
 * (kept_maintenance_figures, issue 37 item 1). Kept figures can only follow writes, so what turns
 * with the calendar alone stays computed: occupancy (a contract covers a unit from its start day
 * on), contracts ending within N days and overdue requests (a deadline passes without a write);
 * contract requests waiting are few rows on their index.
 */

interface PortfolioRow {
  occupied: number;
  vacant: number;
  under_maintenance: number;
  ending: number[];
  requested: number;
  by_status: { status: MaintenanceStatus; n: number }[] | null;
  overdue: number;
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
  const [row] = await queryPlanned<PortfolioRow>(
    db,
    sql`select o.occupied, o.vacant, o.under_maintenance,
               e.ending, q.requested, m.by_status, v.overdue, d.completed, d.average_days
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
                  select k.status, sum(k.requests)::int as n from kept_maintenance_figures k
                   where ${scopeSql(scope, 'k')} group by k.status) s) m,
               (select count(*)::int as overdue from maintenance_requests r
                 where ${scopeSql(scope, 'r')} and r.deleted_at is null and ${overdueSql(nowMs, 'r')}) v,
               -- sum ÷ count is what avg() computes (numeric_avg divides its sum by its count).
               (select coalesce(sum(k.completed), 0)::int as completed,
                       round((sum(k.completion_seconds) / nullif(sum(k.completed), 0)::numeric) / 86400, 1)::text
                         as average_days
                  from kept_maintenance_figures k
                 where ${scopeSql(scope, 'k')}) d`,
  );
  const occupied = row?.occupied ?? 0;
  const vacant = row?.vacant ?? 0;
  const byStatus = Object.fromEntries(MAINTENANCE_STATUSES.map((s) => [s, 0])) as Record<
    MaintenanceStatus,
    number
  >;
  for (const s of row?.by_status ?? []) byStatus[s.status] = s.n;
  const overdue = row?.overdue ?? 0;
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
