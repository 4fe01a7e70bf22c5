import type { PaymentAttemptView } from '../../domain/onlinePaymentSchemas';
import type { PayOptions } from '../../domain/partialPayments';
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
 * Starts paying one invoice online. Without an amount the server charges the invoice's whole
 * balance; a smaller one passes only if the landlord allows it (domain/partialPayments.ts).
 */
export const startCheckout = (invoiceId: string, amount?: string) =>
  apiClient
    .post<Answer<CheckoutStarted>>(
      '/online-payments/checkout',
      amount === undefined ? { invoice_id: invoiceId } : { invoice_id: invoiceId, amount },
    )
    .then((a) => a.data);

/** GET /api/online-payments/pay-options/{id}: the balance and the landlord's partial payment rule. */
export const fetchPayOptions = (invoiceId: string) =>
  apiClient
    .get<Answer<PayOptions>>(`/online-payments/pay-options/${encodeURIComponent(invoiceId)}`)
    .then((a) => a.data);

/** GET /api/online-payments/attempts/{id}: the attempt as the server knows it. */
export const fetchPaymentAttempt = (id: string, signal?: AbortSignal) =>
  apiClient
    .get<Answer<PaymentAttemptView>>(`/online-payments/attempts/${encodeURIComponent(id)}`, { signal })
    .then((a) => a.data);

/** A payment link for one invoice (landlord's side): where it leads and until when. */
export interface PaymentLink {
  invoice_id: string;
  url: string;
  expires_at: string;
}

/** POST /api/online-payments/links: makes a link the landlord's side can copy. */
export const createPaymentLink = (invoiceId: string) =>
  apiClient.post<Answer<PaymentLink>>('/online-payments/links', { invoice_id: invoiceId });

/** POST /api/online-payments/links/{id}/mail: makes a link and mails it to the invoice's tenant. */
export const mailPaymentLink = (invoiceId: string) =>
  apiClient.post<Answer<PaymentLink & { sent_to: string }>>(
    `/online-payments/links/${encodeURIComponent(invoiceId)}/mail`,
  );

/** GET /api/online-payments/link?token=…: the invoice a link asks the signed-in tenant to pay. */
export interface LinkedInvoice {
  invoice_id: string;
  invoice_no: string;
  status: string;
  balance: string;
  currency: string;
  expires_at: string;
}

export const readPaymentLink = (token: string, signal?: AbortSignal) =>
  apiClient
    .get<Answer<LinkedInvoice>>('/online-payments/link', { query: { token }, signal })
    .then((a) => a.data);
