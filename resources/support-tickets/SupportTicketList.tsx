import Button from '@mui/material/Button';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportStatus,
  type SupportTicketItem,
} from '../../domain/supportTickets';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import { LandlordChoiceInput } from '../landlords/LandlordChoiceInput';
import { SupportStatusChip } from './SupportStatusChip';
import { listFirstPage, type FirstPage, type ListQuery } from '../../src/registry/firstPage';
import { MaintenanceList, maintenanceFirstPage } from '../reported-tickets/ReportedTicketList';
import { SUPER_SUPPORT_RESOURCE, SUPPORT_RESOURCE, useSupportSide } from './supportApi';

type Row = SupportTicketItem & RaRecord;

// SelectInput translates a choice's name: these are catalogue keys.
const statusChoices = SUPPORT_STATUSES.map((id) => ({ id, name: `supportTickets.status.${id}` }));
const categoryChoices = SUPPORT_CATEGORIES.map((id) => ({ id, name: `supportTickets.category.${id}` }));

const filtersFor = (platform: boolean, translate: ReturnType<typeof useTranslate>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('supportTickets.list.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    alwaysOn
    emptyText={translate('supportTickets.list.all')}
  />,
  <SelectInput
    key="category"
    source="category"
    choices={categoryChoices}
    alwaysOn
    emptyText={translate('supportTickets.list.all')}
  />,
  ...(platform ? [<LandlordChoiceInput key="landlordId" source="landlordId" alwaysOn />] : []),
];

/** Tickets in each status (under the other filters); a click filters the list by it. */
function StatusCounts() {
  const { meta } = useListContext<Row>() as ReturnType<typeof useListContext<Row>> & {
    meta?: { counts?: Record<SupportStatus, number> };
  };
  const translate = useTranslate();
  const counts = meta?.counts;
  if (!counts) return null;
  return (
    <StatusCountChips
      label={translate('supportTickets.list.by_status')}
      statuses={SUPPORT_STATUSES}
      labels={
        Object.fromEntries(
          SUPPORT_STATUSES.map((s) => [s, translate(`supportTickets.status.${s}`)]),
        ) as Record<SupportStatus, string>
      }
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

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const supportList = (resource: string): ListQuery => ({
  resource,
  perPage: 10,
  sort: { field: 'updatedAt', order: 'DESC' },
});

/** Each side's first page, as useSupportSide tells them apart: a tenant's is its maintenance requests. */
export const firstPage: FirstPage = (context) => {
  const role = context.user?.role.key;
  if (role === 'user') return maintenanceFirstPage(true)(context);
  return listFirstPage(supportList(role === 'super_admin' ? SUPER_SUPPORT_RESOURCE : SUPPORT_RESOURCE))(
    context,
  );
};

/** support-tickets/list: SUPPORT TICKETS for a landlord, a manager and the super admin; a tenant's MAINTENANCE REQUESTS. */
export default function SupportTicketList() {
  const { side, resource } = useSupportSide();
  const phone = usePhoneWidth();
  const translate = useTranslate();
  const fields = (source: string) => translate(`resources.support-tickets.fields.${source}`);
  const categoryLabel = (c: string) => translate(`supportTickets.category.${c}`, { _: c });
  if (side === 'tenant') return <MaintenanceList tenant />;
  const platform = side === 'platform';
  return (
    <List<Row>
      {...supportList(resource)}
      title={translate('supportTickets.list.title')}
      filters={filtersFor(platform, translate)}
      actions={
        <TopToolbar>
          {platform ? null : (
            <CreateButton resource="support-tickets" label={translate('supportTickets.list.new_ticket')} />
          )}
        </TopToolbar>
      }
      exporter={false}
      empty={false}
    >
      <StatusCounts />
      {phone ? (
        <RecordCards<Row>
          label={translate('supportTickets.list.title')}
          title={(t) => t.subject}
          badge={(t) => <SupportStatusChip status={t.status} />}
          fields={[
            { label: fields('number'), render: detailLink },
            { label: fields('category'), render: (t) => categoryLabel(t.category) },
            ...(platform ? [{ label: fields('landlordName'), render: (t: Row) => t.landlordName }] : []),
            { label: fields('raisedBy'), render: (t) => t.raisedBy.name },
            { label: fields('updatedAt'), render: (t) => displayDate(t.updatedAt) },
          ]}
        />
      ) : (
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={(id) => `/admin-panel/support-tickets/detail/${String(id)}`}
        >
          <DataTable.Col source="number" render={detailLink} cellSx={() => ({ whiteSpace: 'nowrap' })} />
          <DataTable.Col source="subject" />
          <DataTable.Col source="category" disableSort render={(t) => categoryLabel(t.category)} />
          {platform ? <DataTable.Col source="landlordName" disableSort /> : null}
          <DataTable.Col source="raisedBy" disableSort render={(t) => t.raisedBy.name} />
          <DataTable.Col source="status" render={(t) => <SupportStatusChip status={t.status} />} />
          <DataTable.Col source="comments" disableSort align="right" />
          <DataTable.Col source="createdAt" render={(t) => displayDate(t.createdAt)} />
          <DataTable.Col source="updatedAt" render={(t) => displayDate(t.updatedAt)} />
        </DataTable>
      )}
    </List>
  );
}
