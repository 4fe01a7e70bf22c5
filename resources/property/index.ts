import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazy } from 'react';
import type { SpecPathResourceDefinition } from '../../src/routing/specPaths';

/**
 * Properties and their units (issue 5), on the spec's paths `property/list`, `property/add` and
 * `property/edit/{id}`, served by `/api/properties` (src/providers/resourcePaths.ts). The menu
 * entries are domain/menu.ts's 'Properties' row and its 'Create Property' sub-item.
 */
const property: SpecPathResourceDefinition = {
  name: 'property',
  label: 'Properties',
  icon: ApartmentIcon,
  list: { component: lazy(() => import('./PropertyList')), permission: 'View Property' },
  add: { component: lazy(() => import('./PropertyCreate')), permission: 'Create Property' },
  edit: { component: lazy(() => import('./PropertyEdit')), permission: 'Update Property' },
  deletePermission: 'Delete Property',
};

export default property;
