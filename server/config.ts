import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  paymentConfigOf,
  paymentConfigProblems,
  paymentEnvShape,
  type PaymentConfig,
} from './payments/paymentConfig';
import {
  storageConfigOf,
  storageConfigProblems,
  storageEnvShape,
  type StorageConfig,
} from './storage/storageConfig';
import {
  messagingConfigOf,
  messagingConfigProblems,
  messagingEnvShape,
  type MessagingConfig,
} from './messaging/messagingConfig';
import { opsConfigOf, opsEnvShape, type OpsConfig } from './opsConfig';

/**
 * All configuration is read and validated here, once. Everything else receives an AppConfig,
 * so tests can build an app with any configuration without touching process.env.
 */
const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A count or a number of minutes: a whole number from 1 to 10,000. */
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 127.0.0.1 with the demo data (its password is public), else 0.0.0.0 (issue 30 item 12). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number({ error: 'must be a number' }).int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: boolFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('dist'),
  TRUST_PROXY: boolFromEnv.default(false),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must not carry a query or a fragment')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender address').default('Rentals <no-reply@rentals.local>'),
  LOGIN_MAX_FAILURES: limit(10),
  LOGIN_WINDOW_MINUTES: limit(15),
  CODE_REQUESTS_MAX: limit(3),
  CODE_REQUEST_WINDOW_MINUTES: limit(15),
  CODE_TTL_MINUTES: limit(10),
  CODE_MAX_WRONG: limit(5),
  CODE_MAX_WRONG_PER_DAY: limit(10),
  NEW_PASSWORD_WINDOW_MINUTES: limit(10),
  SIGNUP_MAX_PER_ADDRESS: limit(10),
  SIGNUP_WINDOW_MINUTES: limit(60),
  RESET_MAX_REFUSALS: limit(10),
  RESET_REFUSAL_WINDOW_MINUTES: limit(15),
  TAKEN_EMAIL_MAX_PER_USER: limit(10),
  TAKEN_EMAIL_WINDOW_MINUTES: limit(60),
  CONTACT_MAX_PER_ADDRESS: limit(5),
  CONTACT_WINDOW_MINUTES: limit(60),
  CONTACT_MAIL_TO: z.email({ error: 'must be an email address' }).optional(),
  INVOICE_JOB_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1440).default(60),
  MAINTENANCE_JOB_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1440).default(60),
  EXPENSE_JOB_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1440).default(60),
  REMINDER_JOB_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1440).default(15),
  SUBSCRIPTION_JOB_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1440).default(30),
  DASHBOARD_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300).default(15),
  FILE_SWEEP_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_080).default(360),
  ...paymentEnvShape,
  ...messagingEnvShape,
  ...storageEnvShape,
  ...opsEnvShape,
});

/** The variables the server reads (the redacted configuration printed at start lists these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig extends OpsConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** postgres:// URL for production; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** PGlite only: 'memory://' keeps the database in memory (tests). */
  pgliteDir: string;
  /** Uploaded files (vendor logos and banners), served read-only at /uploads/. */
  uploadsDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenDays: number;
  rememberMeDays: number;
  seedDemo: boolean;
  logLevel: string;
  staticDir: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** smtp:// or smtps:// URL of the mail server; undefined: mail is written to mail_outbox and the log only. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /**
   * Where the public site's contact messages are mailed; undefined: to every active super admin
   * (the platform's own people, who also read them under Contact messages).
   */
  contactMailTo: string | undefined;
  /**
   * Where people reach the product (no trailing slash): every link in a mail starts here, never
   * with a request's Host header, which a caller chooses.
   */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set (not the local default): then a panel page asked for at another
   * address is sent to it (server/http/static.ts).
   */
  publicUrlExplicit: boolean;
  limits: AbuseLimitsConfig;
  /** How often the invoice job issues due rent invoices and marks overdue ones; 0 turns it off. */
  invoiceJobMinutes: number;
  /**
   * How often the maintenance job closes requests COMPLETED for 7 days, reopens DEFERRED ones whose
   * day has come and places waiting charges; 0 turns it off.
   */
  maintenanceJobMinutes: number;
  /** How often monthly recurring expenses are copied into the new month (0: never). */
  expenseJobMinutes: number;
  /** How often the rent reminder schedule runs (issue 35 item 3); 0 turns it off. */
  reminderJobMinutes: number;
  /** How often subscriptions renew, expire and go past due (server/jobs/subscriptionJob.ts); 0 turns it off. */
  subscriptionJobMinutes: number;
  /** How long a dashboard's figures are kept (server/services/dashboardCache.ts); 0 turns it off. */
  dashboardCacheSeconds: number;
  /** How often stored files no record names are deleted (server/jobs/fileSweep.ts); 0 = never. */
  fileSweepMinutes: number;
  /** The payment gateway and its keys (server/payments/paymentConfig.ts). */
  payments: PaymentConfig;
  /** Tenant messages' channels and their keys (server/messaging/messagingConfig.ts). */
  messaging: MessagingConfig;
  /** Where uploaded files live: the data folder or an S3 bucket (server/storage/storageConfig.ts). */
  storage: StorageConfig;
}

