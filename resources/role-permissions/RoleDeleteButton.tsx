import { DeleteButton, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ROLE_MESSAGES } from '../../domain/roleSchemas';
import type { RoleRecord } from './RoleForm';

/** Why a role cannot be deleted, or null when it can (the server's 409 rules in server/routes/roles.ts). */
export function deleteRefusal(role: Pick<RoleRecord, 'key' | 'userCount'>): string | null {
  if (role.key) return ROLE_MESSAGES.builtIn;
  if (role.userCount > 0) return ROLE_MESSAGES.inUse(role.userCount);
  return null;
}

/**
 * Delete after a confirmation, at once (pessimistic), so that a refusal (someone took the role
 * meanwhile: 409) shows as the red toast with the server's message. Hidden by react-admin where the
 * authProvider's canAccess denies Delete Role.
 */
export function RoleDeleteButton() {
  const role = useRecordContext<RoleRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={`Delete the role ${role?.name ?? ''}?`}
      confirmContent="Its permissions are lost. This cannot be undone."
      mutationOptions={{
        // react-admin's own success toast would show its generic text instead of the server's.
        onSuccess: () => {
          notify(ROLE_MESSAGES.deleted, { type: 'success' });
          redirect('list', 'role-permissions');
        },
      }}
    />
  );
}
