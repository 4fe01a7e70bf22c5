import { permissionBlock } from './contract';

/** Properties and their units. */
export const propertyPermissions = permissionBlock({
  row: 7,
  resource: 'Property',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: { landlord: ['View', 'Create', 'Update', 'Delete'], manager: ['View', 'Update'] },
  matrixLabel: { en: 'Property', ar: 'العقار' },
});
