import { permissionBlock } from './contract';

/** Platform administration: roles and their permissions (the super admin and admin only). */
export const rolePermissions = permissionBlock({
  row: 13,
  resource: 'Role',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: {},
  matrixLabel: { en: 'Role', ar: 'الدور' },
});
