/*
 * MyFatoorah adapter (API v2, https://docs.myfatoorah.com). Every call is a JSON POST with
 * `Authorization: Bearer <API token>` and answers the envelope
 * `{ IsSuccess, Message, ValidationErrors: [{ Name, Error }] | null, Data }`.
 *
 * Checkout: with the tenant's method chosen, InitiatePayment lists the account's enabled methods
 * (PaymentMethodCode "kn" = KNET, "vm" = VISA/MASTER) and ExecutePayment opens that method's page
 * (Data.PaymentURL); with no method, SendPayment with NotificationOption "LNK" returns an invoice
 * link offering every enabled method (Data.InvoiceURL). Both return Data.InvoiceId, our
 * gatewayReference. Our attempt id goes in CustomerReference (searchable, and GetPaymentStatus
 * accepts it as a key) and UserDefinedField. MyFatoorah takes no idempotency key on these calls.
 * (docs.myfatoorah.com/docs/initiate-payment, /execute-payment, /send-payment)
 *
 * Status: GetPaymentStatus { Key, KeyType: "InvoiceId" } (docs/payment-inquiry), see myfatoorahStatus.
 * Refund: MakeRefund { Key, KeyType: "InvoiceId", Amount, Comment, … } (docs/refunds); MyFatoorah
 * answers Data.RefundId / RefundReference and settles the refund later (REFUND_STATUS_CHANGED
 * webhook), so a refund it accepted is `pending`. It has no idempotency key: the caller must not
 * send one refund twice; our key is put in the Comment for reconciliation.
 * Webhooks: v2 only (the webhook URL and secret are set in the MyFatoorah portal, not per payment).
 *
 * Amounts are KWD decimals with 3 places, sent as JSON numbers written exactly (decimalJson).
 */
import type {
  CheckoutRequest,
  CheckoutSession,
  GatewayPaymentStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  WebhookEvent,
  WebhookInput,
} from './gateway';
import { filsToKwd, GatewayError, WebhookSignatureError } from './gateway';
import type { GatewayHttpConfig } from './gatewayHttp';
import {
  asRecord,
  asText,
  callGateway,
  decimalJson,
  signaturesEqual,
  signedJsonWebhook,
} from './gatewayHttp';
import { mapMyFatoorahStatus } from './myfatoorahStatus';
import {
  MYFATOORAH_SIGNATURE_HEADER,
  myFatoorahSignature,
  myFatoorahSignedString,
} from './myfatoorahSignature';

/** The test (sandbox) host; live Kuwait accounts use https://api.myfatoorah.com. */
export const MYFATOORAH_SANDBOX_URL = 'https://apitest.myfatoorah.com';

