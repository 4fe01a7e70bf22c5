import type { InvoiceStatus } from '../../domain/invoiceStatus';
import {
  PAID_ATTEMPT_STATES,
  UNPAID_ATTEMPT_STATES,
  type PaymentAttemptState,
} from '../../domain/paymentAttemptFlow';

/** Statuses that still owe money and can take an online payment (not PAID, not CANCELLED). */
const PAYABLE_STATUSES: readonly InvoiceStatus[] = ['UNPAID', 'PARTIALLY_PAID', 'OVERDUE'];

/** Whether a tenant is offered Pay for an invoice: it is open and has a balance above zero. */
export function isPayableOnline(invoice: { status: InvoiceStatus; balance: string }): boolean {
  return PAYABLE_STATUSES.includes(invoice.status) && Number(invoice.balance) > 0;
}

/** What a result page shows, decided only by the state the server answers. */
export type AttemptOutcome = 'paid' | 'unpaid' | 'waiting';

export function outcomeOf(state: PaymentAttemptState): AttemptOutcome {
  if (PAID_ATTEMPT_STATES.includes(state)) return 'paid';
  if (UNPAID_ATTEMPT_STATES.includes(state)) return 'unpaid';
  return 'waiting';
}

/** How often a waiting page asks the server again, and how many times before it stops asking. */
export const POLL_INTERVAL_MS = 2_000;
/** 30 asks of 2 s: a minute, longer than the sandbox or KNET usually take to decide. */
export const MAX_POLLS = 30;

/**
 * The attempt id the return route put in the result page's address (`?attempt=…`). Only the id is
 * read from the address; everything shown comes from the server.
 */
export function attemptIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('attempt')?.trim();
  return id ? id : null;
}
