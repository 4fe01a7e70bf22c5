import { permissionBlock } from './contract';

/** The financial reports (receipts, rental collection) are read only. */
export const financialReportsPermissions = permissionBlock({
  row: 4,
  resource: 'Financial Reports',
  actions: ['View'],
  roleDefaults: { landlord: ['View'], manager: ['View'] },
  matrixLabel: { en: 'Financial Reports', ar: 'التقارير المالية' },
});
