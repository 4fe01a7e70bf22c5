import Typography from '@mui/material/Typography';
import {
  Edit,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { RoleDeleteButton } from './RoleDeleteButton';
import { refusalText } from './roleText';
import { RoleForm, toRoleInput, type RoleRecord } from './RoleForm';

/**
 * What the super admin role keeps whatever is ticked (the server's rule in
 * server/routes/roles.ts, assertNoLockOut: a 422 with ROLE_MESSAGES.lockOut otherwise).
 */
const SUPER_ADMIN_KEEPS = ['View Role', 'Update Role'];

function RoleEditToolbar() {
  const role = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const refusal = role ? refusalText(translate, role) : null;
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton />
      {refusal ? (
        <Typography variant="body2" color="text.secondary">
          {refusal}
        </Typography>
      ) : (
        <RoleDeleteButton />
      )}
    </Toolbar>
  );
}

function RoleEditForm() {
  const role = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const isSuperAdmin = role?.key === 'super_admin';
  return (
    <RoleForm
      toolbar={<RoleEditToolbar />}
      locked={isSuperAdmin ? SUPER_ADMIN_KEEPS : undefined}
      lockedReason={isSuperAdmin ? translate('roles.lockOut') : undefined}
    />
  );
}

/**
 * role-permissions/edit/{roleId}: rename a role and change its permissions. Saved at once
 * (pessimistic), so the server's refusals show as the red toast and the form stays; the role's
 * users get the new permissions on their next request, without signing in again.
 */
export default function RoleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = translate('rolePermissions.title');
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      transform={toRoleInput}
      mutationOptions={{
        onSuccess: () => {
          notify('roles.updated', { type: 'success' });
          redirect('list', 'role-permissions');
        },
      }}
    >
      <RoleEditForm />
    </Edit>
  );
}
