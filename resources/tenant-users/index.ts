import GroupIcon from '@mui/icons-material/Group';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';
import { APPROVED_CONTRACTS_PATH, CONTRACT_REQUESTS_PATH, REQUEST_CONTRACT_PATH } from './paths';

/**
 * Tenants (issue 5 item 3): `tenant-users/list|add|edit/{id}`, served by the API resource
 * `tenants`, and the contract screens beside them (issue 5 item 4): the landlord's requests and
 * approved contracts, and a tenant's own request for a vacant unit.
 */
const tenantUsers: ResourceModule = {
  name: 'tenant-users',
  label: 'Tenants',
  apiPath: '/tenants',
  permissionResource: 'User',
  icon: GroupIcon,
  menu: [
    {
      order: 3,
      key: 'tenant',
      title: 'Tenant',
      url: '/tenant-users/list',
      permission: 'View User',
      items: [
        {
          key: 'contractsRequest',
          title: 'Contracts Request',
          url: CONTRACT_REQUESTS_PATH,
          permission: 'View Tenant Contract',
        },
        {
          key: 'approvedContracts',
          title: 'Approved Contracts',
          url: APPROVED_CONTRACTS_PATH,
          permission: 'View Tenant Contract',
        },
      ],
    },
    // A tenant asks for a contract on a vacant unit of its landlord.
    {
      order: 15,
      key: 'requestAContract',
      title: 'Request a contract',
      url: REQUEST_CONTRACT_PATH,
      permission: 'Update Tenant Rental',
      roles: ['user'],
    },
  ],
  screens: {
    list: lazyScreen(() => import('./TenantList')),
    add: lazyScreen(() => import('./TenantCreate')),
    edit: lazyScreen(() => import('./TenantEdit')),
  },
  pages: [
    { path: CONTRACT_REQUESTS_PATH, component: lazyScreen(() => import('./ContractRequestsPage')) },
    { path: APPROVED_CONTRACTS_PATH, component: lazyScreen(() => import('./ApprovedContractsPage')) },
    { path: REQUEST_CONTRACT_PATH, component: lazyScreen(() => import('./RequestContractPage')) },
  ],
};

export default tenantUsers;
