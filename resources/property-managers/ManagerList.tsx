import Chip from '@mui/material/Chip';
import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import { localDigits } from '../../domain/displayLocale';
import { MANAGER_STATUSES, type ManagerRecord } from '../../domain/managerSchemas';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { ManagerStatusActions } from './ManagerStatusActions';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

/** The statuses in the list's filter, named by their catalogue keys (react-admin translates them). */
const STATUS_CHOICES = MANAGER_STATUSES.map((id) => ({ id, name: `propertyManagers.status.${id}` }));
const STATUS_COLORS = { active: 'success', invited: 'warning', disabled: 'default' } as const;

const LIST_KEYS = ['title', 'search', 'status', 'all_statuses', 'add', 'name', 'email', 'phone', 'properties', 'all_properties', 'last_sign_in', 'never', 'actions'] as const; // prettier-ignore

/** The list's texts in the reader's language (keys under `propertyManagers.list`). */
function useListTexts() {
  const translate = useTranslate();
  return Object.fromEntries(LIST_KEYS.map((k) => [k, translate(`propertyManagers.list.${k}`)])) as Record<
    (typeof LIST_KEYS)[number],
    string
  >;
}

function StatusChip({ manager }: { manager: ManagerRecord }) {
  const translate = useTranslate();
  const label = translate(`propertyManagers.status.${manager.status}`, { _: manager.status });
  return (
    <Chip size="small" variant="outlined" label={label} color={STATUS_COLORS[manager.status] ?? 'default'} />
  );
}

// The Add and Edit buttons show only where the authProvider's canAccess grants Create/Update Manager.
function ListActions() {
  const text = useListTexts();
  return (
    <TopToolbar>
      <CreateButton label={text.add} />
    </TopToolbar>
  );
}

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const LIST: ListQuery = {
  resource: 'property-managers',
  perPage: 10,
  sort: { field: 'createdAt', order: 'DESC' },
};
export const firstPage = listFirstPage(LIST);

/** property-managers/list: the landlord's managers, who they are, their status and what to do next. */
export default function ManagerList() {
  const isPhone = usePhoneWidth();
  const translate = useTranslate();
  const text = useListTexts();
  const fullName = (m: ManagerRecord) =>
    translate('propertyManagers.list.full_name', { first: m.firstName, last: m.lastName });
  const lastSignIn = (m: ManagerRecord) => (m.lastLoginAt ? displayDateTime(m.lastLoginAt) : text.never);
  const propertiesOf = (m: ManagerRecord) =>
    m.propertyIds.length === 0 ? text.all_properties : localDigits(String(m.propertyIds.length));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={text.search} />,
    <SelectInput
      key="status"
      source="status"
      label={text.status}
      choices={STATUS_CHOICES}
      alwaysOn
      emptyText={text.all_statuses}
    />,
  ];
  return (
    <List title={text.title} filters={filters} actions={<ListActions />} {...LIST} exporter={false}>
      {isPhone ? (
        <RecordCards<ManagerRecord>
          label={text.title}
          title={fullName}
          badge={(m) => <StatusChip manager={m} />}
          fields={[
            { label: text.email, render: (m) => m.email },
            { label: text.phone, render: (m) => m.phone || '-' },
            { label: text.properties, render: propertiesOf },
            { label: text.last_sign_in, render: lastSignIn },
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
          <DataTable.Col source="firstName" label={text.name} render={fullName} />
          <DataTable.Col source="email" label={text.email} />
          <DataTable.Col source="phone" label={text.phone} disableSort />
          <DataTable.Col label={text.properties} disableSort render={propertiesOf} />
          <DataTable.Col
            source="status"
            label={text.status}
            render={(m: ManagerRecord) => <StatusChip manager={m} />}
          />
          <DataTable.Col source="lastLoginAt" label={text.last_sign_in} render={lastSignIn} />
          <DataTable.Col label={text.actions} disableSort align="right">
            <EditButton />
            <ManagerStatusActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
