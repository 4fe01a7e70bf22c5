import { permissionBlock } from './contract';

/** Tenancy contracts, from the landlord's side. */
export const tenantContractPermissions = permissionBlock({
  row: 9,
  resource: 'Tenant Contract',
  actions: ['View', 'Update'],
  roleDefaults: { landlord: ['View', 'Update'], manager: ['View', 'Update'] },
  matrixLabel: { en: 'Tenant Contract', ar: 'عقد المستأجر' },
});

/** A tenant's own rental: its contracts, invoices and payments. */
export const tenantRentalPermissions = permissionBlock({
  row: 11,
  resource: 'Tenant Rental',
  actions: ['View', 'Update'],
  roleDefaults: { user: ['View', 'Update'] },
  matrixLabel: { en: 'Tenant Rental', ar: 'إيجار المستأجر' },
});
