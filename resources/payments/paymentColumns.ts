import type { ColumnChoice } from './ColumnVisibilityMenu';

/** Tenant payments columns (spec section 2), in display order. */
export const PAYMENT_COLUMNS = [
  { key: 'invoice_no', label: 'Invoice No' },
  // Issue 16 item 7: the search box finds rows by tenant, so the tenant is shown (hideable).
  { key: 'tenant_name', label: 'Tenant Name' },
  { key: 'landlord_name', label: 'Landlord Name' },
  { key: 'amount', label: 'Amount' },
  { key: 'method', label: 'Method' },
  { key: 'docs', label: 'Agreement Docs' },
  { key: 'date', label: 'Date' },
  { key: 'actions', label: 'Actions' },
] as const satisfies readonly ColumnChoice<string>[];

export type PaymentColumn = (typeof PAYMENT_COLUMNS)[number]['key'];
