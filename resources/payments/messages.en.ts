import type { Messages } from '../../src/i18n/messages';

/**
 * Tenant payments, collection reports, the manual payment and refund dialogs (issue 22). The
 * English is the spec's, character for character; `payments.messages` and
 * `payments.refund_dialog.errors` repeat the shared rules' texts (domain/manualPaymentSchemas.ts,
 * refundForm.ts) under their names, so the dialogs show them in the reader's language.
 */
const messages: Messages = {
  resources: {
    'tenant-payments': {
      name: 'Tenant payment |||| Tenant payments',
      fields: {
        invoice_no: 'Invoice No',
        tenant_name: 'Tenant Name',
        landlord_name: 'Landlord Name',
        amount: 'Amount',
        method: 'Method',
        docs: 'Agreement Docs',
        date: 'Date',
        actions: 'Actions',
      },
    },
  },
  payments: {
    common: { error: 'Something went wrong' },
    list: {
      title: 'TENANT PAYMENTS',
      search: 'Search users...',
      add_new: '+ Add New',
      reversed_range: 'The from date is after the to date: choose a from date on or before the to date.',
      table_label: 'Tenant payments',
      loading: 'Loading...',
      no_results: 'No results.',
      edit_payment: 'Edit payment %{invoice}',
      refund: 'Refund',
      refund_payment: 'Refund payment %{invoice}',
    },
    columns: { button: 'Columns' },
    date_range: { from: 'From date', to: 'To date' },
    pagination: {
      range: '%{first}-%{last} of %{total}',
      page: 'Go to page %{page}',
      page_current: 'page %{page}',
      first: 'Go to first page',
      last: 'Go to last page',
      next: 'Go to next page',
      previous: 'Go to previous page',
    },
    manual_dialog: {
      title_add: 'Add Manual Payment',
      title_update: 'Update Manual Payment',
      choose_landlord: 'Choose the landlord.',
      add: 'Add payment',
      save: 'Save changes',
    },
    form: {
      invoice: 'Invoice',
      no_unpaid_invoices: 'No unpaid invoices',
      amount: 'Amount',
      amount_placeholder: '100.000',
      currency: 'Currency',
      method: 'Method',
      no_method: 'None',
      dropped_method: 'Recorded as %{method}, which cannot be kept on update.',
      deposit_reference: 'Deposit reference',
      deposit_date: 'Deposit date',
      notes: 'Notes',
      mark_as_paid: 'Mark as paid',
    },
    attachments: {
      dropzone_text: 'Click to choose files or drag and drop them here',
      accepted: 'Images, PDF, DOC or DOCX',
      list_label: 'Attachments',
      remove: 'Remove %{name}',
      more: '%{smart_count} more attachment |||| %{smart_count} more attachments',
      more_list: 'More attachments',
    },
    messages: {
      foreignLandlord: "You can only see your own landlord's payments.",
    },
    refund_dialog: {
      title: 'Refund Payment',
      invoice: 'Invoice %{invoice} · %{tenant}',
      paid_online: 'Paid online: %{paid} · Refunded so far: %{refunded}',
      left: 'Left to refund: %{amount}',
      done: 'Refunded %{amount}. Credit note',
      amount: 'Amount',
      amount_help: 'KWD, up to 3 decimals',
      reason: 'Reason',
      refund: 'Refund',
      errors: {
        amountRequired: 'Enter the amount to refund.',
        amountPositive: 'The amount must be more than 0.',
        amountTooLarge: 'A refund can be at most %{left} KWD, what is left of this payment.',
      },
    },
    refunds_due: {
      title: 'Online payments to refund',
      explain:
        'The gateway took these payments but their invoice could not take them (it was already paid or cancelled), and the gateway refused to refund them. They are not counted as received. Refund each to its tenant.',
      item: '%{amount} · invoice %{invoice} · %{tenant} · gateway reference %{reference}',
    },
    refunds: {
      refunded: 'Refunded: %{amount}',
      partially_refunded: 'Partially refunded: %{amount}',
      download_credit_note: 'Download credit note %{number}',
    },
    collections: {
      title: 'COLLECTION REPORTS',
      search: 'Search tenant...',
      table_label: 'Collections',
      sort_by: 'Sort by',
      sorted_asc: 'Sorted ascending; sort descending',
      sorted_desc: 'Sorted descending; sort ascending',
      paid_on: 'Paid %{date}',
      cards: {
        total_collection: 'TOTAL COLLECTIONS',
        received_amount: 'RECEIVED AMOUNT',
        written_off_amount: 'WRITTEN OFF',
        pending_amount: 'PENDING AMOUNT',
      },
      fields: {
        invoice_no: 'Invoice #',
        property_name: 'Property',
        unit_no: 'Unit',
        tenant_name: 'Tenant',
        payment_date: 'Payment Date',
        rent: 'Rent',
        status: 'Status',
        attachments: 'Agreement Docs',
      },
      status: {
        received: 'Received',
        partially_paid: 'Partially paid',
        pending: 'Pending',
        overdue: 'Overdue',
      },
      messages: {
        loadFailed: 'Failed to load collections',
        exception: 'Something went wrong',
      },
    },
  },
};

export default messages;
