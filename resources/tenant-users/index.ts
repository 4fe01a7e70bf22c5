import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { SpecPathResourceDefinition } from '../../src/routing/specPaths';

/**
 * Tenants (issue 5 item 3): `tenant-users/list|add|edit/{id}`, served by the API resource
 * `tenants` (src/providers/resourcePaths.ts maps the name). The menu entry is domain/menu.ts's
 * 'Tenant' row (View User).
 */
const tenantUsers: SpecPathResourceDefinition = {
  name: 'tenant-users',
  label: 'Tenants',
  icon: PeopleIcon,
  list: { component: lazy(() => import('./TenantList')), permission: 'View User' },
  add: { component: lazy(() => import('./TenantCreate')), permission: 'Create User' },
  edit: { component: lazy(() => import('./TenantEdit')), permission: 'Update User' },
  deletePermission: 'Delete User',
};

export default tenantUsers;

/** Contract screens (issue 5 item 4): custom routes beside the resource's own. */
export const ContractRequestsPage = lazy(() => import('./ContractRequestsPage'));
export const ApprovedContractsPage = lazy(() => import('./ApprovedContractsPage'));
export const RequestContractPage = lazy(() => import('./RequestContractPage'));

export const CONTRACT_REQUESTS_PATH = '/tenant-users/pending';
export const APPROVED_CONTRACTS_PATH = '/tenant-users/approved';
export const REQUEST_CONTRACT_PATH = '/tenant-users/request';
