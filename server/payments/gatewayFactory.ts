import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { ConfigError, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import {
  GatewayError,
  WebhookSignatureError,
  type PaymentGateway,
  type PaymentProviderName,
} from './gateway';
import { MyFatoorahGateway } from './myfatoorah';
import { createSandboxGateway, derivedSandboxSecret } from './sandboxGateway';
import { TapGateway } from './tap';

/*
 * Chooses the payment gateway from PAYMENT_PROVIDER (issue 20 item 1). Each adapter is one entry
 * of GATEWAY_ADAPTERS: the built-in sandbox, MyFatoorah (server/payments/myfatoorah*.ts) and Tap
 * (tap*.ts), each with the keys server/payments/paymentConfig.ts checked at start. A provider
 * without an adapter stops the server at start, rather than at a tenant's first payment.
 */

export interface GatewayDeps {
  config: AppConfig;
  db: Database;
  now: () => number;
}

/** The sandbox's webhook secret: SANDBOX_GATEWAY_SECRET, or one derived from JWT_SECRET. */
export const sandboxSecretOf = (config: AppConfig) =>
  config.payments.sandboxSecret ?? derivedSandboxSecret(config.jwtSecret);

type GatewayAdapter = (deps: GatewayDeps) => PaymentGateway;

const GATEWAY_ADAPTERS: Partial<Record<PaymentProviderName, GatewayAdapter>> = {
  sandbox: ({ config, db, now }) =>
    createSandboxGateway({
      db,
      now,
      publicUrl: config.publicUrl,
      secret: sandboxSecretOf(config),
    }),
  // paymentConfig.ts refuses to start without these keys for the chosen provider.
  myfatoorah: ({ config }) =>
    new MyFatoorahGateway({
      apiKey: config.payments.myfatoorah!.apiKey,
      webhookSecret: config.payments.myfatoorah!.webhookSecret,
      baseUrl: config.payments.myfatoorah!.apiUrl,
    }),
  tap: ({ config }) =>
    new TapGateway({ apiKey: config.payments.tap!.secretKey, baseUrl: config.payments.tap!.apiUrl }),
};

export class GatewayUnavailableError extends ConfigError {
  override name = 'GatewayUnavailableError';
}

/** Stops the start (before the database opens) when the chosen gateway has no adapter yet. */
export function assertGatewayAvailable(config: AppConfig): void {
  const provider = config.payments.provider;
  if (provider !== null && !GATEWAY_ADAPTERS[provider]) {
    throw new GatewayUnavailableError(
      `PAYMENT_PROVIDER=${provider}: this gateway's adapter is not available yet in this build; use sandbox.`,
    );
  }
}

export function createPaymentGateway(deps: GatewayDeps): PaymentGateway {
  assertGatewayAvailable(deps.config);
  const provider = deps.config.payments.provider;
  return provider === null ? OFF_GATEWAY : GATEWAY_ADAPTERS[provider]!(deps);
}

/** Refuses a call that needs online payment while it is off (409, saying why). */
export function assertOnlinePaymentOn(config: AppConfig): void {
  if (config.payments.provider === null) throw new HttpError(409, M.paymentsOff);
}

/**
 * Issue 30 item 6: without demo data and without PAYMENT_PROVIDER there is no gateway. The routes
 * refuse first (assertOnlinePaymentOn); this stands behind them, so nothing can open a checkout,
 * credit a payment or refund through it.
 */
const OFF_GATEWAY: PaymentGateway = {
  name: 'off',
  createCheckout: () => Promise.reject(new HttpError(409, M.paymentsOff)),
  verifyWebhook: () => {
    throw new WebhookSignatureError(M.paymentsOff);
  },
  fetchStatus: () => Promise.reject(new GatewayError(M.paymentsOff, false)),
  refund: () => Promise.reject(new HttpError(409, M.paymentsOff)),
};
