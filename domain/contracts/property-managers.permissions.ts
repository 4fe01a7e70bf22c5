import { permissionBlock } from './contract';

/** The landlord's property managers. */
export const managerPermissions = permissionBlock({
  row: 10,
  resource: 'Manager',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: { landlord: ['View', 'Create', 'Update', 'Delete'] },
  matrixLabel: { en: 'Manager', ar: 'المدير' },
});
