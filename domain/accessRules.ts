import type { AccessRule } from './access';

/**
 * The rules where a tenant and the landlord's side reach the same data through different
 * permissions. The API's routes and the panel's screens both name these, so the two never disagree.
 */

/** Tenants read their own invoices through Tenant Rental; landlords and managers through Invoice. */
export const INVOICE_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Invoice',
};

/** Tenants read their own receipts through Tenant Rental; landlords and managers through Receipts. */
export const RECEIPT_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Receipts',
};

/** Tenants reach their contracts through Tenant Rental, landlords and managers through Tenant Contract. */
export const CONTRACT_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Tenant Contract',
};
export const CONTRACT_WRITER: AccessRule = {
  byRole: { user: 'Update Tenant Rental' },
  otherwise: 'Update Tenant Contract',
};

/** The landlord's side reads a tenant's ledger through User; a tenant reads its own through Tenant Rental. */
export const STATEMENT_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View User',
};

/** Units: View Property, except that a tenant may list its landlord's vacant units to pick one. */
export const UNIT_READER: AccessRule = { byRole: { user: true }, otherwise: 'View Property' };

/**
 * Maintenance comments: a tenant writes on its own requests through Create Maintenance Request, the
 * landlord's side through Update Maintenance Request (it works the request).
 */
export const MAINTENANCE_COMMENTER: AccessRule = {
  byRole: { user: 'Create Maintenance Request' },
  otherwise: 'Update Maintenance Request',
};

/** Online payment (issue 20): only a tenant pays, its own invoices (the scope sees to "its own"). */
export const ONLINE_PAYER: AccessRule = { byRole: { user: 'View Tenant Rental' }, otherwise: false };

/** An online payment attempt: the tenant that made it, or the landlord's side through Landlord Payment. */
export const PAYMENT_ATTEMPT_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Landlord Payment',
};

/** Cheques (issue 34): a tenant reads its own through Tenant Rental, the landlord's side through Cheque. */
export const CHEQUE_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Cheque',
};

/** Security deposits (issue 34): a tenant reads its own through Tenant Rental, the landlord's side through Deposit. */
export const DEPOSIT_READER: AccessRule = {
  byRole: { user: 'View Tenant Rental' },
  otherwise: 'View Deposit',
};

/**
 * The SUPPORT TICKETS menu row: the raisers, the super admin (who answers: its routes ask for
 * its role only), and a tenant, for whom the row is MAINTENANCE REQUESTS (issue 18 items 1-7).
 */
export const SUPPORT_MENU: AccessRule = {
  byRole: {
    landlord: 'View Maintenance Request',
    manager: 'View Maintenance Request',
    user: 'View Maintenance Request',
    super_admin: true,
  },
  otherwise: false,
};
