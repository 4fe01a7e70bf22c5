import { text } from './messages/text';
/** The life of an invoice (issue 6): derived from its money and due date, except CANCELLED. */
export const INVOICE_STATUSES = ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partially paid',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
};

/** Payment methods: the add dialog offers the first three, the update dialog bank transfer, cash and POS. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  bank_transfer: text('paymentMethods.bank_transfer'),
  cash: text('paymentMethods.cash'),
  cheque: text('paymentMethods.cheque'),
  pos: text('paymentMethods.pos'),
  knet: text('paymentMethods.knet'),
  card: text('paymentMethods.card'),
};

/** Every method a recorded payment may carry: the manual ones and the online ones (issue 20). */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque', 'pos', 'knet', 'card'] as const;

/** What is still owed: nothing once paid or cancelled (mark-as-paid settles a short payment). */
export function isSettled(status: InvoiceStatus): boolean {
  return status === 'PAID' || status === 'CANCELLED';
}
