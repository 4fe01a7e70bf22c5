import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from '../../domain/maintenanceSchemas';
import { apiClient } from '../../src/api/httpClient';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import {
  CATEGORY_LABELS,
  errorText,
  MAINTENANCE_API,
  MAINTENANCE_RESOURCE,
  MaintenanceStatusChip,
  OverdueChip,
  PRIORITY_LABELS,
  STATUS_LABELS,
  useCan,
  useCanReadManagers,
} from './maintenanceUi';
import { ReportedTicketExportButton } from './ReportedTicketExportButton';

type Row = MaintenanceRecord & RaRecord;

const statusChoices = MAINTENANCE_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
const priorityChoices = MAINTENANCE_PRIORITIES.map((id) => ({ id, name: PRIORITY_LABELS[id] }));
const categoryChoices = MAINTENANCE_CATEGORIES.map((id) => ({ id, name: CATEGORY_LABELS[id] }));
const overdueChoices = [
  { id: 'true', name: 'Overdue only' },
  { id: 'false', name: 'Not overdue' },
];

interface Choice {
  id: string;
  name: string;
}

/** The landlord's properties and the people requests can be assigned to, for the filters. */
function useChoices(enabled: boolean) {
  const notify = useNotify();
  const readManagers = useCanReadManagers();
  const readProperties = useCan('View Property');
  const properties = useQuery({
    queryKey: ['maintenance', 'property-choices'],
    enabled: enabled && readProperties,
    queryFn: () =>
      apiClient.get<{ items: { id: string; name: string }[] }>('/properties/list', {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
  });
  const managers = useQuery({
    queryKey: ['maintenance', 'manager-choices'],
    enabled: enabled && readManagers,
    retry: false,
    queryFn: () =>
      apiClient.get<{ items: { id: string; firstName: string; lastName: string }[] }>(
        '/property-managers/list',
        { query: { page: 1, pageSize: 100 } },
      ),
  });
  useEffect(() => {
    if (properties.error)
      notify(errorText(properties.error, 'The properties could not be read.'), { type: 'error' });
  }, [properties.error, notify]);
  return {
    properties: (properties.data?.items ?? []).map((p): Choice => ({ id: p.id, name: p.name })),
    // A manager without View Manager reads no managers: the filter then offers what it can.
    managers: (managers.data?.items ?? []).map((m): Choice => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
    })),
  };
}

const filtersFor = (tenant: boolean, choices: ReturnType<typeof useChoices>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title, text or MR number" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={statusChoices}
    alwaysOn
    emptyText="All"
  />,
  <SelectInput
    key="priority"
    source="priority"
    label="Priority"
    choices={priorityChoices}
    alwaysOn
    emptyText="All"
  />,
  <SelectInput key="category" source="category" label="Category" choices={categoryChoices} emptyText="All" />,
  ...(tenant
    ? []
    : [
        <SelectInput
          key="propertyId"
          source="propertyId"
          label="Property"
          choices={choices.properties}
          emptyText="All"
        />,
        <SelectInput
          key="assigneeId"
          source="assigneeId"
          label="Assignee"
          choices={choices.managers}
          emptyText="Anyone"
        />,
        <SelectInput
          key="overdue"
          source="overdue"
          label="Overdue"
          choices={overdueChoices}
          emptyText="All"
        />,
      ]),
];

/** Requests in each status under the other filters (one count-only call per status); a click filters. */
function StatusCounts() {
  const { filterValues } = useListContext<Row>();
  const notify = useNotify();
  const { status: _status, ...others } = filterValues as Record<string, string | undefined>;
  const counts = useQuery({
    queryKey: ['maintenance', 'counts', others],
    queryFn: async () => {
      const totals = await Promise.all(
        MAINTENANCE_STATUSES.map((status) =>
          apiClient
            .get<{ total: number }>(`${MAINTENANCE_API}/list`, {
              query: { ...others, status, page: 1, pageSize: 1 },
            })
            .then((a) => [status, a.total] as const),
        ),
      );
      return Object.fromEntries(totals) as Record<MaintenanceStatus, number>;
    },
  });
  useEffect(() => {
    if (counts.error) notify(errorText(counts.error, 'The counts could not be read.'), { type: 'error' });
  }, [counts.error, notify]);
  if (!counts.data) return null;
  return (
    <StatusCountChips
      label="Requests by status"
      statuses={MAINTENANCE_STATUSES}
      labels={STATUS_LABELS}
      counts={counts.data}
    />
  );
}

