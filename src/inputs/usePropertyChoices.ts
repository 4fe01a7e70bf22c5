import { useQuery } from '@tanstack/react-query';
import { endpointPaths } from '../../domain/contracts/endpointPaths';
import type { propertiesContract } from '../../domain/contracts/properties';
import { hasPermission } from '../../domain/permissionCheck';
import { useCurrentUser } from '../layout/useCurrentUser';
import { dataProvider } from '../providers/dataProvider';

// The path only (the dashboard's property filter uses this): no zod in the dashboard's chunks.
const PROPERTIES = endpointPaths<typeof propertiesContract>()({
  list: { method: 'GET', path: '/api/properties/list' },
});

export interface PropertyChoice {
  id: string;
  name: string;
}

const fetchPropertyChoices = (signal?: AbortSignal) =>
  dataProvider
    .call(PROPERTIES.list, { query: { page: 1, pageSize: 100 }, signal })
    .then((a) => a.items.map(({ id, name }): PropertyChoice => ({ id, name })));

/**
 * The property filter's choices. Asked only of users who may view properties: the HTTP client
 * signs out on a 403, so a tenant must never call the properties list.
 */
export function usePropertyChoices() {
  const { menuUser } = useCurrentUser();
  const enabled = hasPermission(menuUser.permissions, 'View Property');
  const query = useQuery({
    queryKey: ['property-choices'],
    queryFn: ({ signal }) => fetchPropertyChoices(signal),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (query.data ?? []) : null;
}
