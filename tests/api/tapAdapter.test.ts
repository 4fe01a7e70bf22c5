// @vitest-environment node
/*
 * The Tap adapter against an in-process fake answering as Tap's API v2 reference shows: the exact
 * requests sent, every documented charge status mapped, the hashstring webhook signature, and
 * errors sorted into retryable or not without ever quoting the secret key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../server/payments/gateway';
import { GatewayError, WebhookSignatureError } from '../../server/payments/gateway';
import { TAP_API_URL, TapGateway } from '../../server/payments/tap';
import { tapAmountText, tapSignature, tapSignedString } from '../../server/payments/tapSignature';
import { FakeGatewayServer } from './fakeGatewayServer';
import { CARD_SOURCE, charge, CHARGE_ID, refundObject, tapErrors, withTapDefaults } from './fakeTap';

const API_KEY = 'sk_test_fake_key_for_adapter_tests';
const server = new FakeGatewayServer();
let gateway: TapGateway;

const checkout: CheckoutRequest = {
  attemptId: 'att_1',
  amountFils: 12_500,
  currency: 'KWD',
  description: 'Rent INV-2026-000123',
  customer: { name: 'Fatima Al-Sabah', email: 'tenant@example.com', phone: '+965 5000 0000' },
  returnUrl: 'https://rentals.example.com/pay/return?attempt=att_1',
  webhookUrl: 'https://rentals.example.com/api/payments/webhook/tap',
};

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.reset();
  withTapDefaults(server);
  gateway = new TapGateway({ apiKey: API_KEY, baseUrl: server.baseUrl });
});

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  expect((err as Error).message).not.toContain(API_KEY);
  return err as GatewayError;
}

describe('Tap createCheckout', () => {
  it('defaults to the documented API host', () => {
    expect(TAP_API_URL).toBe('https://api.tap.company');
  });

  it('creates a KNET charge with amount 12.500, our attempt as reference, and returns the page', async () => {
    const session = await gateway.createCheckout({ ...checkout, method: 'knet' });
    expect(session).toEqual({
      redirectUrl: 'https://checkout.payments.tap.company/?mode=page&token=6765f0a2',
      gatewayReference: CHARGE_ID,
    });
    const request = server.last();
    expect(request).toMatchObject({ method: 'POST', path: '/v2/charges' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.rawBody).toContain('"amount":12.500');
    expect(request.json).toEqual({
      amount: 12.5,
      currency: 'KWD',
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      description: 'Rent INV-2026-000123',
      metadata: { attempt_id: 'att_1' },
      reference: { transaction: 'att_1', order: 'att_1' },
      receipt: { email: false, sms: false },
      customer: {
        first_name: 'Fatima',
        last_name: 'Al-Sabah',
        email: 'tenant@example.com',
        phone: { country_code: '965', number: '50000000' },
      },
      source: { id: 'src_kw.knet' },
      post: { url: checkout.webhookUrl },
      redirect: { url: checkout.returnUrl },
    });
  });

  it.each([
    ['card', 'src_card'],
    [undefined, 'src_all'],
  ] as const)('method %s uses source %s', async (method, source) => {
    await gateway.createCheckout({ ...checkout, method, amountFils: 7 });
    expect((server.last().json as { source: { id: string } }).source.id).toBe(source);
    expect(server.last().rawBody).toContain('"amount":0.007');
  });

  it('a charge declined at once (no page) is a refusal with Tap’s words', async () => {
    server.on('POST', '/v2/charges', {
      json: charge({
        status: 'DECLINED',
        url: null,
        response: { code: '507', message: 'Declined, Card Issuer' },
      }),
    });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err).toMatchObject({
      retryable: false,
      message: 'Tap gave no payment page (charge DECLINED: Declined, Card Issuer).',
    });
  });

  it('a 400 error list is not retryable and quotes Tap', async () => {
    server.on('POST', '/v2/charges', {
      status: 400,
      json: tapErrors({ code: '1117', description: 'Order - Amount is invalid' }),
    });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err).toMatchObject({
      retryable: false,
      message: 'Tap answered HTTP 400: Order - Amount is invalid (1117)',
    });
  });

  it('a refused key (401) is not retryable and the key is never quoted, even when echoed', async () => {
    server.on('POST', '/v2/charges', {
      status: 401,
      json: tapErrors({ code: '2107', description: `Invalid API key ${API_KEY}` }),
    });
    const err = await gatewayError(gateway.createCheckout(checkout));
    expect(err.retryable).toBe(false);
    expect(err.message).toBe('Tap refused the API key (HTTP 401): Invalid API key [redacted] (2107)');
  });

  it('5xx, 429 and an unreachable host are retryable', async () => {
    server.on('POST', '/v2/charges', { status: 503, raw: '<html>Service Unavailable</html>' });
    expect((await gatewayError(gateway.createCheckout(checkout))).retryable).toBe(true);
    server.on('POST', '/v2/charges', {
      status: 429,
      json: tapErrors({ code: '429', description: 'Too many requests' }),
    });
    expect((await gatewayError(gateway.createCheckout(checkout))).retryable).toBe(true);
    const offline = new TapGateway({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1' });
    expect(await gatewayError(offline.createCheckout(checkout))).toMatchObject({
      retryable: true,
      message: 'Tap did not answer (network error).',
    });
  });
});

describe('Tap fetchStatus', () => {
  const answer = (overrides: Parameters<typeof charge>[0]) =>
    server.onPrefix('GET', '/v2/charges/', { json: charge(overrides) });

  it('retrieves the charge by id', async () => {
    await gateway.fetchStatus(CHARGE_ID);
    expect(server.last()).toMatchObject({ method: 'GET', path: `/v2/charges/${CHARGE_ID}`, rawBody: '' });
    expect(server.last().headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('CAPTURED by KNET is captured, with Tap’s amount, method and payment reference', async () => {
    answer({ status: 'CAPTURED', response: { code: '000', message: 'Captured' } });
    expect(await gateway.fetchStatus(CHARGE_ID)).toEqual({
      gatewayReference: CHARGE_ID,
      state: 'captured',
      amountFils: 12_500,
      currency: 'KWD',
      method: 'knet',
      transactionId: '100202633013000476',
      reason: null,
    });
  });

  it('reports the amount Tap answers and a card for a VISA token', async () => {
    answer({ status: 'CAPTURED', amount: 1.25, source: CARD_SOURCE });
    expect(await gateway.fetchStatus(CHARGE_ID)).toMatchObject({ amountFils: 1_250, method: 'card' });
  });

  it('an amount in another currency is not reported as fils', async () => {
    answer({ status: 'CAPTURED', amount: 40.75, currency: 'USD' });
    expect(await gateway.fetchStatus(CHARGE_ID)).toMatchObject({ amountFils: null, currency: 'USD' });
  });

  it.each([
    ['INITIATED', 'pending', null],
    ['IN_PROGRESS', 'pending', null],
    ['AUTHORIZED', 'pending', null],
    ['CAPTURED', 'captured', null],
    ['DECLINED', 'failed', 'Declined, Insufficient Funds'],
    ['FAILED', 'failed', 'Declined, Insufficient Funds'],
    ['RESTRICTED', 'failed', 'Declined, Insufficient Funds'],
    ['CANCELLED', 'cancelled', 'Declined, Insufficient Funds'],
    ['VOID', 'cancelled', 'Declined, Insufficient Funds'],
    ['ABANDONED', 'expired', 'Declined, Insufficient Funds'],
    ['TIMEDOUT', 'failed', 'Declined, Insufficient Funds'],
    ['DEFERRED', 'pending', null],
    ['EXPIRED', 'expired', 'Declined, Insufficient Funds'],
    ['UNKNOWN', 'unknown', null],
    ['SOMETHING_NEW', 'unknown', null],
  ])('status %s is %s', async (status, state, reason) => {
    answer({ status, response: { code: '507', message: 'Declined, Insufficient Funds' } });
    const result = await gateway.fetchStatus(CHARGE_ID);
    expect(result.state).toBe(state);
    expect(result.reason).toBe(reason);
    if (state !== 'captured') expect(result.transactionId).toBeNull();
  });

  it('a failure without Tap’s words still reads', async () => {
    server.onPrefix('GET', '/v2/charges/', {
      json: { ...charge({ status: 'ABANDONED' }), response: undefined },
    });
    expect((await gateway.fetchStatus(CHARGE_ID)).reason).toBe('The payment was not completed in time.');
  });

  it('an unknown charge (404 error list) is not retryable; a 500 is', async () => {
    server.onPrefix('GET', '/v2/charges/', {
      status: 404,
      json: tapErrors({ code: '1114', description: 'Charge not found' }),
    });
    expect((await gatewayError(gateway.fetchStatus('chg_nope'))).retryable).toBe(false);
    server.onPrefix('GET', '/v2/charges/', {
      status: 500,
      json: tapErrors({ code: '5000', description: 'Internal error' }),
    });
    expect((await gatewayError(gateway.fetchStatus(CHARGE_ID))).retryable).toBe(true);
  });

  it('escapes the id into the path', async () => {
    await gateway.fetchStatus('chg_1/../refunds');
    expect(server.last().path).toBe('/v2/charges/chg_1%2F..%2Frefunds');
  });
});

describe('Tap refund', () => {
  const request = {
    gatewayReference: CHARGE_ID,
    amountFils: 5_250,
    reason: 'Deposit returned',
    idempotencyKey: 'ref_9',
  };

  it('posts the refund with amount 5.250 and our refund id as merchant reference', async () => {
    expect(await gateway.refund(request)).toEqual({
      refundReference: 're_TS01A2720251338Hn4b0311930',
      state: 'pending',
    });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/v2/refunds' });
    expect(server.last().rawBody).toContain('"amount":5.250');
    expect(server.last().json).toEqual({
      charge_id: CHARGE_ID,
      amount: 5.25,
      currency: 'KWD',
      reason: 'Deposit returned',
      reference: { merchant: 'ref_9' },
      metadata: { refund_id: 'ref_9' },
    });
  });

  it.each([
    ['REFUNDED', 'succeeded'],
    ['IN_PROGRESS', 'pending'],
    ['FAILED', 'failed'],
    ['CANCELLED', 'failed'],
    ['DECLINED', 'failed'],
    ['RESTRICTED', 'failed'],
    ['ACCEPTED', 'pending'],
    ['UNKNOWN', 'pending'],
  ])('refund status %s is %s', async (status, state) => {
    server.on('POST', '/v2/refunds', { json: refundObject(status) });
    expect((await gateway.refund(request)).state).toBe(state);
  });

  it('a refused refund is not retryable', async () => {
    server.on('POST', '/v2/refunds', {
      status: 400,
      json: tapErrors({ code: '1152', description: 'Refund amount is invalid' }),
    });
    expect((await gatewayError(gateway.refund(request))).retryable).toBe(false);
  });
});

describe('Tap verifyWebhook (hashstring)', () => {
  const captured = charge({ status: 'CAPTURED', response: { code: '000', message: 'Captured' } });
  const rawBody = JSON.stringify(captured);
  const SIGNED =
    'x_idchg_TS05A2620251325Xk2b0311582x_amount12.500x_currencyKWDx_gateway_reference533013000476' +
    'x_payment_reference100202633013000476x_statusCAPTUREDx_created1764077100000';
  // Computed independently (printf … | openssl dgst -sha256 -hmac 'sk_test_fake_key_for_adapter_tests');
  // Tap's page gives the algorithm but no worked example with a key and a hash.
  const HASH = 'c0a169e9250f436b3071ce0f1e5a738d4ba10fc4b616f2329fb926083a5ab6b7';

  it('builds the documented string, the amount in KWD’s 3 decimals, and its hex HMAC', () => {
    expect(tapSignedString(captured)).toBe(SIGNED);
    expect(tapSignature(API_KEY, SIGNED)).toBe(HASH);
    expect(tapAmountText(12.5, 'KWD')).toBe('12.500');
    expect(tapAmountText(12.5, 'SAR')).toBe('12.50');
  });

  it('accepts the signed charge and names charge id + status and the charge', () => {
    expect(gateway.verifyWebhook({ headers: { hashstring: HASH }, rawBody }, Date.now())).toEqual({
      eventId: `${CHARGE_ID}:CAPTURED`,
      gatewayReference: CHARGE_ID,
    });
    expect(
      gateway.verifyWebhook({ headers: { Hashstring: HASH.toUpperCase() }, rawBody }, 0).gatewayReference,
    ).toBe(CHARGE_ID);
  });

  it('uses a separate webhook secret when one is configured', () => {
    const separate = new TapGateway({
      apiKey: API_KEY,
      webhookSecret: 'whsec_other',
      baseUrl: server.baseUrl,
    });
    expect(() => separate.verifyWebhook({ headers: { hashstring: HASH }, rawBody }, 0)).toThrow(
      WebhookSignatureError,
    );
    const headers = { hashstring: tapSignature('whsec_other', SIGNED) };
    expect(separate.verifyWebhook({ headers, rawBody }, 0).eventId).toBe(`${CHARGE_ID}:CAPTURED`);
  });

  it('a refund event names its charge', () => {
    const refund = { ...refundObject('REFUNDED'), transaction: { created: '1764077900000' } };
    const headers = { hashstring: tapSignature(API_KEY, tapSignedString(refund)!) };
    expect(gateway.verifyWebhook({ headers, rawBody: JSON.stringify(refund) }, 0)).toEqual({
      eventId: 're_TS01A2720251338Hn4b0311930:REFUNDED',
      gatewayReference: CHARGE_ID,
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { hashstring: '' }],
    ['forged', { hashstring: tapSignature('sk_test_someone_else', SIGNED) }],
    ['truncated', { hashstring: HASH.slice(0, 32) }],
  ])('refuses a %s hashstring', (_what, headers) => {
    expect(() => gateway.verifyWebhook({ headers, rawBody }, 0)).toThrow(WebhookSignatureError);
  });

  it('refuses a signed charge whose status or amount was altered', () => {
    for (const altered of [
      { ...captured, status: 'DECLINED' },
      { ...captured, amount: 125 },
    ]) {
      const body = JSON.stringify(altered);
      expect(() => gateway.verifyWebhook({ headers: { hashstring: HASH }, rawBody: body }, 0)).toThrow(
        WebhookSignatureError,
      );
    }
  });

  it('refuses a body that is not JSON or not a charge, never quoting the key', () => {
    for (const body of ['not json', '{}', '{"id":"chg_1"}']) {
      try {
        gateway.verifyWebhook({ headers: { hashstring: HASH }, rawBody: body }, 0);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(WebhookSignatureError);
        expect((err as Error).message).not.toContain(API_KEY);
      }
    }
  });
});
