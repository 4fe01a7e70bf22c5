// @vitest-environment node
/*
 * The MyFatoorah adapter against an in-process fake answering as MyFatoorah's API v2 documentation
 * shows: the exact requests sent, every documented status mapped, the v2 webhook signature, and
 * errors sorted into retryable or not without ever quoting the API key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError, WebhookSignatureError } from '../../server/payments/gateway';
import type { CheckoutRequest } from '../../server/payments/gateway';
import { MYFATOORAH_SANDBOX_URL, MyFatoorahGateway } from '../../server/payments/myfatoorah';
import { myFatoorahSignature, myFatoorahSignedString } from '../../server/payments/myfatoorahSignature';
import { FakeGatewayServer } from './fakeGatewayServer';
import {
  envelope,
  paymentStatusData,
  transaction,
  validationError,
  withMyFatoorahDefaults,
} from './fakeMyFatoorah';

const API_KEY = 'mf-test-api-key-SECRET-0123456789';
const WEBHOOK_SECRET = 'mf-test-webhook-secret';
const server = new FakeGatewayServer();
let gateway: MyFatoorahGateway;

const checkout: CheckoutRequest = {
  attemptId: 'att_1',
  amountFils: 12_500,
  currency: 'KWD',
  description: 'Rent INV-2026-000123',
  customer: { name: 'Fatima Al-Sabah', email: 'tenant@example.com', phone: '+965 5000 0000' },
  returnUrl: 'https://rentals.example.com/pay/return?attempt=att_1',
  webhookUrl: 'https://rentals.example.com/api/payments/webhook/myfatoorah',
};

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.reset();
  withMyFatoorahDefaults(server);
  gateway = new MyFatoorahGateway({
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    baseUrl: server.baseUrl,
  });
});

/** The GatewayError a call throws (fails the test if it resolves). */
async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  expect((err as Error).message).not.toContain(API_KEY);
  expect((err as Error).message).not.toContain(WEBHOOK_SECRET);
  return err as GatewayError;
}

