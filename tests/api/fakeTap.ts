/*
 * Tap API v2 answers shaped as its reference shows them (developers.tap.company/reference:
 * create-a-charge, retrieve-a-charge, create-a-refund, errors), for the fake gateway server.
 * Field names and shapes follow the documented samples; values are ours.
 */
import type { FakeGatewayServer } from './fakeGatewayServer';

export const CHARGE_ID = 'chg_TS05A2620251325Xk2b0311582';

const KNET_SOURCE = {
  object: 'source',
  type: 'CARD_NOT_PRESENT',
  payment_type: 'DEBIT',
  payment_method: 'KNET',
  channel: 'INTERNET',
  id: 'src_kw.knet',
};

export const CARD_SOURCE = {
  object: 'token',
  type: 'CARD_NOT_PRESENT',
  payment_type: 'CREDIT',
  payment_method: 'VISA',
  channel: 'INTERNET',
  id: 'tok_Vq2d45231327KlrL24R3S613',
};

export interface ChargeOverrides {
  status?: string;
  amount?: number;
  currency?: string;
  response?: { code: string; message: string };
  source?: Record<string, unknown>;
  url?: string | null;
}

export function charge(overrides: ChargeOverrides = {}) {
  const status = overrides.status ?? 'INITIATED';
  return {
    id: CHARGE_ID,
    object: 'charge',
    live_mode: false,
    customer_initiated: true,
    api_version: 'V2',
    method: 'GET',
    status,
    amount: overrides.amount ?? 12.5,
    currency: overrides.currency ?? 'KWD',
    threeDSecure: true,
    save_card: false,
    description: 'Rent INV-2026-000123',
    metadata: { attempt_id: 'att_1' },
    transaction: {
      timezone: 'UTC+03:00',
      created: '1764077100000',
      ...(overrides.url === null
        ? {}
        : { url: overrides.url ?? 'https://checkout.payments.tap.company/?mode=page&token=6765f0a2' }),
      expiry: { period: 30, type: 'MINUTE' },
      asynchronous: false,
      amount: overrides.amount ?? 12.5,
      currency: overrides.currency ?? 'KWD',
    },
    reference: {
      track: 'tck_TS02A5420251325k3M80311604',
      payment: '100202633013000476',
      gateway: '533013000476',
      transaction: 'att_1',
      order: 'att_1',
    },
    response: overrides.response ?? { code: '100', message: 'Initiated' },
    receipt: { id: '203330251325319162', email: false, sms: false },
    customer: { first_name: 'Fatima', last_name: 'Al-Sabah', email: 'tenant@example.com' },
    merchant: { id: '1234567' },
    source: overrides.source ?? KNET_SOURCE,
    redirect: { status: 'PENDING', url: 'https://rentals.example.com/pay/return?attempt=att_1' },
    post: { status: 'PENDING', url: 'https://rentals.example.com/api/payments/webhook/tap' },
  };
}

export const refundObject = (status = 'PENDING') => ({
  id: 're_TS01A2720251338Hn4b0311930',
  object: 'refund',
  api_version: 'V2',
  live_mode: false,
  amount: 5.25,
  currency: 'KWD',
  charge_id: CHARGE_ID,
  created: 1764077900000,
  status,
  reason: 'Deposit returned',
  reference: { merchant: 'ref_9', gateway: '533013000999', payment: '100202633013000999' },
  response: { code: '100', message: 'Refund in progress' },
});

/** Tap's documented error body: `{ errors: [{ code, description }] }`. */
export const tapErrors = (...errors: { code: string; description: string }[]) => ({ errors });

/** Sets every endpoint the adapter uses to answer its success sample. */
export function withTapDefaults(server: FakeGatewayServer): FakeGatewayServer {
  return server
    .on('POST', '/v2/charges', { json: charge() })
    .onPrefix('GET', '/v2/charges/', { json: charge() })
    .on('POST', '/v2/refunds', { json: refundObject() });
}
