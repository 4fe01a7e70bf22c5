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
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from '../../domain/maintenanceSchemas';
import { propertiesContract } from '../../domain/contracts/properties';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import type { ItemOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import {
  errorText,
  MAINTENANCE_RESOURCE,
  maintenanceRequests,
  MaintenanceStatusChip,
  OverdueChip,
  useCan,
  useCanReadManagers,
  useMaintenanceLabels,
} from './maintenanceUi';
import { ReportedTicketExportButton } from './ReportedTicketExportButton';

type Row = ItemOf<typeof maintenanceRequests.list> & RaRecord;

// SelectInput translates a choice's name: these are catalogue keys.
const statusChoices = MAINTENANCE_STATUSES.map((id) => ({ id, name: `reportedTickets.status.${id}` }));
const priorityChoices = MAINTENANCE_PRIORITIES.map((id) => ({ id, name: `reportedTickets.priority.${id}` }));
const categoryChoices = MAINTENANCE_CATEGORIES.map((id) => ({ id, name: `reportedTickets.category.${id}` }));
const overdueChoices = [
  { id: 'true', name: 'reportedTickets.list.overdue_only' },
  { id: 'false', name: 'reportedTickets.list.not_overdue' },
];

interface Choice {
  id: string;
  name: string;
}

/** The landlord's properties and the people requests can be assigned to, for the filters. */
function useChoices(enabled: boolean) {
  const notify = useNotify();
  const translate = useTranslate();
  const readManagers = useCanReadManagers();
  const readProperties = useCan('View Property');
  const properties = useQuery({
    queryKey: ['maintenance', 'property-choices'],
    enabled: enabled && readProperties,
    queryFn: () =>
      dataProvider.call(propertiesContract.endpoints.list, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
  });
  const managers = useQuery({
    queryKey: ['maintenance', 'manager-choices'],
    enabled: enabled && readManagers,
    retry: false,
    queryFn: () =>
      dataProvider.call(propertyManagersContract.endpoints.list, { query: { page: 1, pageSize: 100 } }),
  });
  useEffect(() => {
    if (properties.error)
      notify(errorText(properties.error, translate('reportedTickets.list.properties_failed')), {
        type: 'error',
      });
  }, [properties.error, notify, translate]);
  return {
    properties: (properties.data?.items ?? []).map((p): Choice => ({ id: p.id, name: p.name })),
    // A manager without View Manager reads no managers: the filter then offers what it can.
    managers: (managers.data?.items ?? []).map((m): Choice => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
    })),
  };
}

const filtersFor = (
  tenant: boolean,
  choices: ReturnType<typeof useChoices>,
  translate: ReturnType<typeof useTranslate>,
) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('reportedTickets.list.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    alwaysOn
    emptyText={translate('reportedTickets.list.all')}
  />,
  <SelectInput
    key="priority"
    source="priority"
    choices={priorityChoices}
    alwaysOn
    emptyText={translate('reportedTickets.list.all')}
  />,
  <SelectInput
    key="category"
    source="category"
    choices={categoryChoices}
    emptyText={translate('reportedTickets.list.all')}
  />,
  ...(tenant
    ? []
    : [
        <SelectInput
          key="propertyId"
          source="propertyId"
          choices={choices.properties}
          emptyText={translate('reportedTickets.list.all')}
        />,
        <SelectInput
          key="assigneeId"
          source="assigneeId"
          choices={choices.managers}
          emptyText={translate('reportedTickets.list.anyone')}
        />,
        <SelectInput
          key="overdue"
          source="overdue"
          choices={overdueChoices}
          emptyText={translate('reportedTickets.list.all')}
        />,
      ]),
];

/** Requests in each status under the other filters (one count-only call per status); a click filters. */
function StatusCounts() {
  const { filterValues } = useListContext<Row>();
  const notify = useNotify();
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  const { status: _status, ...others } = filterValues as Record<string, string | undefined>;
  const counts = useQuery({
    queryKey: ['maintenance', 'counts', others],
    queryFn: async () => {
      const totals = await Promise.all(
        MAINTENANCE_STATUSES.map((status) =>
          dataProvider
            .call(maintenanceRequests.list, {
              query: { ...others, status, page: 1, pageSize: 1 },
            })
            .then((a) => [status, a.total] as const),
        ),
      );
      return Object.fromEntries(totals) as Record<MaintenanceStatus, number>;
    },
  });
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
 * The maintenance requests list: REPORTED TICKETS for a landlord or manager (every filter), or a
 * tenant's MAINTENANCE REQUESTS on support-tickets/list (its own, with New request).
 */
export function MaintenanceList({ tenant }: { tenant: boolean }) {
  const phone = usePhoneWidth();
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  const fields = (source: string) => translate(`resources.reported-tickets.fields.${source}`);
  const title = translate(tenant ? 'reportedTickets.list.tenant_title' : 'reportedTickets.list.title');
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
      title={title}
      filters={filtersFor(tenant, choices, translate)}
      actions={
        <TopToolbar>
          {tenant ? (
            <CreateButton resource="support-tickets" label={translate('reportedTickets.list.new_request')} />
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
          label={title}
          title={(t) => t.title}
          badge={statusCell}
          fields={[
            { label: fields('number'), render: detailLink },
            { label: fields('priority'), render: (t) => labels.priority(t.priority) },
            { label: fields('category'), render: (t) => labels.category(t.category) },
            { label: fields('property_name'), render: (t) => `${t.property_name} · ${t.unit_no}` },
            ...(tenant
              ? []
              : [{ label: fields('assignee_name'), render: (t: Row) => t.assignee_name ?? '-' }]),
            { label: fields('deadlineAt'), render: (t) => displayDate(t.deadline_at) },
            { label: fields('createdAt'), render: (t) => displayDate(t.created_at) },
          ]}
        />
      ) : (
        <DataTable<Row> bulkActionButtons={false} rowClick={(id) => `${base}/detail/${String(id)}`}>
          <DataTable.Col source="number" render={detailLink} cellSx={() => ({ whiteSpace: 'nowrap' })} />
          <DataTable.Col source="title" />
          <DataTable.Col source="priority" render={(t: Row) => labels.priority(t.priority)} />
          <DataTable.Col source="category" disableSort render={(t: Row) => labels.category(t.category)} />
          <DataTable.Col
            source="property_name"
            disableSort
            render={(t: Row) => `${t.property_name} · ${t.unit_no}`}
          />
          {tenant ? null : (
            <DataTable.Col source="tenant_name" disableSort render={(t: Row) => t.tenant_name ?? '-'} />
          )}
          {tenant ? null : (
            <DataTable.Col source="assignee_name" disableSort render={(t: Row) => t.assignee_name ?? '-'} />
          )}
          <DataTable.Col source="status" render={statusCell} />
          <DataTable.Col source="deadlineAt" render={(t: Row) => displayDate(t.deadline_at)} />
          <DataTable.Col source="createdAt" render={(t: Row) => displayDate(t.created_at)} />
        </DataTable>
      )}
    </List>
  );
}

/** reported-tickets/list: REPORTED TICKETS. */
export default function ReportedTicketList() {
  return <MaintenanceList tenant={false} />;
}
