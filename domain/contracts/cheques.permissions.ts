import { permissionBlock } from './contract';

/**
 * Post-dated cheques (issue 34). Managers as for payments (they take cheques in and read the
 * register; moving one to DEPOSITED, CLEARED or BOUNCED is Update, which a landlord may grant).
 * A tenant reads its own through Tenant Rental (CHEQUE_READER), as it does its invoices.
 */
export const chequePermissions = permissionBlock({
  resource: 'Cheque',
  // After Landlord Payment (12), before Role Permission (13): the payments' rows stay together.
  row: 12.5,
  actions: ['View', 'Create', 'Update'],
  roleDefaults: { landlord: ['View', 'Create', 'Update'], manager: ['View', 'Create'] },
  matrixLabel: { en: 'Cheques', ar: 'الشيكات' },
});