export interface MyFatoorahConfig {
  /** The API token key from the MyFatoorah portal (test or live). */
  apiKey: string;
  /** The webhook secret key from the portal's webhook settings (v2 signs every event). */
  webhookSecret: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** The gateway's own words from an error envelope: Message and each ValidationErrors entry. */
export function myFatoorahErrorText(json: unknown): string | null {
  const envelope = asRecord(json);
  const parts: string[] = [];
  const message = asText(envelope.Message);
  if (message) parts.push(message);
  if (Array.isArray(envelope.ValidationErrors)) {
    for (const item of envelope.ValidationErrors.map(asRecord)) {
      const name = asText(item.Name);
      const error = asText(item.Error);
      if (error) parts.push(name ? `${name}: ${error}` : error);
    }
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

/** MyFatoorah's CustomerMobile: at most 11 digits, with the country code apart (Kuwait +965). */
function mobileFields(phone: string | undefined): Record<string, string> {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('965') ? digits.slice(3) : digits;
  if (local.length === 0 || local.length > 11) return {};
  return { MobileCountryCode: '+965', CustomerMobile: local };
}

export class MyFatoorahGateway implements PaymentGateway {
  readonly name = 'myfatoorah' as const;
  private readonly http: GatewayHttpConfig;
  private readonly webhookSecret: string;

  constructor(config: MyFatoorahConfig) {
    if (!config.apiKey) throw new Error('MyFatoorah needs an API key.');
    if (!config.webhookSecret) throw new Error('MyFatoorah needs its webhook secret key.');
    this.webhookSecret = config.webhookSecret;
    this.http = {
      gatewayName: 'MyFatoorah',
      baseUrl: config.baseUrl ?? MYFATOORAH_SANDBOX_URL,
      apiKey: config.apiKey,
      secrets: [config.webhookSecret],
      timeoutMs: config.timeoutMs ?? 20_000,
    };
  }

  /** POSTs to a v2 endpoint and returns Data when IsSuccess, else throws the envelope's words. */
  private async post(path: string, body: string): Promise<Record<string, unknown>> {
    const json = await callGateway(this.http, { method: 'POST', path, body }, myFatoorahErrorText);
    const envelope = asRecord(json);
    if (envelope.IsSuccess !== true) {
      const said = myFatoorahErrorText(json);
      // A 200 answer with IsSuccess false is a refusal of this request, not a passing fault.
      throw new GatewayError(`MyFatoorah refused the request${said ? `: ${said}` : '.'}`, false);
    }
    return asRecord(envelope.Data);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const amount = filsToKwd(request.amountFils);
    const common = (decimal: (text: string) => string) => ({
      CustomerName: request.customer.name,
      ...(request.customer.email ? { CustomerEmail: request.customer.email } : {}),
      ...mobileFields(request.customer.phone),
      InvoiceValue: decimal(amount),
      DisplayCurrencyIso: request.currency,
      CallBackUrl: request.returnUrl,
      ErrorUrl: request.returnUrl,
      Language: 'en',
      CustomerReference: request.attemptId,
      UserDefinedField: request.attemptId,
      InvoiceItems: [{ ItemName: request.description, Quantity: 1, UnitPrice: decimal(amount) }],
    });

    if (!request.method) {
      const data = await this.post(
        '/v2/SendPayment',
        decimalJson((decimal) => ({ NotificationOption: 'LNK', ...common(decimal) })),
      );
      return this.session(data, 'InvoiceURL');
    }

    const methods = await this.post(
      '/v2/InitiatePayment',
      decimalJson((decimal) => ({ InvoiceAmount: decimal(amount), CurrencyIso: request.currency })),
    );
    const code = request.method === 'knet' ? 'kn' : 'vm';
    const chosen = (Array.isArray(methods.PaymentMethods) ? methods.PaymentMethods : [])
      .map(asRecord)
      .find((method) => asText(method.PaymentMethodCode)?.toLowerCase() === code);
    const methodId = chosen ? asText(chosen.PaymentMethodId) : null;
    if (!chosen || !methodId) {
      const label = request.method === 'knet' ? 'KNET' : 'card payments';
      throw new GatewayError(`MyFatoorah has ${label} not enabled on this account.`, false);
    }
    const data = await this.post(
      '/v2/ExecutePayment',
      decimalJson((decimal) => ({ PaymentMethodId: Number(methodId), ...common(decimal) })),
    );
    return this.session(data, 'PaymentURL');
  }

  private session(data: Record<string, unknown>, urlField: 'InvoiceURL' | 'PaymentURL'): CheckoutSession {
    const redirectUrl = asText(data[urlField]);
    const gatewayReference = asText(data.InvoiceId);
    if (!redirectUrl || !gatewayReference) {
      throw new GatewayError(`MyFatoorah's answer has no ${urlField} or InvoiceId.`, true);
    }
    return { redirectUrl, gatewayReference };
  }

  verifyWebhook(input: WebhookInput, _nowMs: number): WebhookEvent {
    // MyFatoorah signs no timestamp (Event.CreationDate is outside the signed string), so there is
    // no age to check: replays are harmless because the event only prompts a fetchStatus.
    const { received, body } = signedJsonWebhook(input, MYFATOORAH_SIGNATURE_HEADER);
    const event = asRecord(body.Event);
    const code = typeof event.Code === 'number' ? event.Code : Number(asText(event.Code));
    const signed = myFatoorahSignedString(code, body.Data);
    if (signed === null) throw new WebhookSignatureError('The webhook is not an event MyFatoorah signs.');
    if (!signaturesEqual(myFatoorahSignature(this.webhookSecret, signed), received)) {
      throw new WebhookSignatureError();
    }
    const data = asRecord(body.Data);
    const gatewayReference =
      code === 1 ? asText(asRecord(data.Invoice).Id) : asText(asRecord(data.ReferencedInvoice).Id);
    if (!gatewayReference) throw new WebhookSignatureError('The webhook names no invoice.');
    // Event.Reference is documented as the event's unique reference; without it, the signed fields
    // themselves tell one state change from another.
    const eventId = asText(event.Reference) ?? `${code}:${signed}`;
    return { eventId, gatewayReference };
  }

  async fetchStatus(gatewayReference: string): Promise<GatewayPaymentStatus> {
    const data = await this.post(
      '/v2/GetPaymentStatus',
      JSON.stringify({ Key: gatewayReference, KeyType: 'InvoiceId' }),
    );
    return mapMyFatoorahStatus(gatewayReference, data);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const data = await this.post(
      '/v2/MakeRefund',
      decimalJson((decimal) => ({
        Key: request.gatewayReference,
        KeyType: 'InvoiceId',
        RefundChargeOnCustomer: false,
        ServiceChargeOnCustomer: false,
        Amount: decimal(filsToKwd(request.amountFils)),
        Comment: `${request.reason} (ref ${request.idempotencyKey})`.slice(0, 255),
      })),
    );
    const refundReference = asText(data.RefundId) ?? asText(data.RefundReference);
    // Not retryable: MyFatoorah accepted something, and sending the refund again could repeat it.
    if (!refundReference) throw new GatewayError("MyFatoorah's refund answer has no RefundId.", false);
    return { refundReference, state: 'pending' };
  }
}

export const createMyFatoorahGateway = (config: MyFatoorahConfig): PaymentGateway =>
  new MyFatoorahGateway(config);
