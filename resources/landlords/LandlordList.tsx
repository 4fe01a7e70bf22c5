import Chip from '@mui/material/Chip';
import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import { LandlordDecisionButtons } from './LandlordDecisionButtons';

const STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;
/** The statuses by their catalogue keys (react-admin translates a choice's name). */
const STATUS_CHOICES = STATUSES.map((id) => ({ id, name: `landlords.status.${id}` }));
const STATUS_COLORS = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
  disabled: 'default',
} as const;

function StatusChip({ record }: { record: { status?: string } }) {
  const translate = useTranslate();
  const status = (record.status ?? 'pending') as keyof typeof STATUS_COLORS;
  const label = translate(`landlords.status.${status}`, { _: status });
  return <Chip size="small" label={label} color={STATUS_COLORS[status] ?? 'default'} variant="outlined" />;
}

/** The super admin's Landlords screen: sign-ups to review, approved one by one or many at once. */
export default function LandlordList() {
  const translate = useTranslate();
  const title = translate('landlords.list.title');
  const search = translate('landlords.list.search');
  const all = translate('landlords.list.all_statuses');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={search} />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText={all} />,
  ];
  // Column names come from resources.landlords.fields (react-admin's convention).
  return (
    <List
      resource="landlords"
      title={title}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      empty={false}
    >
      <DataTable bulkActionButtons={<LandlordDecisionButtons />} rowClick={false}>
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="status" render={(record) => <StatusChip record={record} />} />
        <DataTable.Col source="createdAt" render={(r) => displayDateTime(r.createdAt)} />
      </DataTable>
    </List>
  );
}
