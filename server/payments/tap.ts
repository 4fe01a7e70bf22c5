/*
 * Tap Payments adapter (API v2, https://developers.tap.company). Every call carries
 * `Authorization: Bearer <secret key>` (sk_test_… in test mode, sk_live_… live; one host for both).
 *
 * Checkout: POST /v2/charges (developers.tap.company/reference/create-a-charge) with the amount as a
 * number in the currency's decimals, `source.id` "src_kw.knet" (KNET), "src_card" (card page) or
 * "src_all" (Tap's page with every enabled method), `redirect.url` (the browser's return),
 * `post.url` (the webhook) and our attempt id as `reference.transaction` and `reference.order` and
 * in metadata. The answer is the charge: `id` ("chg_…", our gatewayReference), `status`
 * ("INITIATED") and `transaction.url`, the hosted page. Tap documents no idempotency key for
 * charges; the reference ties a charge back to the attempt.
 *
 * Status: GET /v2/charges/{id} (reference/retrieve-a-charge); see TAP_STATES below.
 * Refund: POST /v2/refunds { charge_id, amount, currency, reason, reference.merchant }
 * (reference/create-a-refund); answers a refund "re_…" whose status is PENDING/IN_PROGRESS, then
 * REFUNDED, or FAILED/CANCELLED/DECLINED. Our refund id goes in reference.merchant.
 * Errors: `{ errors: [{ code, description }] }` with an HTTP 4xx (reference/errors).
 */
import type {
  CheckoutRequest,
  CheckoutSession,
  GatewayMethod,
  GatewayPaymentState,
  GatewayPaymentStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  WebhookEvent,
  WebhookInput,
} from './gateway';
import { filsToKwd, GatewayError, kwdToFils, WebhookSignatureError } from './gateway';
import type { GatewayHttpConfig } from './gatewayHttp';
import {
  asRecord,
  asText,
  callGateway,
  decimalJson,
  signaturesEqual,
  signedJsonWebhook,
} from './gatewayHttp';
import { TAP_SIGNATURE_HEADER, tapSignature, tapSignedString } from './tapSignature';

/** Tap has one API host; test or live is chosen by the key (sk_test_… / sk_live_…). */
export const TAP_API_URL = 'https://api.tap.company';

export interface TapConfig {
  /** The secret API key (sk_test_… or sk_live_…). */
  apiKey: string;
  /** The key Tap signs webhooks with: Tap documents this as the same secret API key. */
  webhookSecret?: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Charge statuses, as the charge response codes list them
 * (developers.tap.company/reference/charge-response-codes: 000 Captured, 001 Authorized,
 * 100 Initiated, 200 In Progress, 301 Abandoned, 302 Canceled, 303 Deferred, 304 Expired,
 * 4xx Failed…, 5xx Declined…, 601 Void, 7xx Restricted…, 801 Timed Out, 901 Unknown).
 * Only CAPTURED is money taken. AUTHORIZED is a hold, not a capture (we never ask for
 * authorize-only charges). UNKNOWN is Tap saying it cannot tell: we ask again later, as for any
 * status not listed here.
 */
const TAP_STATES: Record<string, GatewayPaymentState> = {
  INITIATED: 'pending',
  IN_PROGRESS: 'pending',
  DEFERRED: 'pending',
  AUTHORIZED: 'pending',
  CAPTURED: 'captured',
  DECLINED: 'failed',
  FAILED: 'failed',
  RESTRICTED: 'failed',
  TIMEDOUT: 'failed',
  TIMED_OUT: 'failed',
  VOID: 'cancelled',
  CANCELLED: 'cancelled',
  CANCELED: 'cancelled',
  ABANDONED: 'expired',
  EXPIRED: 'expired',
};

const REFUND_FAILED = new Set(['DECLINED', 'FAILED', 'RESTRICTED', 'CANCELLED', 'CANCELED']);

const TAP_REASONS: Partial<Record<GatewayPaymentState, string>> = {
  failed: 'The payment was declined.',
  cancelled: 'The payment was cancelled.',
  expired: 'The payment was not completed in time.',
};

/** The gateway's own words from `{ errors: [{ code, description }] }` (or a lone message). */
export function tapErrorText(json: unknown): string | null {
  const body = asRecord(json);
  const errors = Array.isArray(body.errors) ? body.errors.map(asRecord) : [];
  const parts = errors
    .map((error) => {
      const description = asText(error.description) ?? asText(error.message);
      const code = asText(error.code);
      return description ? (code ? `${description} (${code})` : description) : null;
    })
    .filter((part): part is string => part !== null);
  if (parts.length > 0) return parts.join('; ');
  return asText(body.message) ?? asText(body.description);
}

/** KNET when Tap reports KNET (payment_method or the src_kw.knet source); a card for card schemes. */
export function tapMethod(source: unknown): GatewayMethod | null {
  const record = asRecord(source);
  const said = `${asText(record.payment_method) ?? ''} ${asText(record.id) ?? ''}`.toLowerCase();
  if (said.includes('knet')) return 'knet';
  if (/visa|master|amex|american_express|mada|card|tok_/.test(said)) return 'card';
  return null;
}

function amountFils(value: unknown, currency: string | null): number | null {
  if (currency !== 'KWD') return null; // our amounts are KWD; another currency is not comparable
  try {
    return typeof value === 'number' || typeof value === 'string' ? kwdToFils(value) : null;
  } catch {
    return null;
  }
}

/** Splits "+965 5000 0000" / "96550000000" / "50000000" into Tap's { country_code, number }. */
function tapPhone(phone: string | undefined): { country_code: string; number: string } | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('965'))
    return { country_code: '965', number: digits.slice(3) };
  if (digits.length >= 7 && digits.length <= 15) return { country_code: '965', number: digits };
  return undefined;
}

