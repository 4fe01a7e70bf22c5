import { permissionBlock } from './contract';

/**
 * Tenant messages (issue 35 item 4): the landlord and its managers read what was sent to their
 * tenants, on which channel, and what became of it. A tenant reads its own through Tenant Rental
 * (the contract's reader rule). Nobody writes one by hand here: the server sends them.
 */
export const messagePermissions = permissionBlock({
  resource: 'Message',
  // After Expense (12.7), before Role Permission (13).
  row: 12.8,
  actions: ['View'],
  roleDefaults: { landlord: ['View'], manager: ['View'] },
  matrixLabel: { en: 'Messages', ar: 'الرسائل' },
});
