import { useQuery } from '@tanstack/react-query';
import { propertiesContract } from '../../domain/contracts/properties';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../layout/useCurrentUser';
import { dataProvider } from '../providers/dataProvider';

export interface PropertyChoice {
  id: string;
  name: string;
}

const fetchPropertyChoices = (signal?: AbortSignal) =>
  dataProvider
    .call(propertiesContract.endpoints.list, { query: { page: 1, pageSize: 100 }, signal })
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
