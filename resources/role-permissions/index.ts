import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import type { SpecPathResourceDefinition } from '../../src/routing/specPaths';

/**
 * The super admin's role-permissions screens (spec section 2: `role-permissions/list`, `add`,
 * `edit/{roleId}`), served by `/api/super/roles` (see src/providers/resourcePaths.ts). The menu
 * entry is domain/menu.ts's 'Role permissions' row (View Role).
 */
const rolePermissions: SpecPathResourceDefinition = {
  name: 'role-permissions',
  label: 'Role permissions',
  icon: AdminPanelSettingsIcon,
  list: { component: lazy(() => import('./RoleList')), permission: 'View Role' },
  add: { component: lazy(() => import('./RoleCreate')), permission: 'Create Role' },
  edit: { component: lazy(() => import('./RoleEdit')), permission: 'Update Role' },
  deletePermission: 'Delete Role',
};

export default rolePermissions;