describe('MyFatoorah createCheckout', () => {
  it('defaults to the documented sandbox host', () => {
    expect(MYFATOORAH_SANDBOX_URL).toBe('https://apitest.myfatoorah.com');
  });

  it('with KNET chosen: InitiatePayment, then ExecutePayment with the KNET method id', async () => {
    const session = await gateway.createCheckout({ ...checkout, method: 'knet' });
    expect(session).toEqual({
      redirectUrl: 'https://demo.MyFatoorah.com/En/KWT/PayInvoice/Checkout?invoiceKey=010723110788',
      gatewayReference: '3110788',
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/InitiatePayment',
      'POST /v2/ExecutePayment',
    ]);
    const [initiate, execute] = server.requests;
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(initiate!.rawBody).toBe('{"InvoiceAmount":12.500,"CurrencyIso":"KWD"}');
    expect(execute!.rawBody).toContain('"InvoiceValue":12.500');
    expect(execute!.json).toEqual({
      PaymentMethodId: 1,
      CustomerName: 'Fatima Al-Sabah',
      CustomerEmail: 'tenant@example.com',
      MobileCountryCode: '+965',
      CustomerMobile: '50000000',
      InvoiceValue: 12.5,
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: checkout.returnUrl,
      ErrorUrl: checkout.returnUrl,
      Language: 'en',
      CustomerReference: 'att_1',
      UserDefinedField: 'att_1',
      InvoiceItems: [{ ItemName: 'Rent INV-2026-000123', Quantity: 1, UnitPrice: 12.5 }],
    });
  });

  it('with a card chosen: the VISA/MASTER method id', async () => {
    await gateway.createCheckout({ ...checkout, method: 'card' });
    expect(server.last().path).toBe('/v2/ExecutePayment');
    expect((server.last().json as { PaymentMethodId: number }).PaymentMethodId).toBe(2);
  });

  it('with no method: SendPayment with NotificationOption LNK and the invoice link', async () => {
    const session = await gateway.createCheckout({ ...checkout, amountFils: 1_005 });
    expect(session).toEqual({
      redirectUrl: 'https://demo.MyFatoorah.com/KWT/ie/010723110789',
      gatewayReference: '3110789',
    });
    expect(server.requests).toHaveLength(1);
    expect(server.last().path).toBe('/v2/SendPayment');
    expect(server.last().rawBody).toContain('"InvoiceValue":1.005');
    expect(server.last().json).toMatchObject({ NotificationOption: 'LNK', CustomerReference: 'att_1' });
  });

  it('refuses, not retryable, when KNET is not enabled on the account', async () => {
    server.on('POST', '/v2/InitiatePayment', { json: envelope({ PaymentMethods: [] }) });
    const err = await gatewayError(gateway.createCheckout({ ...checkout, method: 'knet' }));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/KNET/);
  });

  it('a validation error (HTTP 400 envelope) is not retryable and quotes MyFatoorah', async () => {
    server.on('POST', '/v2/SendPayment', {
      status: 400,
      json: validationError([{ Name: 'CustomerEmail', Error: 'Invalid email format' }]),
    });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err.retryable).toBe(false);
    expect(err.message).toBe(
      'MyFatoorah answered HTTP 400: Invalid data; CustomerEmail: Invalid email format',
    );
  });

  it('IsSuccess false on HTTP 200 is a refusal, not retryable', async () => {
    server.on('POST', '/v2/SendPayment', { json: validationError([], 'Invoice value must be positive') });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/Invoice value must be positive/);
  });

  it('a 5xx is retryable, and an echoed API key is scrubbed from the message', async () => {
    server.on('POST', '/v2/SendPayment', {
      status: 503,
      json: { IsSuccess: false, Message: `Upstream failure for token ${API_KEY}`, Data: null },
    });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('[redacted]');
  });

  it('an HTML 502 from a proxy and a refused token (401) are told apart', async () => {
    server.on('POST', '/v2/SendPayment', { status: 502, raw: '<html>Bad gateway</html>' });
    expect((await gatewayError(gateway.createCheckout(checkout))).retryable).toBe(true);
    server.on('POST', '/v2/SendPayment', { status: 401, raw: '' });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err.retryable).toBe(false);
    expect(err.message).toBe('MyFatoorah refused the API key (HTTP 401).');
  });

  it('an unreachable host or a timeout is retryable', async () => {
    const offline = new MyFatoorahGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: 'http://127.0.0.1:1',
    });
    expect((await gatewayError(offline.createCheckout(checkout))).retryable).toBe(true);
    server.on('POST', '/v2/SendPayment', { delayMs: 500, json: envelope({}) });
    const slow = new MyFatoorahGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: server.baseUrl,
      timeoutMs: 50,
    });
    const err = await gatewayError(slow.createCheckout(checkout));
    expect(err).toMatchObject({ retryable: true, message: 'MyFatoorah did not answer in time.' });
  });
});

