import type { Messages } from '../../src/i18n/messages';

/** Paying online: the Pay button and dialog, payment links, the result pages (issue 22). */
const messages: Messages = {
  resources: {
    payments: { name: 'Online payment |||| Online payments' },
  },
  onlinePayments: {
    pay: 'Pay',
    pay_now: 'Pay now',
    pay_invoice: '%{label} %{invoice}',
    opening: 'Opening payment…',
    error: 'Something went wrong',
    retry: 'Retry',
    loading: 'Loading...',
    pay_dialog: {
      title: 'Pay %{invoice}',
      balance: 'Balance:',
      below_minimum: 'The balance is below the minimum part payment, so it is paid in full.',
      part_allowed: 'You may pay the whole balance or part of it, at least %{minimum}.',
      amount: 'Amount to pay (%{currency})',
      amount_help: 'Up to 3 decimals, e.g. 50.000',
      continue: 'Continue to payment',
      errors: {},
    },
    link: {
      button: 'Payment link',
      title: 'Payment link for %{invoice}',
      creating: 'Creating the link…',
      explain:
        'The tenant of this invoice signs in and pays it online through this link. It works for that tenant only.',
      expires: 'Expires %{date} (Kuwait time)',
      copy: 'Copy',
      copied: 'Payment link copied',
      copy_failed: 'The link could not be copied; it is selected: copy it with Ctrl+C.',
      email: 'Email to tenant',
    },
    by_link: {
      title: 'Pay invoice',
      heading: 'Pay invoice %{invoice}',
      balance: 'Balance',
      explain: 'Pay by KNET or card on the payment page. This link works until %{date} (Kuwait time).',
      view_invoice: 'View invoice',
    },
    result: {
      title: 'Online payment',
      back: 'My rental invoices',
      success: 'Payment successful',
      thanks: 'Thank you. Your payment has been received.',
      amount_paid: 'Amount paid',
      invoice_no: 'Invoice no',
      method: 'Method',
      receipt_no: 'Receipt no',
      receipt_pending: 'Being issued; it will appear on your invoice shortly.',
      refunded: '%{amount} of this payment has been refunded.',
      download_receipt: 'Download receipt (PDF)',
      failed: 'Payment failed',
      cancelled: 'Payment cancelled',
      expired: 'Payment expired',
      not_completed: 'Payment not completed',
      reason_unknown: 'The payment was not completed.',
      no_money_before: 'No money was taken. Invoice',
      no_money_after: 'is unchanged.',
      amount: 'Amount',
      try_again: 'Try again',
      gave_up:
        'We are still waiting for the payment gateway to confirm this payment. No need to pay again: refresh this page in a few minutes, or check My rental invoices, where the payment will show once it is confirmed.',
      waiting: 'Waiting for the payment gateway to confirm your payment…',
    },
    next: {
      title: 'Next invoice to pay',
      overdue: 'Overdue invoice',
      line: '%{invoice} · due %{date} · balance',
    },
  },
};

export default messages;
