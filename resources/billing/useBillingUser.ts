import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';

/** Who is looking at a billing screen: a tenant sees its own invoices, read-only. */
export function useBillingUser() {
  const { user, menuUser } = useCurrentUser();
  const can = (permission: string) => hasPermission(menuUser.permissions, permission);
  return {
    userId: user?.id ?? null,
    isTenant: menuUser.roleKey === 'user',
    can,
  };
}
