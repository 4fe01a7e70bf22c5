import { DASHBOARD_PATHS, SUPER_DASHBOARD_PATHS } from '../../domain/contracts/panelPaths';
import type { RoleKey } from '../../domain/roles';
import type { DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import type { DashboardFilter } from './useDashboardFilter';

/*
 * The dashboard's one call per role (spec section 7, issue 19): the landlord's own activity, the
 * manager's own stats, the tenant's own stats (on the super base path) and the platform's figures.
 * The server scopes each answer from the token; the ids sent are the caller's own.
 */

// Paths only: the dashboard's chunks carry no zod (issue 37 item 4).
const dashboard = DASHBOARD_PATHS;
const superDashboard = SUPER_DASHBOARD_PATHS;

/** Each role's figures as its endpoint answers them (the contracts' types). */
export type DashboardFigures =
  | { kind: 'portfolio'; role: 'landlord' | 'manager'; figures: DataOf<typeof dashboard.landlordActivity> }
  | { kind: 'tenant'; figures: DataOf<typeof superDashboard.tenantStats> }
  | { kind: 'platform'; figures: DataOf<typeof superDashboard.platform> };

export type DashboardKind = DashboardFigures['kind'];

export interface DashboardCaller {
  id: string;
  role: RoleKey;
  landlordId: string | null;
}

/** Which dashboard a role sees; null for a role without one. */
export function dashboardKindOf(role: RoleKey): DashboardKind | null {
  if (role === 'landlord' || role === 'manager') return 'portfolio';
  if (role === 'user') return 'tenant';
  if (role === 'super_admin' || role === 'admin') return 'platform';
  return null;
}

/**
 * The caller's own dashboard figures; a landlord's and a manager's for the chosen property and
 * month when `filter` says so (empty: every property, the current month).
 */
export async function fetchDashboard(
  caller: DashboardCaller,
  signal?: AbortSignal,
  filter: DashboardFilter = { propertyId: '', month: '' },
): Promise<DashboardFigures> {
  const narrowed = { property_id: filter.propertyId || null, month: filter.month || null };
  switch (caller.role) {
    case 'landlord':
      return {
        kind: 'portfolio',
        role: 'landlord',
        figures: (
          await dataProvider.call(dashboard.landlordActivity, {
            params: { id: caller.id },
            query: narrowed,
            signal,
          })
        ).data,
      };
    case 'manager':
      return {
        kind: 'portfolio',
        role: 'manager',
        // Spec section 7's query, naming the caller itself (the server would default to it too).
        figures: (
          await dataProvider.call(dashboard.managerStats, {
            query: { landlord_id: caller.landlordId, user_id: caller.id, ...narrowed },
            signal,
          })
        ).data,
      };
    case 'user':
      return {
        kind: 'tenant',
        figures: (
          await dataProvider.call(superDashboard.tenantStats, { query: { user_id: caller.id }, signal })
        ).data,
      };
    default:
      return {
        kind: 'platform',
        figures: (await dataProvider.call(superDashboard.platform, { signal })).data,
      };
  }
}
