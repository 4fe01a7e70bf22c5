import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * OWNERS (issue 36 item 3): the owners a landlord manages for, their shares per property with the
 * management fee rule, and the payouts made to them. The landlord manages them; a manager and the
 * super admin read. Its menu row follows the expenses' (9.7).
 */
const propertyOwners: ResourceModule = {
  name: 'property-owners',
  label: 'Owners',
  icon: GroupsIcon,
  permissionResource: 'Property Owner',
  menu: [
    {
      order: 9.85,
      key: 'owners',
      title: 'Owners',
      url: '/property-owners/list',
      permission: 'View Property Owner',
    },
  ],
  pages: [
    {
      path: '/property-owners/list',
      component: lazyScreen(() => import('./OwnersPage')),
      access: 'View Property Owner',
    },
  ],
};

export default propertyOwners;
