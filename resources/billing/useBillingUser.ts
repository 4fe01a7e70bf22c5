import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { fetchPropertyChoices } from './billingApi';

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

/**
 * The property filter's choices. Asked only of users who may view properties: the HTTP client
 * signs out on a 403, so a tenant must never call the properties list.
 */
export function usePropertyChoices() {
  const { can } = useBillingUser();
  const enabled = can('View Property');
  const query = useQuery({
    queryKey: ['billing', 'property-choices'],
    queryFn: ({ signal }) => fetchPropertyChoices(signal),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (query.data ?? []) : null;
}
