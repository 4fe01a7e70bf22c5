import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { RoleForm, toRoleInput } from './RoleForm';

/**
 * role-permissions/add: a new role with its name and permissions. The server's refusals (a name
 * already taken: 409) come back as the red toast with its message; success goes back to the list.
 */
export default function RoleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = translate('rolePermissions.title');
  return (
    <Create
      title={title}
      transform={toRoleInput}
      record={{ name: '', permissions: [] }}
      mutationOptions={{
        onSuccess: () => {
          notify('roles.created', { type: 'success' });
          redirect('list', 'role-permissions');
        },
      }}
    >
      <RoleForm />
    </Create>
  );
}
