import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './gateway';

/*
 * The payment gateway's part of the configuration (issue 20 item 1): which gateway, and its keys.
 * server/config.ts merges these variables into the one validated environment, so a bad or missing
 * key stops the server at start, never at a tenant's first payment.
 */

const secret = (what: string) => z.string().trim().min(16, `must be the ${what} (at least 16 characters)`);

export const paymentEnvShape = {
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })
    .optional(),
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
  provider: PaymentProviderName;
  /** The sandbox's webhook signing secret (derived when not configured). */
  sandboxSecret: string | undefined;
  myfatoorah: { apiKey: string; webhookSecret: string; apiUrl: string } | null;
  tap: { secretKey: string; apiUrl: string } | null;
  reconcilerMinutes: number;
}

/** Problems with the payment variables, one line each (`NAME: what is wrong`); empty when none. */
export function paymentConfigProblems(e: PaymentEnv & { DATABASE_URL?: string | undefined }): string[] {
  const problems: string[] = [];
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

export function paymentConfigOf(e: PaymentEnv): PaymentConfig {
  return {
    provider: e.PAYMENT_PROVIDER ?? 'sandbox',
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
