import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestDatabase } from './testApp';

const run = promisify(execFile);

/** The warnings README's "OpenAPI document" section explains; any other one fails. */
const EXPLAINED_WARNINGS = ['info-license'];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
}

/** Runs Redocly's CLI over a document file with the project's redocly.yaml; its JSON report. */
async function redoclyLint(file: string): Promise<LintReport> {
  const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'];
  // No telemetry, no update check: the test must not reach the network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // It exits 1 when it finds an error; the report on stdout says which.
  const { stdout } = await run(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly failed: ${error.stderr}`);
      return { stdout: error.stdout };
    },
  );
  return JSON.parse(stdout) as LintReport;
}

/** Issue 32 item 5: the served document is clean by Redocly's recommended rules. */
describe('the OpenAPI document under `redocly lint`', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // A built panel, so its own routes (/admin-panel/*) exist and must stay out of the document;
    // and a public address, as production serves it (a local one is only for development).
    mkdirSync(path.join(dir, 'static', 'admin'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'admin', 'index.html'), '<!doctype html><title>panel</title>');
    app = await buildTestApp(database.handle, {
      env: { STATIC_DIR: path.join(dir, 'static'), PUBLIC_URL: 'https://rentals.kw' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no error, and only the warnings README explains', async () => {
    const res = await app.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    // Not a vacuous pass: the panel's routes are there to be left out.
    expect(app.app.routeTable.some((r) => r.url.startsWith('/admin-panel'))).toBe(true);
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, res.body);
    const report = await redoclyLint(file);
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const unexplained = report.problems
      .filter((p) => p.severity === 'warn' && !EXPLAINED_WARNINGS.includes(p.ruleId))
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(unexplained).toEqual([]);
  });

  it('fails a document that breaks the rules', async () => {
    // The same linter on a document with an unnamed operation and a path twice over.
    const file = path.join(dir, 'broken.json');
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'broken', version: '1' },
        servers: [{ url: 'https://rentals.kw' }],
        paths: {
          '/api/things/get/{id}': {
            get: {
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { 200: { description: 'OK' } },
            },
          },
          '/api/things/{id}/status': {
            post: {
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { 200: { description: 'OK' } },
            },
          },
        },
      }),
    );
    const rules = new Set(
      (await redoclyLint(file)).problems.filter((p) => p.severity === 'error').map((p) => p.ruleId),
    );
    for (const rule of [
      'operation-summary',
      'operation-operationId',
      'operation-4xx-response',
      'no-ambiguous-paths',
    ])
      expect(rules, rule).toContain(rule);
  });
});
