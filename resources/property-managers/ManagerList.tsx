import Chip from '@mui/material/Chip';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import type { ManagerRecord, ManagerStatus } from '../../domain/managerSchemas';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { ManagerStatusActions } from './ManagerStatusActions';

const STATUS_CHOICES: { id: ManagerStatus; name: string }[] = [
  { id: 'active', name: 'Active' },
  { id: 'invited', name: 'Invited' },
  { id: 'disabled', name: 'Deactivated' },
];
const STATUS_COLORS = { active: 'success', invited: 'warning', disabled: 'default' } as const;

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

const StatusChip = ({ manager }: { manager: ManagerRecord }) => (
  <Chip
    size="small"
    variant="outlined"
    label={STATUS_CHOICES.find((c) => c.id === manager.status)?.name ?? manager.status}
    color={STATUS_COLORS[manager.status] ?? 'default'}
  />
);

// The Add and Edit buttons show only where the authProvider's canAccess grants Create/Update Manager.
const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Add manager" />
  </TopToolbar>
);

const lastSignIn = (m: ManagerRecord) => (m.lastLoginAt ? displayDateTime(m.lastLoginAt) : 'Never');

/** property-managers/list: the landlord's managers, who they are, their status and what to do next. */
export default function ManagerList() {
  const isPhone = usePhoneWidth();
  return (
    <List
      title="Property managers"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
    >
      {isPhone ? (
        <RecordCards<ManagerRecord>
          label="Property managers"
          title={(m) => `${m.firstName} ${m.lastName}`}
          badge={(m) => <StatusChip manager={m} />}
          fields={[
            { label: 'Email', render: (m) => m.email },
            { label: 'Phone', render: (m) => m.phone || '-' },
            {
              label: 'Properties',
              render: (m) => (m.propertyIds.length === 0 ? 'All' : m.propertyIds.length),
            },
            { label: 'Last sign-in', render: lastSignIn },
          ]}
          actions={
            <>
              <EditButton />
              <ManagerStatusActions />
            </>
          }
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="firstName"
            label="Name"
            render={(m: ManagerRecord) => `${m.firstName} ${m.lastName}`}
          />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="phone" label="Phone" disableSort />
          <DataTable.Col
            label="Properties"
            disableSort
            render={(m: ManagerRecord) => (m.propertyIds.length === 0 ? 'All' : m.propertyIds.length)}
          />
          <DataTable.Col
            source="status"
            label="Status"
            render={(m: ManagerRecord) => <StatusChip manager={m} />}
          />
          <DataTable.Col source="lastLoginAt" label="Last sign-in" render={lastSignIn} />
          <DataTable.Col label="Actions" disableSort align="right">
            <EditButton />
            <ManagerStatusActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
