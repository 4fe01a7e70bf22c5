import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import { MAINTENANCE_STATUSES } from '../../domain/maintenanceFlow';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from '../../domain/maintenanceSchemas';
import { askedAhead } from '../../src/api/askedAhead';
import type { ItemOf } from '../../src/api/callEndpoint';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { listFirstPage, type FirstPage, type ListQuery } from '../../src/registry/firstPage';
import {
  MAINTENANCE_RESOURCE,
  MaintenanceStatusChip,
  OverdueChip,
  useMaintenanceLabels,
  type maintenanceRequests,
} from './maintenanceUi';
import {
  AssigneeFilterInput,
  PropertyFilterInput,
  StatusCounts,
  statusCountsQuery,
  type CountFilters,
} from './maintenanceListParts';
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

const filtersFor = (tenant: boolean, translate: ReturnType<typeof useTranslate>) => [
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
        <PropertyFilterInput
          key="propertyId"
          source="propertyId"
          emptyText={translate('reportedTickets.list.all')}
        />,
        <AssigneeFilterInput
          key="assigneeId"
          source="assigneeId"
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

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const maintenanceList = (tenant: boolean): ListQuery => ({
  resource: MAINTENANCE_RESOURCE,
  perPage: 10,
  sort: { field: 'createdAt', order: 'DESC' },
  storeKey: tenant ? 'tenant-maintenance' : 'reported-tickets',
});

/** The first page, then the counts by status the chips above it show. */
export const maintenanceFirstPage = (tenant: boolean): FirstPage =>
  listFirstPage(maintenanceList(tenant), (filter, { queryClient }) => {
    const { status: _status, ...others } = filter as CountFilters;
    void askedAhead(queryClient, statusCountsQuery(others));
  });

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
      title={title}
      filters={filtersFor(tenant, translate)}
      actions={
        <TopToolbar>
          {tenant ? (
            <CreateButton resource="support-tickets" label={translate('reportedTickets.list.new_request')} />
          ) : (
            <ReportedTicketExportButton />
          )}
        </TopToolbar>
      }
      {...maintenanceList(tenant)}
      exporter={false}
      empty={false}
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

export const firstPage = maintenanceFirstPage(false);

/** reported-tickets/list: REPORTED TICKETS. */
export default function ReportedTicketList() {
  return <MaintenanceList tenant={false} />;
}