describe('MyFatoorah fetchStatus', () => {
  const answer = (data: unknown) => server.on('POST', '/v2/GetPaymentStatus', { json: envelope(data) });

  it('asks GetPaymentStatus by InvoiceId', async () => {
    await gateway.fetchStatus('3110788');
    expect(server.last()).toMatchObject({ method: 'POST', path: '/v2/GetPaymentStatus' });
    expect(server.last().headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(server.last().json).toEqual({ Key: '3110788', KeyType: 'InvoiceId' });
  });

  it('Paid with a "Succss" transaction is captured, with amount, method and payment id', async () => {
    answer(
      paymentStatusData('Paid', [
        transaction({
          TransactionStatus: 'Failed',
          Error: 'Insufficient Funds',
          TransactionDate: '2026-11-25T12:59:00',
        }),
        transaction({ TransactionStatus: 'Succss', PaymentGateway: 'KNET' }),
      ]),
    );
    expect(await gateway.fetchStatus('3110788')).toEqual({
      gatewayReference: '3110788',
      state: 'captured',
      amountFils: 12_500,
      currency: 'KWD',
      method: 'knet',
      transactionId: '100202633013000476',
      reason: null,
    });
  });

  it('reports the amount MyFatoorah answers, not ours, and a card for VISA/MASTER', async () => {
    answer(
      paymentStatusData(
        'Paid',
        [transaction({ TransactionStatus: 'Succss', PaymentGateway: 'VISA/MASTER' })],
        1.5,
      ),
    );
    expect(await gateway.fetchStatus('3110788')).toMatchObject({
      state: 'captured',
      amountFils: 1_500,
      method: 'card',
    });
  });

  it.each([
    ['Pending', [], 'pending', null],
    ['Pending', [transaction({ TransactionStatus: 'InProgress' })], 'pending', null],
    ['Pending', [transaction({ TransactionStatus: 'Authorize' })], 'pending', null],
    [
      'Pending',
      [transaction({ TransactionStatus: 'Failed', Error: 'Insufficient Funds' })],
      'failed',
      'Insufficient Funds',
    ],
    ['Pending', [transaction({ TransactionStatus: 'Failed' })], 'failed', 'The payment was declined.'],
    ['Pending', [transaction({ TransactionStatus: 'Canceled' })], 'cancelled', 'The payment was cancelled.'],
    ['Canceled', [], 'cancelled', 'The payment was cancelled.'],
    ['Expired', [], 'expired', 'The payment link expired.'],
    ['Paid', [transaction({ TransactionStatus: 'Failed' })], 'unknown', null],
    ['SomethingNew', [], 'unknown', null],
    ['Pending', [transaction({ TransactionStatus: 'Reversed' })], 'unknown', null],
  ])('InvoiceStatus %s with %j is %s', async (invoiceStatus, transactions, state, reason) => {
    answer(paymentStatusData(invoiceStatus, transactions));
    const status = await gateway.fetchStatus('3110788');
    expect(status.state).toBe(state);
    expect(status.reason).toBe(reason);
    if (state !== 'captured') expect(status.transactionId).toBeNull();
  });

  it('a pending invoice with no transaction: currency from InvoiceDisplayValue, no method', async () => {
    answer(paymentStatusData('Pending', []));
    expect(await gateway.fetchStatus('3110788')).toEqual({
      gatewayReference: '3110788',
      state: 'pending',
      amountFils: 12_500,
      currency: 'KWD',
      method: null,
      transactionId: null,
      reason: null,
    });
  });

  it('an unknown invoice (documented 400 envelope) is not retryable', async () => {
    server.on('POST', '/v2/GetPaymentStatus', {
      status: 400,
      json: validationError([{ Name: 'Key', Error: 'Invalid Key' }]),
    });
    expect((await gatewayError(gateway.fetchStatus('999'))).retryable).toBe(false);
  });

  it('a 500 is retryable', async () => {
    server.on('POST', '/v2/GetPaymentStatus', { status: 500, json: { Message: 'An error has occurred.' } });
    const err = await gatewayError(gateway.fetchStatus('3110788'));
    expect(err).toMatchObject({
      retryable: true,
      message: 'MyFatoorah answered HTTP 500: An error has occurred.',
    });
  });
});

describe('MyFatoorah refund', () => {
  it('sends MakeRefund by InvoiceId with the amount in KWD and answers pending', async () => {
    const result = await gateway.refund({
      gatewayReference: '3110788',
      amountFils: 5_250,
      reason: 'Deposit returned',
      idempotencyKey: 'ref_9',
    });
    expect(result).toEqual({ refundReference: '26530', state: 'pending' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/v2/MakeRefund' });
    expect(server.last().rawBody).toContain('"Amount":5.250');
    expect(server.last().json).toEqual({
      Key: '3110788',
      KeyType: 'InvoiceId',
      RefundChargeOnCustomer: false,
      ServiceChargeOnCustomer: false,
      Amount: 5.25,
      Comment: 'Deposit returned (ref ref_9)',
    });
  });

  it('a refused refund is not retryable', async () => {
    server.on('POST', '/v2/MakeRefund', {
      status: 400,
      json: validationError([{ Name: 'Amount', Error: 'Refund amount exceeds the invoice value' }]),
    });
    const request = { gatewayReference: '3110788', amountFils: 99_000, reason: 'x', idempotencyKey: 'ref_1' };
    expect((await gatewayError(gateway.refund(request))).retryable).toBe(false);
  });
});

describe('MyFatoorah verifyWebhook (v2)', () => {
  // A PAYMENT_STATUS_CHANGED event shaped as the v2 Payment Status Data Model page documents it.
  const event = {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: '2026-11-25T13:05:00.000Z',
      Reference: 'WH-000123-7',
    },
    Data: {
      Invoice: {
        Id: '6389662',
        Status: 'PAID',
        Reference: '2026060928',
        CreationDate: '2026-11-25T13:00:00.000Z',
        ExpirationDate: '2026-11-28T13:00:00.000Z',
        ExternalIdentifier: null,
        UserDefinedField: 'att_1',
      },
      Transaction: {
        Id: '582394',
        Status: 'SUCCESS',
        PaymentMethod: 'KNET',
        PaymentId: '07076389662270848673',
      },
      Customer: { Name: 'Fatima Al-Sabah', Mobile: '+96550000000', Email: 'tenant@example.com' },
      Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '12.500' },
    },
  };
  const rawBody = JSON.stringify(event);
  // Computed independently (openssl dgst -sha256 -hmac 'mf-test-webhook-secret' -binary | base64)
  // over the documented string; the documentation gives no complete worked example to reuse.
  const SIGNED =
    'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,' +
    'Transaction.PaymentId=07076389662270848673,Invoice.ExternalIdentifier=';
  const SIGNATURE = '2cwYMfW3IZcMjZjenzdu57QKSlmBroUXBH2Vw7uZHX0=';

  it('builds the documented string (fixed order, null as empty) and its base64 HMAC', () => {
    expect(myFatoorahSignedString(1, event.Data)).toBe(SIGNED);
    expect(myFatoorahSignature(WEBHOOK_SECRET, SIGNED)).toBe(SIGNATURE);
  });

  it('accepts the signed event and names its event reference and invoice', () => {
    const verified = gateway.verifyWebhook(
      { headers: { 'myfatoorah-signature': SIGNATURE }, rawBody },
      Date.now(),
    );
    expect(verified).toEqual({ eventId: 'WH-000123-7', gatewayReference: '6389662' });
    // The header's case does not matter.
    expect(
      gateway.verifyWebhook({ headers: { 'MyFatoorah-Signature': SIGNATURE }, rawBody }, 0).eventId,
    ).toBe('WH-000123-7');
  });

  it('verifies a REFUND_STATUS_CHANGED event over its own fields, naming the refunded invoice', () => {
    const refund = {
      Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED', Reference: 'WH-000124-1' },
      Data: {
        Refund: { Id: '26530', Status: 'REFUNDED' },
        Amount: { ValueInBaseCurrency: '5.250' },
        ReferencedInvoice: { Id: '6389662' },
      },
    };
    const signed =
      'Refund.Id=26530,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=5.250,ReferencedInvoice.Id=6389662';
    expect(myFatoorahSignedString(2, refund.Data)).toBe(signed);
    const headers = { 'myfatoorah-signature': myFatoorahSignature(WEBHOOK_SECRET, signed) };
    expect(gateway.verifyWebhook({ headers, rawBody: JSON.stringify(refund) }, 0)).toEqual({
      eventId: 'WH-000124-1',
      gatewayReference: '6389662',
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { 'myfatoorah-signature': '' }],
    ['forged', { 'myfatoorah-signature': myFatoorahSignature('another-secret', SIGNED) }],
    ['truncated', { 'myfatoorah-signature': SIGNATURE.slice(0, 20) }],
  ])('refuses a %s signature', (_what, headers) => {
    expect(() => gateway.verifyWebhook({ headers, rawBody }, 0)).toThrow(WebhookSignatureError);
  });

  it('refuses a correctly signed event whose signed fields were altered', () => {
    const altered = JSON.stringify({
      ...event,
      Data: { ...event.Data, Invoice: { ...event.Data.Invoice, Id: '1' } },
    });
    const headers = { 'myfatoorah-signature': SIGNATURE };
    expect(() => gateway.verifyWebhook({ headers, rawBody: altered }, 0)).toThrow(WebhookSignatureError);
  });

  it('refuses a body that is not JSON and an event type MyFatoorah does not sign', () => {
    const headers = { 'myfatoorah-signature': SIGNATURE };
    expect(() => gateway.verifyWebhook({ headers, rawBody: 'not json' }, 0)).toThrow(WebhookSignatureError);
    const other = JSON.stringify({ ...event, Event: { ...event.Event, Code: 3 } });
    expect(() => gateway.verifyWebhook({ headers, rawBody: other }, 0)).toThrow(WebhookSignatureError);
  });

  it('never puts the secret in a refusal', () => {
    try {
      gateway.verifyWebhook({ headers: { 'myfatoorah-signature': 'x' }, rawBody }, 0);
    } catch (err) {
      expect((err as Error).message).not.toContain(WEBHOOK_SECRET);
    }
  });
});
