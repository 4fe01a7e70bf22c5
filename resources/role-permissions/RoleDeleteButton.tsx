import { DeleteButton, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { ROLE_MESSAGES } from '../../domain/roleSchemas';
import type { RoleRecord } from './RoleForm';
import { roleName } from './roleText';

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
  const translate = useTranslate();
  const confirmTitle = translate('rolePermissions.delete.title', {
    name: role ? roleName(translate, role) : '',
  });
  const confirmContent = translate('rolePermissions.delete.content');
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      mutationOptions={{
        // react-admin's own success toast would show its generic text instead of the server's.
        onSuccess: () => {
          notify('roles.deleted', { type: 'success' });
          redirect('list', 'role-permissions');
        },
      }}
    />
  );
}
