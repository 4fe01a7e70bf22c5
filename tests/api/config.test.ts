import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const SECRET = 'x'.repeat(32);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-config-test-'));
const base = { JWT_SECRET: SECRET, DATA_DIR: dataDir };

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ConfigError loadConfig throws for this environment (fails the test if it does not throw). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('refuses a PORT that is not a number, naming the variable', () => {
    expect(configError({ ...base, PORT: 'abc' }).message).toMatch(/PORT: must be a number/);
    expect(configError({ ...base, PORT: '70000' }).message).toMatch(/PORT: must be at most 65535/);
    expect(configError({ ...base, PORT: '3000.5' }).message).toMatch(/PORT:/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    const message = configError({ ...base, DATABASE_URL: 'mysql://root@localhost:3306/rentals' }).message;
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(configError({ ...base, DATABASE_URL: 'not a url' }).message).toMatch(/DATABASE_URL:/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(configError({ ...base, JWT_SECRET: 'short' }).message).toMatch(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('names every bad variable at once', () => {
    const message = configError({ ...base, PORT: 'abc', JWT_SECRET: 'short', LOG_LEVEL: 'loud' }).message;
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/JWT_SECRET:/);
    expect(message).toMatch(/LOG_LEVEL:/);
  });

  it('requires JWT_SECRET in production with DATABASE_URL', () => {
    const message = configError({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db.internal:5432/rentals',
    }).message;
    expect(message).toMatch(/JWT_SECRET: is required/);
  });

  it('requires PUBLIC_URL in production with DATABASE_URL, and takes only an http(s) address', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      DATABASE_URL: 'postgres://app@db.internal:5432/rentals',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    };
    expect(configError(production).message).toMatch(/PUBLIC_URL: is required/);
    expect(configError({ ...base, PUBLIC_URL: 'javascript:alert(1)' }).message).toMatch(
      /PUBLIC_URL: must be an http/,
    );
    expect(configError({ ...base, PUBLIC_URL: 'https://rent.example.com/?next=x' }).message).toMatch(
      /PUBLIC_URL: must not carry a query/,
    );
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://rent.example.com/' });
    expect(config.publicUrl).toBe('https://rent.example.com');
  });

  it('links to the machine itself when PUBLIC_URL is not set (the embedded default)', () => {
    expect(loadConfig(base).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, HOST: '127.0.0.1', PORT: '4173' }).publicUrl).toBe('http://127.0.0.1:4173');
  });

  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.refreshTokenDays).toBe(7);
    expect(config.rememberMeDays).toBe(30);
    expect(config.env).toBe('development');
    expect(config.logLevel).toBe('info');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join(dataDir, 'pglite'));
    expect(config.jwtSecret).toBe(SECRET);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({ ...base, PORT: '8080', ACCESS_TOKEN_TTL: '60', LOG_LEVEL: 'warn' });
    expect(config.port).toBe(8080);
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(config.logLevel).toBe('warn');
  });

  it('seeds demo data by default only on the embedded database', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    const withUrl = {
      ...base,
      DATABASE_URL: 'postgres://app@db.internal:5432/rentals',
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(loadConfig(withUrl).seedDemo).toBe(false);
    expect(loadConfig({ ...withUrl, DATABASE_URL: 'postgresql://app@db/rentals' }).seedDemo).toBe(false);
    expect(loadConfig({ ...withUrl, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(configError({ ...base, SEED_DEMO: 'maybe' }).message).toMatch(/SEED_DEMO: must be true or false/);
  });

  it('listens only on this machine with the demo data unless HOST says otherwise (issue 30 item 12)', () => {
    // The demo's password is public: `npm start` (embedded database, demo data) binds to loopback.
    const demo = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(demo.seedDemo).toBe(true);
    expect(demo.host).toBe('127.0.0.1');
    // Mailed links still name the machine as people type it.
    expect(demo.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
    // Without the demo data the operator's HOST decides, every interface by default, as before.
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, SEED_DEMO: 'false', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('takes the sandbox by default only with the demo data; production refuses it unless allowed (issue 30 item 6)', () => {
    const production = { ...base, NODE_ENV: 'production' };
    // npm start on the embedded database, demo data: the sandbox.
    expect(loadConfig(production).payments.provider).toBe('sandbox');
    // Without demo data and without PAYMENT_PROVIDER, online payment is off.
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).payments.provider).toBeNull();
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).payments.provider).toBeNull();
    // Naming the sandbox in production takes a second, explicit word.
    const message = configError({ ...production, SEED_DEMO: 'false', PAYMENT_PROVIDER: 'sandbox' }).message;
    expect(message).toMatch(/PAYMENT_PROVIDER: sandbox is refused in production/);
    expect(message).toMatch(/ALLOW_SANDBOX_PAYMENTS=true/);
    expect(configError({ ...production, PAYMENT_PROVIDER: 'sandbox' }).message).toMatch(
      /PAYMENT_PROVIDER: sandbox is refused in production/,
    );
    expect(
      loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' }).payments
        .provider,
    ).toBe('sandbox');
    // Outside production (development, tests) the sandbox may be named freely.
    expect(loadConfig({ ...base, SEED_DEMO: 'false', PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe(
      'sandbox',
    );
    expect(configError({ ...base, ALLOW_SANDBOX_PAYMENTS: 'maybe' }).message).toMatch(
      /ALLOW_SANDBOX_PAYMENTS: must be true or false/,
    );
  });

  it('without JWT_SECRET keeps a generated secret in the data folder, readable only by its owner', () => {
    const dir = path.join(dataDir, 'generated');
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
