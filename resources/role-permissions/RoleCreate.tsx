import { Create, useNotify, useRedirect } from 'react-admin';
import { ROLE_MESSAGES } from '../../domain/roleSchemas';
import { RoleForm, toRoleInput } from './RoleForm';

/**
 * role-permissions/add: a new role with its name and permissions. The server's refusals (a name
 * already taken: 409) come back as the red toast with its message; success goes back to the list.
 */
export default function RoleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Role permissions"
      transform={toRoleInput}
      record={{ name: '', permissions: [] }}
      mutationOptions={{
        onSuccess: () => {
          notify(ROLE_MESSAGES.created, { type: 'success' });
          redirect('list', 'role-permissions');
        },
      }}
    >
      <RoleForm />
    </Create>
  );
}
