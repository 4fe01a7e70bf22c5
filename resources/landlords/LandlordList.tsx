import Chip from '@mui/material/Chip';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import { LandlordDecisionButtons } from './LandlordDecisionButtons';

const STATUS_CHOICES = [
  { id: 'pending', name: 'Awaiting approval' },
  { id: 'active', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'disabled', name: 'Disabled' },
];
const STATUS_COLORS = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
  disabled: 'default',
} as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email or phone" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="All"
  />,
];

const StatusChip = ({ record }: { record: { status?: string } }) => {
  const status = (record.status ?? 'pending') as keyof typeof STATUS_COLORS;
  const label = STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;
  return <Chip size="small" label={label} color={STATUS_COLORS[status] ?? 'default'} variant="outlined" />;
};

/** The super admin's Landlords screen: sign-ups to review, approved one by one or many at once. */
export default function LandlordList() {
  return (
    <List
      resource="landlords"
      title="Landlords"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      empty={false}
    >
      <DataTable bulkActionButtons={<LandlordDecisionButtons />} rowClick={false}>
        <DataTable.Col source="firstName" label="First name" />
        <DataTable.Col source="lastName" label="Last name" />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="phone" label="Phone" disableSort />
        <DataTable.Col source="status" label="Status" render={(record) => <StatusChip record={record} />} />
        <DataTable.Col source="createdAt" label="Signed up" render={(r) => displayDateTime(r.createdAt)} />
      </DataTable>
    </List>
  );
}
