import type { Messages } from '../../src/i18n/messages';

/** The import from a spreadsheet (issue 36 item 5): the panel's own labels. */
const messages: Messages = {
  resources: { imports: { name: 'Import' } },
  importPanel: {
    title: 'Import from a spreadsheet',
    kind: 'What the file holds',
    kinds: { properties: 'Properties and units', tenants: 'Tenants' },
    kind_hint: {
      properties:
        'One row per unit (the property’s columns repeated), or one row per property with floors and units per floor to generate its units (101, 102, … 201, …).',
      tenants:
        'One row per tenant. The Civil ID is checked, and duplicates by Civil ID, email or phone are refused.',
    },
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
      properties: 'properties',
      property_units: 'units',
      users: 'tenant logins',
      tenant_profiles: 'tenant profiles',
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
