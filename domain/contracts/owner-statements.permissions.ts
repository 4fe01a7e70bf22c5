import { permissionBlock } from './contract';

/**
 * Owner statements (issue 36 item 3): the landlord issues and mails them; a manager and the super
 * admin read them; an owner (the OWNER role) reads its own and nothing else.
 */
export const ownerStatementPermissions = permissionBlock({
  resource: 'Owner Statement',
  row: 12.9,
  actions: ['View', 'Create'],
  roleDefaults: {
    landlord: ['View', 'Create'],
    manager: ['View'],
    super_admin: ['View'],
    owner: ['View'],
  },
  matrixLabel: { en: 'Owner statements', ar: 'كشوف الملاك' },
});
