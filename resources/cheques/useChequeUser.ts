import { useQuery } from '@tanstack/react-query';
import { tenantsContract } from '../../domain/contracts/tenants';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { dataProvider } from '../../src/providers/dataProvider';

/** Who looks at the register: a tenant reads its own cheques; the landlord's side works them. */
export function useChequeUser() {
  const { menuUser } = useCurrentUser();
  const can = (permission: string) => hasPermission(menuUser.permissions, permission);
  const isTenant = menuUser.roleKey === 'user';
  return {
    isTenant,
    mayCreate: !isTenant && can('Create Cheque'),
    mayUpdate: !isTenant && can('Update Cheque'),
    mayViewTenants: !isTenant && can('View User'),
  };
}

/**
 * The tenant filter's choices, asked only of users who may list tenants (the HTTP client signs
 * out on a 403, so a tenant must never call the tenants list).
 */
export function useTenantChoices(enabled: boolean) {
  const query = useQuery({
    queryKey: ['cheque-tenant-choices'],
    queryFn: ({ signal }) =>
      dataProvider
        .call(tenantsContract.endpoints.list, { query: { page: 1, pageSize: 100 }, signal })
        .then((a) => a.items.map((t) => ({ id: t.id, name: t.displayName }))),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (query.data ?? []) : null;
}
