import { permissionBlock } from './contract';

/**
 * Security deposits (issue 34 item 3). Managers take a deposit in and read them (as cheques);
 * deducting and refunding at move-out is Update, the landlord's unless it grants it. A tenant
 * reads its own through Tenant Rental (DEPOSIT_READER).
 */
export const depositPermissions = permissionBlock({
  resource: 'Deposit',
  // After Cheque (12.5), before Role Permission (13): the money rows stay together.
  row: 12.6,
  actions: ['View', 'Create', 'Update'],
  roleDefaults: { landlord: ['View', 'Create', 'Update'], manager: ['View', 'Create'] },
  matrixLabel: { en: 'Security deposits', ar: 'التأمينات' },
});
