import { permissionBlock } from './contract';

/** Payments a landlord records or collects (manual, online). */
export const landlordPaymentPermissions = permissionBlock({
  row: 12,
  resource: 'Landlord Payment',
  actions: ['View', 'Create', 'Update'],
  roleDefaults: { landlord: ['View', 'Create', 'Update'], manager: ['View', 'Create'] },
  matrixLabel: { en: 'Landlord Payment', ar: 'مدفوعات المالك' },
});
