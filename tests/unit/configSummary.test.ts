import { describe, expect, it } from 'vitest';
import { configSecrets, redactedEnvironment } from '../../server/configSummary';
import { loadConfig } from '../../server/config';
import { safeErrorMessage } from '../../server/jobs/safeError';

const JWT = 'jwt-secret-0123456789-0123456789-abcdef';

describe('the configuration printed at start', () => {
  it('shows secrets as ***, cuts passwords from URLs and lists only the variables set', () => {
    const shown = redactedEnvironment({
      PORT: '4000',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://rentals:db-Passw0rd@db.internal:5432/rentals',
      SMTP_URL: 'smtps://mailer:smtp-Passw0rd@smtp.example.com:465',
      JWT_SECRET: JWT,
      METRICS_TOKEN: 'metrics-token-0123456789',
      MYFATOORAH_API_KEY: 'mf-key-0123456789abcdef',
      MYFATOORAH_WEBHOOK_SECRET: 'mf-hook-0123456789abcdef',
      TAP_SECRET_KEY: 'sk_test_0123456789abcdef',
      ACCESS_TOKEN_TTL: '900',
      HOME: '/root',
    });
    expect(shown).toEqual({
      PORT: '4000',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://rentals:***@db.internal:5432/rentals',
      SMTP_URL: 'smtps://mailer:***@smtp.example.com:465',
      JWT_SECRET: '***',
      METRICS_TOKEN: '***',
      MYFATOORAH_API_KEY: '***',
      MYFATOORAH_WEBHOOK_SECRET: '***',
      TAP_SECRET_KEY: '***',
      ACCESS_TOKEN_TTL: '900',
    });
  });
});

describe('a job error as recorded', () => {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: JWT, DATA_DIR: '/tmp/rentals-unused' });

  it('cuts URL passwords, bearer tokens, JWTs, signed-link queries and configured secrets', () => {
    const err = new Error(
      `refused postgres://app:hunter2hunter2@db/x; Authorization: Bearer abc.def-ghi; token eyJhbGciOi.eyJzdWIi.sig; ` +
        `GET https://files.example.com/f?id=1&sig=deadbeef; secret ${JWT}`,
    );
    const message = safeErrorMessage(err, configSecrets(config));
    expect(message).toBe(
      'refused postgres://***@db/x; Authorization: Bearer ***; token ***; GET https://files.example.com/f?id=1&sig=[redacted]; secret ***',
    );
  });

  it('keeps one line of at most 500 characters and names a non-plain error', () => {
    const long = safeErrorMessage(new TypeError(`line one\nline two ${'x'.repeat(600)}`));
    expect(long.startsWith('TypeError: line one line two')).toBe(true);
    expect(long).toHaveLength(500);
    expect(safeErrorMessage('plain text')).toBe('plain text');
  });
});
