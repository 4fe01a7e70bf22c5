import type { PaymentAttemptView } from '../../domain/onlinePaymentSchemas';
import type { PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import { apiClient } from '../../src/api/httpClient';

/** POST /api/online-payments/checkout's data: where to send the browser to pay. */
export interface CheckoutStarted {
  attempt_id: string;
  redirect_url: string;
  amount: string;
  currency: string;
  state: PaymentAttemptState;
}

interface Answer<T> {
  message: string;
  data: T;
}

/**
 * Starts paying one invoice online. No amount is sent: the server charges the invoice's whole
 * balance (it accepts no partial online payment yet, see domain/onlinePaymentSchemas.ts).
 */
export const startCheckout = (invoiceId: string) =>
  apiClient
    .post<Answer<CheckoutStarted>>('/online-payments/checkout', { invoice_id: invoiceId })
    .then((a) => a.data);

/** GET /api/online-payments/attempts/{id}: the attempt as the server knows it. */
export const fetchPaymentAttempt = (id: string, signal?: AbortSignal) =>
  apiClient
    .get<Answer<PaymentAttemptView>>(`/online-payments/attempts/${encodeURIComponent(id)}`, { signal })
    .then((a) => a.data);
