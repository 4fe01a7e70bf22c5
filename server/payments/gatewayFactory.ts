import { ConfigError, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentGateway, PaymentProviderName } from './gateway';
import { createSandboxGateway, derivedSandboxSecret } from './sandboxGateway';

/*
 * Chooses the payment gateway from PAYMENT_PROVIDER (issue 20 item 1). Each adapter is one entry
 * of GATEWAY_ADAPTERS; the MyFatoorah and Tap adapters (server/payments/myfatoorah*.ts, tap*.ts,
 * written on another branch) each add theirs here. Until then choosing them stops the server at
 * start with a message that says so, rather than at a tenant's first payment.
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
};

export class GatewayUnavailableError extends ConfigError {
  override name = 'GatewayUnavailableError';
}

/** Stops the start (before the database opens) when the chosen gateway has no adapter yet. */
export function assertGatewayAvailable(config: AppConfig): void {
  const provider = config.payments.provider;
  if (!GATEWAY_ADAPTERS[provider]) {
    throw new GatewayUnavailableError(
      `PAYMENT_PROVIDER=${provider}: this gateway's adapter is not available yet in this build; use sandbox.`,
    );
  }
}

export function createPaymentGateway(deps: GatewayDeps): PaymentGateway {
  assertGatewayAvailable(deps.config);
  return GATEWAY_ADAPTERS[deps.config.payments.provider]!(deps);
}