/**
 * The maintenance requests list: REPORTED TICKETS for a landlord or manager (every filter), or a
 * tenant's MAINTENANCE REQUESTS on support-tickets/list (its own, with New request).
 */
export function MaintenanceList({ tenant }: { tenant: boolean }) {
  const phone = usePhoneWidth();
  const choices = useChoices(!tenant);
  const base = tenant ? '/admin-panel/support-tickets' : '/admin-panel/reported-tickets';
  const detailLink = (t: Row) => (
    <Button
      component={RouterLink}
      to={`${base}/detail/${t.id}`}
      size="small"
      sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
    >
      {t.number}
    </Button>
  );
  const statusCell = (t: Row) => (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <MaintenanceStatusChip status={t.status} />
      <OverdueChip overdue={t.overdue} />
    </Stack>
  );
  return (
    <List<Row>
      resource={MAINTENANCE_RESOURCE}
      title={tenant ? 'Maintenance requests' : 'Reported tickets'}
      filters={filtersFor(tenant, choices)}
      actions={
        <TopToolbar>
          {tenant ? (
            <CreateButton resource="support-tickets" label="New request" />
          ) : (
            <ReportedTicketExportButton />
          )}
        </TopToolbar>
      }
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      storeKey={tenant ? 'tenant-maintenance' : 'reported-tickets'}
    >
      <StatusCounts />
      {phone ? (
        <RecordCards<Row>
          label={tenant ? 'Maintenance requests' : 'Reported tickets'}
          title={(t) => t.title}
          badge={statusCell}
          fields={[
            { label: 'Request', render: detailLink },
            { label: 'Priority', render: (t) => PRIORITY_LABELS[t.priority] },
            { label: 'Category', render: (t) => CATEGORY_LABELS[t.category] },
            { label: 'Unit', render: (t) => `${t.property_name} · ${t.unit_no}` },
            ...(tenant ? [] : [{ label: 'Assignee', render: (t: Row) => t.assignee_name ?? '-' }]),
            { label: 'Deadline', render: (t) => displayDate(t.deadline_at) },
            { label: 'Reported', render: (t) => displayDate(t.created_at) },
          ]}
        />
      ) : (
        <DataTable<Row> bulkActionButtons={false} rowClick={(id) => `${base}/detail/${String(id)}`}>
          <DataTable.Col
            source="number"
            label="Request"
            render={detailLink}
            cellSx={() => ({ whiteSpace: 'nowrap' })}
          />
          <DataTable.Col source="title" label="Title" />
          <DataTable.Col
            source="priority"
            label="Priority"
            render={(t: Row) => PRIORITY_LABELS[t.priority]}
          />
          <DataTable.Col
            source="category"
            label="Category"
            disableSort
            render={(t: Row) => CATEGORY_LABELS[t.category]}
          />
          <DataTable.Col
            source="property_name"
            label="Unit"
            disableSort
            render={(t: Row) => `${t.property_name} · ${t.unit_no}`}
          />
          {tenant ? null : (
            <DataTable.Col
              source="tenant_name"
              label="Tenant"
              disableSort
              render={(t: Row) => t.tenant_name ?? '-'}
            />
          )}
          {tenant ? null : (
            <DataTable.Col
              source="assignee_name"
              label="Assignee"
              disableSort
              render={(t: Row) => t.assignee_name ?? '-'}
            />
          )}
          <DataTable.Col source="status" label="Status" render={statusCell} />
          <DataTable.Col
            source="deadlineAt"
            label="Deadline"
            render={(t: Row) => displayDate(t.deadline_at)}
          />
          <DataTable.Col source="createdAt" label="Reported" render={(t: Row) => displayDate(t.created_at)} />
        </DataTable>
      )}
    </List>
  );
}

/** reported-tickets/list: REPORTED TICKETS. */
export default function ReportedTicketList() {
  return <MaintenanceList tenant={false} />;
}
