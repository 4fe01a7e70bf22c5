import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './gateway';

/*
 * The payment gateway's part of the configuration (issue 20 item 1): which gateway, and its keys.
 * server/config.ts merges these variables into the one validated environment, so a bad or missing
 * key stops the server at start, never at a tenant's first payment.
 */

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const secret = (what: string) => z.string().trim().min(16, `must be the ${what} (at least 16 characters)`);

export const paymentEnvShape = {
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })
    .optional(),
  /**
   * Issue 30 item 6: the sandbox moves no money, so naming it in production is refused unless this
   * says the operator means it (a staging server, a test on the production database).
   */
  ALLOW_SANDBOX_PAYMENTS: flag.default(false),
  /** Signs the sandbox's webhooks; without it one is derived from JWT_SECRET. */
  SANDBOX_GATEWAY_SECRET: secret('sandbox webhook secret').optional(),
  MYFATOORAH_API_KEY: secret('MyFatoorah API token').optional(),
  MYFATOORAH_WEBHOOK_SECRET: secret('MyFatoorah webhook secret key').optional(),
  MYFATOORAH_API_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// URL' })
    .default('https://apitest.myfatoorah.com'),
  TAP_SECRET_KEY: secret('Tap secret key').optional(),
  TAP_API_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// URL' })
    .default('https://api.tap.company'),
  /** How often the reconciler asks the gateway about payments it has not heard of; 0 turns it off. */
  PAYMENT_RECONCILER_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(60)
    .default(1),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

export interface PaymentConfig {
  /**
   * The gateway, or null: online payment is off (no PAYMENT_PROVIDER and no demo data; issue 30
   * item 6). The built-in sandbox is the default only where the demo data is seeded.
   */
  provider: PaymentProviderName | null;
  /** The sandbox's webhook signing secret (derived when not configured). */
  sandboxSecret: string | undefined;
  myfatoorah: { apiKey: string; webhookSecret: string; apiUrl: string } | null;
  tap: { secretKey: string; apiUrl: string } | null;
  reconcilerMinutes: number;
}

/** Problems with the payment variables, one line each (`NAME: what is wrong`); empty when none. */
export function paymentConfigProblems(
  e: PaymentEnv & { DATABASE_URL?: string | undefined; NODE_ENV?: string },
): string[] {
  const problems: string[] = [];
  // The sandbox credits invoices with no money moving: production takes it only when told twice.
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      'PAYMENT_PROVIDER: sandbox is refused in production: it marks invoices paid with no money moving. ' +
        'Name a real gateway (myfatoorah or tap), or set ALLOW_SANDBOX_PAYMENTS=true to test on this server.',
    );
  }
  // A production database never takes the sandbox by default: someone must say so.
  if (e.DATABASE_URL && !e.PAYMENT_PROVIDER) {
    problems.push(
      'PAYMENT_PROVIDER: is required with DATABASE_URL (myfatoorah or tap; say sandbox to use the built-in test gateway)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'myfatoorah') {
    if (!e.MYFATOORAH_API_KEY)
      problems.push('MYFATOORAH_API_KEY: is required with PAYMENT_PROVIDER=myfatoorah');
    if (!e.MYFATOORAH_WEBHOOK_SECRET)
      problems.push('MYFATOORAH_WEBHOOK_SECRET: is required with PAYMENT_PROVIDER=myfatoorah');
  }
  if (e.PAYMENT_PROVIDER === 'tap' && !e.TAP_SECRET_KEY) {
    problems.push('TAP_SECRET_KEY: is required with PAYMENT_PROVIDER=tap');
  }
  return problems;
}

/**
 * `seedDemo`: the demo data is seeded (SEED_DEMO), the only setup where the sandbox is the default;
 * elsewhere online payment is off until PAYMENT_PROVIDER names a gateway.
 */
export function paymentConfigOf(e: PaymentEnv, seedDemo: boolean): PaymentConfig {
  return {
    provider: e.PAYMENT_PROVIDER ?? (seedDemo ? 'sandbox' : null),
    sandboxSecret: e.SANDBOX_GATEWAY_SECRET,
    myfatoorah:
      e.MYFATOORAH_API_KEY && e.MYFATOORAH_WEBHOOK_SECRET
        ? {
            apiKey: e.MYFATOORAH_API_KEY,
            webhookSecret: e.MYFATOORAH_WEBHOOK_SECRET,
            apiUrl: e.MYFATOORAH_API_URL.replace(/\/+$/, ''),
          }
        : null,
    tap: e.TAP_SECRET_KEY ? { secretKey: e.TAP_SECRET_KEY, apiUrl: e.TAP_API_URL.replace(/\/+$/, '') } : null,
    reconcilerMinutes: e.PAYMENT_RECONCILER_MINUTES,
  };
}

/**
 * What the panel is told of online payment (GET /api/get/:id): whether a Pay button may show, and
 * whether payments are simulated (the sandbox: the "Demo: payments are simulated" banner).
 */
export const onlinePaymentOf = (payments: Pick<PaymentConfig, 'provider'>) => ({
  onlinePayments: payments.provider !== null,
  simulatedPayments: payments.provider === 'sandbox',
});
