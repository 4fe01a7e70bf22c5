import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { roleName } from './roleText';
import { deleteRefusal, RoleDeleteButton } from './RoleDeleteButton';
import type { RoleRecord } from './RoleForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// The Create, Edit and Delete buttons and the row click show only where the authProvider's
// canAccess grants Create, Update and Delete Role.
function RoleListActions() {
  const translate = useTranslate();
  const label = translate('rolePermissions.list.add');
  return (
    <TopToolbar>
      <CreateButton label={label} />
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
  const translate = useTranslate();
  const keys = ['role', 'permissions', 'users', 'actions'] as const;
  const text = Object.fromEntries(keys.map((k) => [k, translate(`rolePermissions.list.${k}`)])) as Record<
    (typeof keys)[number],
    string
  >;
  const title = translate('rolePermissions.title');
  return (
    <List title={title} filters={filters} actions={<RoleListActions />} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col
          source="name"
          label={text.role}
          render={(role: RoleRecord) => roleName(translate, role)}
        />
        <DataTable.Col
          label={text.permissions}
          disableSort
          align="right"
          render={(role: RoleRecord) => localDigits(String(role.permissions.length))}
        />
        <DataTable.NumberCol source="userCount" label={text.users} disableSort />
        <DataTable.Col label={text.actions} disableSort align="right">
          <RoleRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
