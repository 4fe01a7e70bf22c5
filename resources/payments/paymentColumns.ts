import type { ColumnChoice } from './ColumnVisibilityMenu';

/**
 * Tenant payments columns (spec section 2), in display order. Each label is a catalogue key
 * (react-admin's `resources.<name>.fields.<column>`); messages.en.ts holds the spec's English.
 */
export const PAYMENT_COLUMNS = [
  { key: 'invoice_no', label: 'resources.tenant-payments.fields.invoice_no' },
  // Issue 16 item 7: the search box finds rows by tenant, so the tenant is shown (hideable).
  { key: 'tenant_name', label: 'resources.tenant-payments.fields.tenant_name' },
  { key: 'landlord_name', label: 'resources.tenant-payments.fields.landlord_name' },
  { key: 'amount', label: 'resources.tenant-payments.fields.amount' },
  { key: 'method', label: 'resources.tenant-payments.fields.method' },
  { key: 'docs', label: 'resources.tenant-payments.fields.docs' },
  { key: 'date', label: 'resources.tenant-payments.fields.date' },
  { key: 'actions', label: 'resources.tenant-payments.fields.actions' },
] as const satisfies readonly ColumnChoice<string>[];

export type PaymentColumn = (typeof PAYMENT_COLUMNS)[number]['key'];
