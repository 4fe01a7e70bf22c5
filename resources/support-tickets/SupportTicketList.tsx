import Button from '@mui/material/Button';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type SupportCategory,
  type SupportStatus,
  type SupportTicketItem,
} from '../../domain/supportTickets';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import { LandlordChoiceInput } from '../landlords/LandlordChoiceInput';
import { SupportStatusChip } from './SupportStatusChip';
import { MaintenanceList } from '../reported-tickets/ReportedTicketList';
import { useSupportSide } from './supportApi';

type Row = SupportTicketItem & RaRecord;

const categoryLabel = (c: string) => SUPPORT_CATEGORY_LABELS[c as SupportCategory] ?? c;

const statusChoices = SUPPORT_STATUSES.map((id) => ({ id, name: SUPPORT_STATUS_LABELS[id] }));
const categoryChoices = SUPPORT_CATEGORIES.map((id) => ({ id, name: SUPPORT_CATEGORY_LABELS[id] }));

const filtersFor = (platform: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search subject, text or ST number" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={statusChoices}
    alwaysOn
    emptyText="All"
  />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={categoryChoices}
    alwaysOn
    emptyText="All"
  />,
  ...(platform ? [<LandlordChoiceInput key="landlordId" source="landlordId" alwaysOn />] : []),
];

/** Tickets in each status (under the other filters); a click filters the list by it. */
function StatusCounts() {
  const { meta } = useListContext<Row>() as ReturnType<typeof useListContext<Row>> & {
    meta?: { counts?: Record<SupportStatus, number> };
  };
  const counts = meta?.counts;
  if (!counts) return null;
  return (
    <StatusCountChips
      label="Tickets by status"
      statuses={SUPPORT_STATUSES}
      labels={SUPPORT_STATUS_LABELS}
      counts={counts}
    />
  );
}

const detailLink = (t: Row) => (
  <Button
    component={RouterLink}
    to={`/admin-panel/support-tickets/detail/${t.id}`}
    size="small"
    sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
  >
    {t.number}
  </Button>
);

/** support-tickets/list: SUPPORT TICKETS for a landlord, a manager and the super admin; a tenant's MAINTENANCE REQUESTS. */
export default function SupportTicketList() {
  const { side, resource } = useSupportSide();
  const phone = usePhoneWidth();
  if (side === 'tenant') return <MaintenanceList tenant />;
  const platform = side === 'platform';
  return (
    <List<Row>
      resource={resource}
      title="Support tickets"
      filters={filtersFor(platform)}
      actions={
        <TopToolbar>
          {platform ? null : <CreateButton resource="support-tickets" label="New ticket" />}
        </TopToolbar>
      }
      perPage={10}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <StatusCounts />
      {phone ? (
        <RecordCards<Row>
          label="Support tickets"
          title={(t) => t.subject}
          badge={(t) => <SupportStatusChip status={t.status} />}
          fields={[
            { label: 'Ticket', render: detailLink },
            { label: 'Category', render: (t) => categoryLabel(t.category) },
            ...(platform ? [{ label: 'Landlord', render: (t: Row) => t.landlordName }] : []),
            { label: 'Raised by', render: (t) => t.raisedBy.name },
            { label: 'Updated', render: (t) => displayDate(t.updatedAt) },
          ]}
        />
      ) : (
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={(id) => `/admin-panel/support-tickets/detail/${String(id)}`}
        >
          <DataTable.Col
            source="number"
            label="Ticket"
            render={detailLink}
            cellSx={() => ({ whiteSpace: 'nowrap' })}
          />
          <DataTable.Col source="subject" label="Subject" />
          <DataTable.Col
            source="category"
            label="Category"
            disableSort
            render={(t) => categoryLabel(t.category)}
          />
          {platform ? <DataTable.Col source="landlordName" label="Landlord" disableSort /> : null}
          <DataTable.Col source="raisedBy" label="Raised by" disableSort render={(t) => t.raisedBy.name} />
          <DataTable.Col
            source="status"
            label="Status"
            render={(t) => <SupportStatusChip status={t.status} />}
          />
          <DataTable.Col source="comments" label="Replies" disableSort align="right" />
          <DataTable.Col source="createdAt" label="Raised" render={(t) => displayDate(t.createdAt)} />
          <DataTable.Col source="updatedAt" label="Updated" render={(t) => displayDate(t.updatedAt)} />
        </DataTable>
      )}
    </List>
  );
}
