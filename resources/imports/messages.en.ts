import type { Messages } from '../../src/i18n/messages';

/** The import from a spreadsheet (issue 36 item 5): the panel's own labels. */
const messages: Messages = {
  resources: { imports: { name: 'Import' } },
  importPanel: {
    title: 'Import from a spreadsheet',
    kind: 'What the file holds',
    kinds: {
      properties: 'Properties and units',
      tenants: 'Tenants',
      contracts: 'Contracts (running leases)',
      opening_balances: 'Opening balances',
      cheques: 'Cheques held',
    },
    kind_hint: {
      properties:
        'One row per unit (the property’s columns repeated), or one row per property with floors and units per floor to generate its units (101, 102, … 201, …).',
      tenants:
        'One row per tenant. The Civil ID is checked, and duplicates by Civil ID, email or phone are refused.',
      contracts:
        'One row per lease: the tenant by Civil ID or email, the unit by property name and unit number (imported before or added by hand). Leases come in approved; the product invoices each from the month after the import (or the “First month invoiced”), so what a tenant still owes from before comes in as an opening balance.',
      opening_balances:
        'One row per amount a tenant owed before the product, on its balance date: it becomes an invoice of the tenant’s contract, counted by the collection reports like any other. Give the property and unit only when the tenant has several contracts.',
      cheques:
        'One row per post-dated cheque you hold: it goes into the cheque register as received, for the rent month of its due date (or the month you give), linked to that month’s invoice when there is one.',
    },
    order_hint:
      'Import in this order: properties, tenants, contracts, then opening balances and cheques. Each file may name records made by an earlier import or by hand.',
    template: 'Template',
    template_en: 'English headers',
    template_ar: 'Arabic headers',
    format: 'Format',
    choose_file: 'Choose a CSV or XLSX file',
    chosen: 'File: %{name}',
    check: 'Check the file',
    import: 'Import',
    uploading: 'Sending the file: %{percent}%',
    checking: 'The server is checking the rows…',
    checked_ok: '%{rows} rows checked in %{seconds} s: no errors. Nothing was written yet.',
    checked_errors: '%{rows} rows checked: %{count} errors. Nothing was written.',
    imported: 'Imported %{rows} rows in %{seconds} s.',
    would_write: 'Would write: %{counts}',
    wrote: 'Wrote: %{counts}',
    tables: {
      properties: 'property |||| properties',
      property_units: 'unit |||| units',
      users: 'tenant login |||| tenant logins',
      tenant_profiles: 'tenant profile |||| tenant profiles',
      contracts: 'contract |||| contracts',
      deposits: 'deposit held |||| deposits held',
      deposit_entries: 'deposit receipt |||| deposit receipts',
      invoices: 'invoice |||| invoices',
      invoice_items: 'invoice line |||| invoice lines',
      cheques: 'cheque |||| cheques',
    },
    separator: ', ',
    errors_title: 'Errors by row',
    row: 'Row',
    column: 'Column',
    message: 'Message',
    history: 'Past imports',
    history_empty: 'No imports yet.',
    undo: 'Undo',
    undone: 'Undone on %{date}',
    undo_confirm: 'Remove everything this import wrote?',
    cancel: 'Cancel',
    by: '%{date} · %{who} · %{rows} rows',
    error: 'Something went wrong. Please try again.',
  },
};

export default messages;
