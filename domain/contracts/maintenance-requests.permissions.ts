import { permissionBlock } from './contract';

/** Maintenance requests: tenants raise them, managers work them, the landlord decides. */
export const maintenanceRequestPermissions = permissionBlock({
  row: 2,
  resource: 'Maintenance Request',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: {
    landlord: ['View', 'Create', 'Update', 'Delete'],
    manager: ['View', 'Update'],
    user: ['View', 'Create'],
  },
  matrixLabel: { en: 'Maintenance Request', ar: 'طلب الصيانة' },
});
