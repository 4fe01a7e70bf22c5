import { permissionBlock } from './contract';

/** The landlord's invoices to its tenants (a tenant reads its own through Tenant Rental). */
export const invoicePermissions = permissionBlock({
  row: 6,
  resource: 'Invoice',
  actions: ['View', 'Create', 'Update', 'Delete'],
  roleDefaults: { landlord: ['View', 'Create', 'Update', 'Delete'], manager: ['View', 'Create', 'Update'] },
  matrixLabel: { en: 'Invoice', ar: 'الفاتورة' },
});
