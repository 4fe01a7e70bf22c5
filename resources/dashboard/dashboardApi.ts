import type { PlatformFigures, TenantFigures } from '../../domain/dashboardPeopleSchemas';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import type { RoleKey } from '../../domain/roles';
import { apiClient } from '../../src/api/httpClient';
import type { DashboardFilter } from './useDashboardFilter';

/*
 * The dashboard's one call per role (spec section 7, issue 19): the landlord's own activity, the
 * manager's own stats, the tenant's own stats (on the super base path) and the platform's figures.
 * The server scopes each answer from the token; the ids sent are the caller's own.
 */

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

export type DashboardFigures =
  | { kind: 'portfolio'; role: 'landlord' | 'manager'; figures: PortfolioFigures }
  | { kind: 'tenant'; figures: TenantFigures }
  | { kind: 'platform'; figures: PlatformFigures };

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

const get = <T>(path: string, signal?: AbortSignal, query: Record<string, string | null> = {}) =>
  apiClient.get<Answer<T>>(path, { signal, query }).then((answer) => answer.data);

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
        figures: await get<PortfolioFigures>(
          `/dashboard/landlord-activity/${encodeURIComponent(caller.id)}`,
          signal,
          narrowed,
        ),
      };
    case 'manager':
      return {
        kind: 'portfolio',
        role: 'manager',
        // Spec section 7's query, naming the caller itself (the server would default to it too).
        figures: await get<PortfolioFigures>('/dashboard/manager/stats', signal, {
          landlord_id: caller.landlordId,
          user_id: caller.id,
          ...narrowed,
        }),
      };
    case 'user':
      return {
        kind: 'tenant',
        figures: await get<TenantFigures>('/super/dashboard/tenant/stats', signal, { user_id: caller.id }),
      };
    default:
      return { kind: 'platform', figures: await get<PlatformFigures>('/super/dashboard/platform', signal) };
  }
}
