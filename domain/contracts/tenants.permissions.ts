import { permissionBlock } from './contract';

/** The landlord's tenants (spec section 6 calls the tenant's role User). */
export const userPermissions = permissionBlock({
  row: 8,
  resource: 'User',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: { landlord: ['View', 'Create', 'Update', 'Delete'], manager: ['View', 'Create', 'Update'] },
  matrixLabel: { en: 'User', ar: 'المستخدم' },
});
