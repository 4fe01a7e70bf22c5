import { useSearchParams } from 'react-router-dom';

/*
 * The landlord's and manager's dashboard filter (issue 19 item 5), kept in the address
 * (`?property_id=…&month=YYYY-MM`, the API's own names), so a reload, the back button and a shared
 * link show the same figures. Each change is a new history entry.
 */

export interface DashboardFilter {
  /** A property id, or '' for every property the user sees. */
  propertyId: string;
  /** 'YYYY-MM', or '' for the current Kuwait month. */
  month: string;
}

const PARAMS: Record<keyof DashboardFilter, string> = { propertyId: 'property_id', month: 'month' };

export function useDashboardFilter(): {
  filter: DashboardFilter;
  change: (next: Partial<DashboardFilter>) => void;
} {
  const [params, setParams] = useSearchParams();
  const filter = { propertyId: params.get(PARAMS.propertyId) ?? '', month: params.get(PARAMS.month) ?? '' };
  const change = (next: Partial<DashboardFilter>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next) as [keyof DashboardFilter, string][]) {
        if (value) updated.set(PARAMS[key], value);
        else updated.delete(PARAMS[key]);
      }
      return updated;
    });
  return { filter, change };
}
