import { permissionBlock } from './contract';

/** Platform administration: the landlords on the platform (the super admin and admin only). */
export const landlordPermissions = permissionBlock({
  row: 14,
  resource: 'Landlord',
  actions: ['View', 'Update'],
  roleDefaults: {},
  matrixLabel: { en: 'Landlord', ar: 'المالك' },
});
