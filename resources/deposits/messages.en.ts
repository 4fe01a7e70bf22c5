import type { Messages } from '../../src/i18n/messages';

/** Security deposits (issue 34 item 3): the panel's own labels. */
const messages: Messages = {
  resources: { deposits: { name: 'Security deposit |||| Security deposits' } },
  securityDeposits: {
    title: 'Security deposits',
    loading: 'Loading...',
    error: 'Something went wrong. Please try again.',
    empty: 'No security deposits yet.',
    search: 'Search tenant, property or unit',
    all_states: 'All',
    back: 'Back to security deposits',
    open: 'Open',
    state: { NOT_RECEIVED: 'Not received', HELD: 'Held', SETTLED: 'Settled' },
    fields: {
      tenant: 'Tenant',
      property: 'Property / unit',
      contract: 'Contract dates',
      agreed: 'Agreed',
      received: 'Received',
      deducted: 'Deducted',
      refunded: 'Refunded',
      held: 'Held now',
      arrears: 'Rent arrears',
      status: 'Status',
    },
    entries: {
      title: 'History',
      none: 'Nothing recorded yet.',
      kind: { receipt: 'Received', deduction: 'Deduction', refund: 'Refund' },
      date: 'Date',
      what: 'Entry',
      details: 'Notes and reference',
      by: 'By',
      amount: 'Amount',
    },
    method: { other: 'Other' },
    actions: {
      receive: 'Receive deposit',
      deduct: 'Deduct',
      refund: 'Refund',
      pdf: 'Settlement statement (PDF)',
      save: 'Save',
      cancel: 'Cancel',
    },
    form: {
      amount: 'Amount (KWD)',
      method: 'Method',
      reference: 'Reference',
      reason: 'Reason',
      note: 'Note',
      held_hint: 'The deposit holds %{amount} now.',
    },
    money_held: 'A deposit is money held for the tenant: it is not counted as rent collected.',
  },
};

export default messages;
