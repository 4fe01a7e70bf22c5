import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * A landlord's property managers (issue 5: `property-managers/list`, `add`, `edit/{id}`), served
 * by `/api/property-managers` (server/routes/property-managers.ts). Deleting is deactivating.
 */
const propertyManagers: ResourceModule = {
  name: 'property-managers',
  label: 'Property managers',
  permissionResource: 'Manager',
  icon: BadgeIcon,
  menu: [
    {
      order: 2,
      key: 'propertyManagers',
      title: 'Property managers',
      url: '/property-managers/list',
      permission: 'View Manager',
    },
  ],
  screens: {
    list: lazyScreen(() => import('./ManagerList')),
    add: lazyScreen(() => import('./ManagerCreate')),
    edit: lazyScreen(() => import('./ManagerEdit')),
  },
};

export default propertyManagers;