/** Abuse limits of sign-in and password recovery (counts, and windows in minutes). */
export interface AbuseLimitsConfig {
  /** Failed sign-ins per account and per client address within loginWindowMinutes, then 429. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Recovery codes requested per email within codeRequestWindowMinutes, then 429. */
  codeRequestsMax: number;
  codeRequestWindowMinutes: number;
  /** How long an emailed code is valid. */
  codeTtlMinutes: number;
  /** Wrong entries of one code before it is dead. */
  codeMaxWrong: number;
  /** Wrong codes per account in 24 hours, then 429. */
  codeMaxWrongPerDay: number;
  /** After a code is verified, the new password must be set within this many minutes. */
  newPasswordWindowMinutes: number;
  /** Sign-ups per client address within signupWindowMinutes, then 429. */
  signupMaxPerAddress: number;
  signupWindowMinutes: number;
  /**
   * Refused new passwords (no valid reset token) per email and per client address within
   * resetRefusalWindowMinutes, then 429.
   */
  resetMaxRefusals: number;
  resetRefusalWindowMinutes: number;
  /** Staff refused an address that already has an account, per staff user, then 429. */
  takenEmailMaxPerUser: number;
  takenEmailWindowMinutes: number;
  /** Contact messages per client address within contactWindowMinutes, then 429. */
  contactMaxPerAddress: number;
  contactWindowMinutes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: is required in production with DATABASE_URL',
    );
  }
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: is required in production with DATABASE_URL (the address in mailed links)',
    );
  }
  // Demo users are for the embedded database; a production database gets them only when asked.
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const paymentProblems = [
    ...paymentConfigProblems(e),
    ...storageConfigProblems(e),
    ...messagingConfigProblems(e),
  ];
  if (paymentProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${paymentProblems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    // The demo's logins are public: only this machine reaches it unless HOST says otherwise.
    host: e.HOST ?? (seedDemo ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    rememberMeDays: e.REMEMBER_ME_DAYS,
    seedDemo,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactMailTo: e.CONTACT_MAIL_TO,
    publicUrl: (e.PUBLIC_URL ?? localUrl(e.HOST ?? '0.0.0.0', e.PORT)).replace(/\/+$/, ''),
    publicUrlExplicit: e.PUBLIC_URL !== undefined,
    limits: {
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
      codeRequestsMax: e.CODE_REQUESTS_MAX,
      codeRequestWindowMinutes: e.CODE_REQUEST_WINDOW_MINUTES,
      codeTtlMinutes: e.CODE_TTL_MINUTES,
      codeMaxWrong: e.CODE_MAX_WRONG,
      codeMaxWrongPerDay: e.CODE_MAX_WRONG_PER_DAY,
      newPasswordWindowMinutes: e.NEW_PASSWORD_WINDOW_MINUTES,
      signupMaxPerAddress: e.SIGNUP_MAX_PER_ADDRESS,
      signupWindowMinutes: e.SIGNUP_WINDOW_MINUTES,
      resetMaxRefusals: e.RESET_MAX_REFUSALS,
      resetRefusalWindowMinutes: e.RESET_REFUSAL_WINDOW_MINUTES,
      takenEmailMaxPerUser: e.TAKEN_EMAIL_MAX_PER_USER,
      takenEmailWindowMinutes: e.TAKEN_EMAIL_WINDOW_MINUTES,
      contactMaxPerAddress: e.CONTACT_MAX_PER_ADDRESS,
      contactWindowMinutes: e.CONTACT_WINDOW_MINUTES,
    },
    invoiceJobMinutes: e.INVOICE_JOB_MINUTES,
    maintenanceJobMinutes: e.MAINTENANCE_JOB_MINUTES,
    expenseJobMinutes: e.EXPENSE_JOB_MINUTES,
    reminderJobMinutes: e.REMINDER_JOB_MINUTES,
    subscriptionJobMinutes: e.SUBSCRIPTION_JOB_MINUTES,
    dashboardCacheSeconds: e.DASHBOARD_CACHE_SECONDS,
    fileSweepMinutes: e.FILE_SWEEP_MINUTES,
    payments: paymentConfigOf(e, seedDemo),
    messaging: messagingConfigOf(e),
    storage: storageConfigOf(e, dataDir),
    ...opsConfigOf(e),
  };
}

/** The embedded setup's own address: the machine itself, where `npm start` serves the panel. */
function localUrl(host: string, port: number): string {
  const anyInterface = host === '0.0.0.0' || host === '::' || host === '';
  const name = anyInterface ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Without JWT_SECRET, the embedded setup keeps a random secret in the data folder so sessions
 * survive restarts on a laptop without anyone having to invent a secret.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
