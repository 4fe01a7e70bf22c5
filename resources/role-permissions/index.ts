import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * The super admin's role-permissions screens (spec section 2: `role-permissions/list`, `add`,
 * `edit/{roleId}`), served by `/api/super/roles`. Platform administration, not in section 6's table.
 */
const rolePermissions: ResourceModule = {
  name: 'role-permissions',
  label: 'Role permissions',
  apiPath: '/super/roles',
  permissionResource: 'Role',
  icon: AdminPanelSettingsIcon,
  menu: [
    {
      order: 17,
      key: 'rolePermissions',
      title: 'Role permissions',
      url: '/role-permissions/list',
      permission: 'View Role',
    },
  ],
  screens: {
    list: lazyScreen(() => import('./RoleList')),
    add: lazyScreen(() => import('./RoleCreate')),
    edit: lazyScreen(() => import('./RoleEdit')),
  },
};

export default rolePermissions;
