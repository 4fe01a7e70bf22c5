import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { AccessRule } from '../../domain/access';
import type { ResourceModule } from '../../src/registry/resourceModule';

const LANDLORD_CREATES_PROPERTY: AccessRule = { byRole: { landlord: 'Create Property' }, otherwise: false };

/**
 * Properties and their units (issue 5), on the spec's paths `property/list`, `property/add` and
 * `property/edit/{id}`, served by `/api/properties`. Create Property is a menu sub-item for a
 * landlord who is not allowed holding properties.
 */
const property: ResourceModule = {
  name: 'property',
  label: 'Properties',
  apiPath: '/properties',
  permissionResource: 'Property',
  // Spec section 6: Create Property is for a landlord only (and, on the screen, only while it is
  // not allowed holding properties).
  access: { create: LANDLORD_CREATES_PROPERTY },
  icon: ApartmentIcon,
  menu: [
    {
      order: 4,
      key: 'properties',
      title: 'Properties',
      url: '/property/list',
      permission: 'View Property',
      items: [
        {
          key: 'createProperty',
          title: 'Create Property',
          url: '/property/add',
          permission: 'Create Property',
          roles: ['landlord'],
          requiresNoHoldingProperties: true,
        },
      ],
    },
  ],
  screens: {
    list: lazyScreen(() => import('./PropertyList')),
    add: lazyScreen(() => import('./PropertyCreate')),
    edit: lazyScreen(() => import('./PropertyEdit')),
  },
};

export default property;
