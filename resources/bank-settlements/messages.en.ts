import type { Messages } from '../../src/i18n/messages';

/**
 * Bank and settlements (issue 22). `bankSettlements.messages` repeats the shared schema's texts
 * (domain/bankSettlementSchemas.ts, the API's too) under their names, so the bank account form
 * shows them in the reader's language.
 */
const messages: Messages = {
  resources: {
    'bank-settlements': { name: 'Bank and settlements |||| Bank and settlements' },
  },
  bankSettlements: {
    loading: 'Loading...',
    error: 'Something went wrong. Please try again.',
    page: { title: 'Bank and settlements', plan_flexibility: 'Plan flexibility' },
    account: {
      title: 'Bank account',
      fields: {
        iban: 'IBAN',
        holder_name: 'Account holder name',
        bank_name: 'Bank name',
        sub_merchant_ref: 'Gateway sub-merchant reference',
      },
      iban_help: 'KW, 2 check digits, 4-letter bank code, 22 characters (30 in all).',
      save: 'Save bank account',
      save_failed: 'Saving failed.',
    },
    messages: {},
    status: {
      reconciled: 'Reconciled',
      flagged: 'Flagged',
      flagged_by: 'Flagged: %{amount}',
    },
    filters: {
      from: 'Deposited from',
      to: 'Deposited to',
      status: 'Status',
      all: 'All',
      search: 'Search',
      search_placeholder: 'Reference',
    },
    actions: {
      day: 'Settlement day',
      fetch: 'Fetch settlements',
      export: 'Export CSV',
    },
    list: {
      title: 'Settlements',
      table_label: 'Settlement batches',
      empty: 'No settlements found.',
      fields: {
        landlord: 'Landlord',
        reference: 'Reference',
        deposit_date: 'Deposit date',
        gross: 'Gross',
        fees: 'Fees',
        refunds: 'Refunds',
        net: 'Net',
        payments: 'Payments',
        status: 'Status',
      },
      payment_count: '%{count} payment |||| %{count} payments',
      card_amounts: 'Net %{net} (gross %{gross}, fees %{fees})',
      displayed_rows: '%{from}–%{to} of %{count}',
    },
    batch: {
      title: 'Settlement %{reference}',
      title_loading: 'Settlement',
      deposited: 'Deposited %{date}',
      landlord: 'Landlord: %{name}',
      gross: 'Gross',
      fees: 'Fees',
      refunds: 'Refunds',
      net_deposited: 'Net deposited',
      payments: 'Payments (%{count})',
      not_matched: 'Not matched to a payment here',
      amount: 'Amount',
      fee: 'Fee',
      refunded: 'Refunded',
      net: 'Net',
    },
  },
};

export default messages;
