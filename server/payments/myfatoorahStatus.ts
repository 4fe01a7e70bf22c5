/*
 * MyFatoorah's GetPaymentStatus answer → GatewayPaymentStatus.
 *
 * From https://docs.myfatoorah.com/docs/payment-inquiry: an invoice may have many transactions;
 * InvoiceStatus is the invoice's overall state: "Paid" when one transaction has status "Succss"
 * (MyFatoorah's own spelling in API v2), "Pending" while every transaction is "InProgress" or
 * "Failed", and "Canceled" when the invoice was cancelled. Transactions also take "Canceled" and
 * "Authorize" (held, not captured). Each transaction names its PaymentGateway ("KNET", "VISA/MASTER",
 * …), PaymentId, TransactionId and, on failure, Error / ErrorCode.
 */
import type { GatewayMethod, GatewayPaymentState, GatewayPaymentStatus } from './gateway';
import { kwdToFils } from './gateway';
import { asRecord, asText } from './gatewayHttp';

const norm = (value: unknown) => (asText(value) ?? '').toLowerCase().replace(/[\s_-]/g, '');

const SUCCESS = new Set(['succss', 'success', 'succeeded', 'paid']);
const FAILED = new Set(['failed', 'failure', 'declined', 'error']);
const CANCELLED = new Set(['canceled', 'cancelled']);
const IN_PROGRESS = new Set(['inprogress', 'pending', 'initiated', 'authorize', 'authorized']);

/** KNET when the gateway says KNET; a card for the card schemes MyFatoorah names; else unknown. */
export function myFatoorahMethod(paymentGateway: unknown): GatewayMethod | null {
  const text = norm(paymentGateway);
  if (text === '') return null;
  if (text.includes('knet')) return 'knet';
  if (/visa|master|amex|american|mada|card|benefit|applepay|googlepay/.test(text)) return 'card';
  return null;
}

/** "KD", "KWD" → "KWD"; other ISO codes as given. */
function currencyCode(value: unknown): string | null {
  const text = asText(value)?.toUpperCase() ?? null;
  return text === 'KD' ? 'KWD' : text;
}

function amountFils(value: unknown): number | null {
  try {
    return typeof value === 'number' || typeof value === 'string' ? kwdToFils(value) : null;
  } catch {
    return null;
  }
}

const transactionTime = (tx: Record<string, unknown>) => Date.parse(asText(tx.TransactionDate) ?? '') || 0;

export function mapMyFatoorahStatus(invoiceId: string, data: unknown): GatewayPaymentStatus {
  const invoice = asRecord(data);
  const transactions = (Array.isArray(invoice.InvoiceTransactions) ? invoice.InvoiceTransactions : [])
    .map(asRecord)
    .sort((a, b) => transactionTime(a) - transactionTime(b));
  const succeeded = transactions.find((tx) => SUCCESS.has(norm(tx.TransactionStatus)));
  const latest = transactions.at(-1);
  const invoiceStatus = norm(invoice.InvoiceStatus);
  const reported = succeeded ?? latest;
  const displayCurrency = /([A-Za-z]{2,3})\s*$/.exec(asText(invoice.InvoiceDisplayValue) ?? '')?.[1];

  let state: GatewayPaymentState;
  let reason: string | null = null;
  if (invoiceStatus === 'paid') {
    // Paid with no successful transaction is not a state the documentation describes: ask again.
    state = succeeded ? 'captured' : 'unknown';
  } else if (CANCELLED.has(invoiceStatus)) {
    state = 'cancelled';
    reason = 'The payment was cancelled.';
  } else if (invoiceStatus === 'expired') {
    state = 'expired';
    reason = 'The payment link expired.';
  } else if (invoiceStatus === 'pending') {
    const last = norm(latest?.TransactionStatus);
    if (!latest || IN_PROGRESS.has(last)) state = 'pending';
    else if (FAILED.has(last)) {
      state = 'failed';
      reason = asText(latest.Error) ?? 'The payment was declined.';
    } else if (CANCELLED.has(last)) {
      state = 'cancelled';
      reason = asText(latest.Error) ?? 'The payment was cancelled.';
    } else state = 'unknown';
  } else {
    state = 'unknown';
  }

  return {
    gatewayReference: asText(invoice.InvoiceId) ?? invoiceId,
    state,
    amountFils: amountFils(invoice.InvoiceValue),
    currency: currencyCode(reported?.Currency ?? displayCurrency ?? reported?.PaidCurrency),
    method: myFatoorahMethod(reported?.PaymentGateway),
    transactionId: asText(succeeded?.PaymentId) ?? asText(succeeded?.TransactionId),
    reason,
  };
}
