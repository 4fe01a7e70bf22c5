import { permissionBlock } from './contract';

/** Receipts of payments; a tenant reads its own. */
export const receiptsPermissions = permissionBlock({
  row: 5,
  resource: 'Receipts',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: { landlord: ['View', 'Create', 'Update', 'Delete'], manager: ['View'], user: ['View'] },
  matrixLabel: { en: 'Receipts', ar: 'الإيصالات' },
});
