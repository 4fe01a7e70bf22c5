// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createPaymentGateway } from '../../server/payments/gatewayFactory';

/** Issue 20 items 1 and 2: the gateway is chosen by PAYMENT_PROVIDER and validated at start. */
const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-for-unit-tests-0123456789abcdef',
  LOG_LEVEL: 'silent',
};
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/none';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe('payment configuration', () => {
  it('defaults to the sandbox on the embedded database', () => {
    expect(loadConfig(base).payments.provider).toBe('sandbox');
  });

  it('refuses a production database unless a gateway, even the sandbox, is named', () => {
    expect(problemsOf({ DATABASE_URL })).toContain('PAYMENT_PROVIDER: is required with DATABASE_URL');
    expect(problemsOf({ DATABASE_URL, PAYMENT_PROVIDER: 'sandbox' })).toBe('');
  });

  it("names every missing key of the chosen gateway, and an unknown gateway's name", () => {
    const myfatoorah = problemsOf({ PAYMENT_PROVIDER: 'myfatoorah' });
    expect(myfatoorah).toContain('MYFATOORAH_API_KEY: is required');
    expect(myfatoorah).toContain('MYFATOORAH_WEBHOOK_SECRET: is required');
    expect(problemsOf({ PAYMENT_PROVIDER: 'tap' })).toContain('TAP_SECRET_KEY: is required');
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toContain(
      'PAYMENT_PROVIDER: must be one of: sandbox, myfatoorah, tap',
    );
    expect(problemsOf({ PAYMENT_PROVIDER: 'tap', TAP_SECRET_KEY: 'short' })).toContain(
      'TAP_SECRET_KEY: must be',
    );
  });

  it('keeps the keys it was given and builds that gateway', () => {
    const config = loadConfig({
      ...base,
      PAYMENT_PROVIDER: 'tap',
      TAP_SECRET_KEY: 'sk_test_0123456789abcdef',
    });
    expect(config.payments.tap).toEqual({
      secretKey: 'sk_test_0123456789abcdef',
      apiUrl: 'https://api.tap.company',
    });
    // The adapter needs no database: it asks its gateway over HTTP.
    expect(createPaymentGateway({ config, db: undefined as never, now: Date.now }).name).toBe('tap');
    const myfatoorah = loadConfig({
      ...base,
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_API_KEY: 'mf-test-token-0123456789abcdef',
      MYFATOORAH_WEBHOOK_SECRET: 'mf-webhook-secret-0123456789abcdef',
    });
    expect(createPaymentGateway({ config: myfatoorah, db: undefined as never, now: Date.now }).name).toBe(
      'myfatoorah',
    );
  });
});
