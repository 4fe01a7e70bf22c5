import { CONTRACT_LIST_PATH, PROPERTY_LIST_PATH, TENANT_LIST_PATH } from '../../domain/contracts/panelPaths';
import { useQuery } from '@tanstack/react-query';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { dataProvider } from '../../src/providers/dataProvider';

/*
 * A new landlord's first steps: add a property, add its units, invite a tenant, approve a contract.
 * The figures already tell most of it (units, occupied units); only when they do not show a
 * running portfolio are the three lists asked for their totals (one row each).
 */

export interface FirstRunStep {
  key: 'property' | 'units' | 'tenant' | 'contract';
  /** The step's catalogue key (dashboard.first_run.*). */
  title: string;
  /** Where the landlord does it. */
  href: string;
  done: boolean;
}

// Paths only: the dashboard's chunks carry no zod (issue 37 item 4).
const LISTS = {
  properties: PROPERTY_LIST_PATH.list,
  tenants: TENANT_LIST_PATH.list,
  contracts: CONTRACT_LIST_PATH.list,
};

/** One row of each list is enough: its total is what counts. */
const ONE_ROW = { page: '1', pageSize: '1' } as const;

/** The steps and whether each is done; null while unknown or when there is nothing left to do. */
export function useFirstRunSteps(figures: PortfolioFigures, enabled: boolean): FirstRunStep[] | null {
  const units = figures.occupancy.rentable_units + figures.occupancy.under_maintenance_units;
  // A unit occupied today means a property, a tenant and an approved contract exist.
  const running = units > 0 && figures.occupancy.occupied_units > 0;
  const counts = useQuery({
    queryKey: ['dashboard', 'first-run', figures.landlord_id],
    enabled: enabled && !running,
    queryFn: async () => {
      const [properties, tenants, contracts] = await Promise.all([
        dataProvider.call(LISTS.properties, { query: ONE_ROW }).then((a) => a.total),
        dataProvider.call(LISTS.tenants, { query: ONE_ROW }).then((a) => a.total),
        dataProvider
          .call(LISTS.contracts, { query: { status: 'approved', ...ONE_ROW } })
          .then((a) => a.total),
      ]);
      return { properties, tenants, contracts };
    },
  });
  if (!enabled || running || !counts.data) return null;
  const steps: FirstRunStep[] = [
    {
      key: 'property',
      title: 'dashboard.first_run.property',
      href: '/admin-panel/property/add',
      done: counts.data.properties > 0,
    },
    { key: 'units', title: 'dashboard.first_run.units', href: '/admin-panel/property/list', done: units > 0 },
    {
      key: 'tenant',
      title: 'dashboard.first_run.tenant',
      href: '/admin-panel/tenant-users/add',
      done: counts.data.tenants > 0,
    },
    {
      key: 'contract',
      title: 'dashboard.first_run.contract',
      href: '/admin-panel/tenant-users/pending',
      done: counts.data.contracts > 0,
    },
  ];
  return steps.every((s) => s.done) ? null : steps;
}
