import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { lazy } from 'react';
import type { SpecPathResourceDefinition } from '../../src/routing/specPaths';

/**
 * A landlord's property managers (issue 5: `property-managers/list`, `add`, `edit/{id}`), served
 * by `/api/property-managers` (server/routes/property-managers.ts). The menu entry is
 * domain/menu.ts's 'Property managers' row (View Manager). Deleting is deactivating.
 */
const propertyManagers: SpecPathResourceDefinition = {
  name: 'property-managers',
  label: 'Property managers',
  icon: SupervisorAccountIcon,
  list: { component: lazy(() => import('./ManagerList')), permission: 'View Manager' },
  add: { component: lazy(() => import('./ManagerCreate')), permission: 'Create Manager' },
  edit: { component: lazy(() => import('./ManagerEdit')), permission: 'Update Manager' },
  deletePermission: 'Delete Manager',
};

export default propertyManagers;
