import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { deleteRefusal, RoleDeleteButton } from './RoleDeleteButton';
import type { RoleRecord } from './RoleForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// The Create, Edit and Delete buttons and the row click show only where the authProvider's
// canAccess grants Create, Update and Delete Role.
function RoleListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Add role" />
    </TopToolbar>
  );
}

/**
 * Delete only where the server would allow it (a role made here that nobody holds). Should someone
 * take the role meanwhile, the server's 409 message shows as the red toast.
 */
function RoleRowActions() {
  const role = useRecordContext<RoleRecord>();
  if (!role) return null;
  return (
    <>
      <EditButton />
      {deleteRefusal(role) === null ? <RoleDeleteButton /> : null}
    </>
  );
}

/** role-permissions/list: every role with how many permissions it grants and how many users hold it. */
export default function RoleList() {
  return (
    <List
      title="Role permissions"
      filters={filters}
      actions={<RoleListActions />}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" label="Role" />
        <DataTable.Col
          label="Permissions"
          disableSort
          align="right"
          render={(role: RoleRecord) => role.permissions.length}
        />
        <DataTable.NumberCol source="userCount" label="Users" disableSort />
        <DataTable.Col label="Actions" disableSort align="right">
          <RoleRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
