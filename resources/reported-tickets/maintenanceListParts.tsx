import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SelectInput, useListContext, useNotify, useTranslate, type SelectInputProps } from 'react-admin';
import { propertiesContract } from '../../domain/contracts/properties';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import { dataProvider } from '../../src/providers/dataProvider';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import {
  errorText,
  maintenanceRequests,
  useCan,
  useCanReadManagers,
  useMaintenanceLabels,
} from './maintenanceUi';

/** The list's filters but the status: what the status chips count under. */
export type CountFilters = Record<string, string | undefined>;

/** The counts by status under `filters`, in one call; the chips read it, the menu's click asks it ahead. */
export const statusCountsQuery = (filters: CountFilters) => ({
  queryKey: ['maintenance', 'counts', filters],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    dataProvider.call(maintenanceRequests.counts, { query: filters, signal }).then((a) => a.counts),
});

/** Requests in each status under the other filters; a click filters by it. */
export function StatusCounts() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  const { status: _status, ...others } = filterValues as CountFilters;
  const counts = useQuery(statusCountsQuery(others));
  useEffect(() => {
    if (counts.error)
      notify(errorText(counts.error, translate('reportedTickets.list.counts_failed')), { type: 'error' });
  }, [counts.error, notify, translate]);
  if (!counts.data) return null;
  return (
    <StatusCountChips
      label={translate('reportedTickets.list.by_status')}
      statuses={MAINTENANCE_STATUSES}
      labels={
        Object.fromEntries(MAINTENANCE_STATUSES.map((s) => [s, labels.status(s)])) as Record<
          MaintenanceStatus,
          string
        >
      }
      counts={counts.data}
    />
  );
}

/**
 * The property filter: its choices are the landlord's properties, asked for when the filter is
 * shown (it is not shown until chosen from Add filter), not before the list's rows.
 */
export function PropertyFilterInput(props: SelectInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const properties = useQuery({
    queryKey: ['maintenance', 'property-choices'],
    enabled: useCan('View Property'),
    queryFn: () =>
      dataProvider.call(propertiesContract.endpoints.list, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
  });
  useEffect(() => {
    if (properties.error)
      notify(errorText(properties.error, translate('reportedTickets.list.properties_failed')), {
        type: 'error',
      });
  }, [properties.error, notify, translate]);
  const choices = (properties.data?.items ?? []).map((p) => ({ id: p.id, name: p.name }));
  return <SelectInput {...props} choices={choices} />;
}

/**
 * The assignee filter: the people requests can be assigned to, asked for when the filter is shown.
 * A manager without View Manager reads no managers: the filter then offers what it can.
 */
export function AssigneeFilterInput(props: SelectInputProps) {
  const managers = useQuery({
    queryKey: ['maintenance', 'manager-choices'],
    enabled: useCanReadManagers(),
    retry: false,
    queryFn: () =>
      dataProvider.call(propertyManagersContract.endpoints.list, { query: { page: 1, pageSize: 100 } }),
  });
  const choices = (managers.data?.items ?? []).map((m) => ({
    id: m.id,
    name: `${m.firstName} ${m.lastName}`.trim(),
  }));
  return <SelectInput {...props} choices={choices} />;
}