export class TapGateway implements PaymentGateway {
  readonly name = 'tap' as const;
  private readonly http: GatewayHttpConfig;
  private readonly webhookSecret: string;

  constructor(config: TapConfig) {
    if (!config.apiKey) throw new Error('Tap needs its secret API key.');
    this.webhookSecret = config.webhookSecret || config.apiKey;
    this.http = {
      gatewayName: 'Tap',
      baseUrl: config.baseUrl ?? TAP_API_URL,
      apiKey: config.apiKey,
      secrets: [this.webhookSecret],
      timeoutMs: config.timeoutMs ?? 20_000,
    };
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sourceId =
      request.method === 'knet' ? 'src_kw.knet' : request.method === 'card' ? 'src_card' : 'src_all';
    const [firstName, ...rest] = request.customer.name.trim().split(/\s+/);
    const phone = tapPhone(request.customer.phone);
    const body = decimalJson((decimal) => ({
      amount: decimal(filsToKwd(request.amountFils)),
      currency: request.currency,
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      description: request.description,
      metadata: { attempt_id: request.attemptId },
      reference: { transaction: request.attemptId, order: request.attemptId },
      receipt: { email: false, sms: false },
      customer: {
        first_name: firstName || request.customer.name,
        ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
        ...(request.customer.email ? { email: request.customer.email } : {}),
        ...(phone ? { phone } : {}),
      },
      source: { id: sourceId },
      post: { url: request.webhookUrl },
      redirect: { url: request.returnUrl },
    }));
    const charge = asRecord(
      await callGateway(this.http, { method: 'POST', path: '/v2/charges', body }, tapErrorText),
    );
    const gatewayReference = asText(charge.id);
    const redirectUrl = asText(asRecord(charge.transaction).url);
    if (!gatewayReference) throw new GatewayError("Tap's charge answer has no id.", true);
    if (!redirectUrl) {
      const status = asText(charge.status) ?? 'no status';
      const said = asText(asRecord(charge.response).message);
      throw new GatewayError(`Tap gave no payment page (charge ${status}${said ? `: ${said}` : ''}).`, false);
    }
    return { redirectUrl, gatewayReference };
  }

  verifyWebhook(input: WebhookInput, _nowMs: number): WebhookEvent {
    // The signed string includes transaction.created, but Tap re-sends old events on retry, so its
    // age proves nothing; a replay only prompts another fetchStatus.
    const { received, body } = signedJsonWebhook(input, TAP_SIGNATURE_HEADER);
    const signed = tapSignedString(body);
    if (signed === null) throw new WebhookSignatureError('The webhook is not a Tap charge or refund.');
    if (!signaturesEqual(tapSignature(this.webhookSecret, signed), received.toLowerCase())) {
      throw new WebhookSignatureError();
    }
    const id = asText(body.id)!;
    const status = asText(body.status) ?? '';
    // A refund's event names its charge; a charge's names itself. Tap events carry no event id of
    // their own: the object id with its status identifies one state change.
    const isRefund = asText(body.object) === 'refund' || id.startsWith('re_');
    const gatewayReference = isRefund ? (asText(body.charge_id) ?? asText(body.charge)) : id;
    if (!gatewayReference) throw new WebhookSignatureError('The refund webhook names no charge.');
    return { eventId: `${id}:${status}`, gatewayReference };
  }

  async fetchStatus(gatewayReference: string): Promise<GatewayPaymentStatus> {
    const path = `/v2/charges/${encodeURIComponent(gatewayReference)}`;
    const charge = asRecord(await callGateway(this.http, { method: 'GET', path }, tapErrorText));
    const status = (asText(charge.status) ?? '').toUpperCase();
    const state = TAP_STATES[status] ?? 'unknown';
    const currency = asText(charge.currency)?.toUpperCase() ?? null;
    const reference = asRecord(charge.reference);
    const said = asText(asRecord(charge.response).message);
    const reasonFallback = TAP_REASONS[state];
    return {
      gatewayReference: asText(charge.id) ?? gatewayReference,
      state,
      amountFils: amountFils(charge.amount, currency),
      currency,
      method: tapMethod(charge.source),
      transactionId: state === 'captured' ? (asText(reference.payment) ?? asText(reference.gateway)) : null,
      reason: reasonFallback ? (said ?? reasonFallback) : null,
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const body = decimalJson((decimal) => ({
      charge_id: request.gatewayReference,
      amount: decimal(filsToKwd(request.amountFils)),
      currency: 'KWD',
      reason: request.reason,
      reference: { merchant: request.idempotencyKey },
      metadata: { refund_id: request.idempotencyKey },
    }));
    const refund = asRecord(
      await callGateway(this.http, { method: 'POST', path: '/v2/refunds', body }, tapErrorText),
    );
    const refundReference = asText(refund.id);
    // Not retryable: Tap accepted something, and sending the refund again could repeat it.
    if (!refundReference) throw new GatewayError("Tap's refund answer has no id.", false);
    const status = (asText(refund.status) ?? '').toUpperCase();
    // Refund statuses (reference/refunds): PENDING, ACCEPTED, IN_PROGRESS, then REFUNDED, or
    // DECLINED, FAILED, RESTRICTED, CANCELLED; UNKNOWN / TIMED_OUT are left pending (ask again).
    const state = status === 'REFUNDED' ? 'succeeded' : REFUND_FAILED.has(status) ? 'failed' : 'pending';
    return { refundReference, state };
  }
}

export const createTapGateway = (config: TapConfig): PaymentGateway => new TapGateway(config);
