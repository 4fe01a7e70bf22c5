import { text } from '../../domain/messages/text';
/*
 * The payment gateway interface (issue 20 item 1). Every gateway — the built-in sandbox, MyFatoorah,
 * Tap — is one adapter behind it, chosen by PAYMENT_PROVIDER. The rule every gateway's documentation
 * states and this interface encodes: a browser's return and a webhook are only hints; the gateway's
 * own status call (fetchStatus) is the only input that moves a payment attempt.
 *
 * Amounts cross this interface as integer fils (1 KWD = 1000 fils), never as floats; each adapter
 * turns them into the decimal string its API wants (KWD with 3 decimals).
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'myfatoorah', 'tap'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How the tenant paid, as the gateway reports it: KNET (debit) or a card. */
export type GatewayMethod = 'knet' | 'card';

/** What the gateway says of a payment when asked. `unknown`: it could not say yet (retry later). */
export type GatewayPaymentState = 'pending' | 'captured' | 'failed' | 'cancelled' | 'expired' | 'unknown';

export interface CheckoutRequest {
  /** Our payment attempt's id: the merchant reference and the idempotency key sent to the gateway. */
  attemptId: string;
  /** The amount, from the invoice on the server, in fils (integer > 0). */
  amountFils: number;
  currency: 'KWD';
  /** Shown on the gateway's page, e.g. "Rent INV-2026-000123". */
  description: string;
  customer: { name: string; email?: string; phone?: string };
  /** Where the browser comes back after paying, failing or cancelling (carries no account data). */
  returnUrl: string;
  /** Where the gateway posts its events. */
  webhookUrl: string;
  /** KNET or card, when the tenant chose; the gateway may offer both otherwise. */
  method?: GatewayMethod;
  /** When the gateway should stop taking this payment (added for issue 20 item 4's 30 minutes). */
  expiresAtMs?: number;
}

export interface CheckoutSession {
  /** The gateway's hosted payment page the browser is sent to. */
  redirectUrl: string;
  /** The gateway's id of this payment (MyFatoorah InvoiceId, Tap charge id, sandbox id). */
  gatewayReference: string;
}

export interface GatewayPaymentStatus {
  gatewayReference: string;
  state: GatewayPaymentState;
  /** What the gateway says was charged, in fils; compared with the attempt's amount before crediting. */
  amountFils: number | null;
  currency: string | null;
  method: GatewayMethod | null;
  /** The gateway's transaction or authorization id, for the receipt and reconciliation. */
  transactionId: string | null;
  /** Why it failed, in words a tenant can read (never card data). */
  reason: string | null;
}

/** A webhook as received: the raw body exactly as sent (signatures cover bytes) and its headers. */
export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** What a verified webhook names. A hint: the attempt is moved only by fetchStatus afterwards. */
export interface WebhookEvent {
  /** The event's own id, the key of the webhook inbox (the same event may arrive many times). */
  eventId: string;
  gatewayReference: string;
}

/** Thrown by verifyWebhook for a missing, forged or stale signature: the route answers 401. */
export class WebhookSignatureError extends Error {
  constructor(message = text('onlinePayments.webhookSignature')) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when the gateway answers an error or cannot be reached; never carries secrets. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** Whether trying again later may succeed (network, 5xx, rate limit). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface RefundRequest {
  gatewayReference: string;
  /** In fils, at most what was captured less earlier refunds (checked by the caller). */
  amountFils: number;
  reason: string;
  /** Our refund's id: the gateway must not refund twice for one key. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundReference: string;
  state: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentGateway {
  /** `off`: no gateway (online payment is off; server/payments/gatewayFactory.ts). */
  readonly name: PaymentProviderName | 'off';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature (and its age where the gateway signs a time); throws WebhookSignatureError. */
  verifyWebhook(input: WebhookInput, nowMs: number): WebhookEvent;
  fetchStatus(gatewayReference: string): Promise<GatewayPaymentStatus>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Closes a checkout not paid yet, so that its page can take no payment any more (issue 30 item 5:
   * a new checkout of the invoice replaces it). Answers the payment's status afterwards: cancelled,
   * or captured when the payer paid first. Optional: without it, an open checkout is never replaced.
   */
  cancelCheckout?(gatewayReference: string): Promise<GatewayPaymentStatus>;
  /**
   * The gateway's settlement report for one Kuwait day (YYYY-MM-DD): what it pays out for that
   * day's captures (issue 20 item 7). Optional: an adapter without it cannot report settlements.
   */
  settlementReport?(day: string): Promise<SettlementLine[]>;
}

/** One payment of a settlement report, in fils. */
export interface SettlementLine {
  settlementDate: string;
  gatewayReference: string;
  transactionId: string | null;
  method: string | null;
  currency: string;
  amountFils: number;
  feeFils: number;
  refundedFils: number;
  netFils: number;
}

/** Fils ⇄ the gateways' KWD decimal strings, exactly (no floats). */
export const filsToKwd = (fils: number): string => {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`Not an amount in fils: ${fils}`);
  return `${Math.trunc(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
};

export const kwdToFils = (kwd: string | number): number => {
  const text = typeof kwd === 'number' ? kwd.toFixed(3) : kwd.trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a KWD amount: ${text}`);
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
};
