import { onlinePaymentLinksContract } from '../../domain/contracts/online-payment-links';
import { onlinePaymentOptionsContract } from '../../domain/contracts/online-payment-options';
import { onlinePaymentsContract } from '../../domain/contracts/online-payments';
import type { DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

const online = onlinePaymentsContract.endpoints;
const links = onlinePaymentLinksContract.endpoints;

/** POST /api/online-payments/checkout's data: where to send the browser to pay. */
export type CheckoutStarted = DataOf<typeof online.checkout>;

/**
 * Starts paying one invoice online. Without an amount the server charges the invoice's whole
 * balance; a smaller one passes only if the landlord allows it (domain/partialPayments.ts).
 */
export const startCheckout = (invoiceId: string, amount?: string) =>
  dataProvider
    .call(online.checkout, {
      body: amount === undefined ? { invoice_id: invoiceId } : { invoice_id: invoiceId, amount },
    })
    .then((a) => a.data);

/** GET /api/online-payments/pay-options/{id}: the balance and the landlord's partial payment rule. */
export const fetchPayOptions = (invoiceId: string) =>
  dataProvider
    .call(onlinePaymentOptionsContract.endpoints.get, { params: { id: invoiceId } })
    .then((a) => a.data);

/** GET /api/online-payments/attempts/{id}: the attempt as the server knows it. */
export const fetchPaymentAttempt = (id: string, signal?: AbortSignal) =>
  dataProvider.call(online.attempts, { params: { id }, signal }).then((a) => a.data);

/** A payment link for one invoice (landlord's side): where it leads and until when. */
export type PaymentLink = DataOf<typeof links.links>;

/** POST /api/online-payments/links: makes a link the landlord's side can copy. */
export const createPaymentLink = (invoiceId: string) =>
  dataProvider.call(links.links, { body: { invoice_id: invoiceId } });

/** POST /api/online-payments/links/{id}/mail: makes a link and mails it to the invoice's tenant. */
export const mailPaymentLink = (invoiceId: string) =>
  dataProvider.call(links.linksMail, { params: { id: invoiceId } });

/** GET /api/online-payments/link?token=…: the invoice a link asks the signed-in tenant to pay. */
export type LinkedInvoice = DataOf<typeof links.link>;

export const readPaymentLink = (token: string, signal?: AbortSignal) =>
  dataProvider.call(links.link, { query: { token }, signal }).then((a) => a.data);
