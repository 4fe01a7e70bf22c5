import { permissionBlock } from './contract';

/**
 * The owners a landlord manages for (issue 36 item 3): their accounts, their shares per property,
 * the management fee rule and the payouts. The landlord manages them; a manager reads those of its
 * properties; the super admin reads them. Owners and tenants hold none.
 */
export const propertyOwnerPermissions = permissionBlock({
  resource: 'Property Owner',
  // After Expense (12.7): the books stay together.
  row: 12.8,
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: {
    landlord: ['View', 'Create', 'Update', 'Delete'],
    manager: ['View'],
    super_admin: ['View'],
  },
  matrixLabel: { en: 'Owners', ar: 'الملاك' },
});
