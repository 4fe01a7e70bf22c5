import { permissionBlock } from './contract';

/**
 * A landlord's expenses (issue 36 item 1). Managers record and correct the expenses of their
 * properties; deleting one is the landlord's unless it grants it. The super admin reads them.
 * Tenants have none.
 */
export const expensePermissions = permissionBlock({
  resource: 'Expense',
  // After Deposit (12.6), before Role Permission (13): the money rows stay together.
  row: 12.7,
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: {
    landlord: ['View', 'Create', 'Update', 'Delete'],
    manager: ['View', 'Create', 'Update'],
    super_admin: ['View'],
  },
  matrixLabel: { en: 'Expenses', ar: 'المصروفات' },
});
