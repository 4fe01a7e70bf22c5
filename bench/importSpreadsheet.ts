import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed';

/*
 * Issue 36 item 5: a 5,000-row spreadsheet imported on the embedded database (PGlite) within 30 s.
 * Run: `npx tsx bench/importSpreadsheet.ts`. It starts the app on a fresh data directory (seeded
 * with the demo data as `npm start` is), signs in as the demo landlord and posts a CSV of 5,000
 * unit rows (100 properties × 50 units), first as a dry run, then for real; it prints both times.
 */

const ROWS = 5000;
const LIMIT_MS = 30_000;

async function post(app: Awaited<ReturnType<typeof buildApp>>, token: string, csv: string, dryRun: boolean) {
  const form = new FormData();
  form.append('kind', 'properties');
  form.append('dryRun', String(dryRun));
  form.append('file', new Blob([csv]), 'bench.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const ms = performance.now() - started;
  const data = res.json().data as { errors: unknown[]; counts: Record<string, number> };
  if (res.statusCode !== 200 || data.errors.length)
    throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return { ms, counts: data.counts };
}

export async function benchImport() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-import-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      INVOICE_JOB_MINUTES: '0',
      MAINTENANCE_JOB_MINUTES: '0',
      EXPENSE_JOB_MINUTES: '0',
      FILE_SWEEP_MINUTES: '0',
      JOB_RUNS_KEEP_DAYS: '0',
    }),
  );
  try {
    await app.ready();
    // The demo plans allow 50 or 500 units; this throwaway database's plans take the whole file.
    await app.ctx.db.execute(sql`update plans set max_units = 100000`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'landlord@example.com', password: DEMO_PASSWORD },
    });
    const token = (login.json().data as { access_token: string }).access_token;
    const lines = ['Property name,Property type,Governorate,Area,Unit number,Floor,Monthly rent (KWD)'];
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `Bench Tower ${Math.floor(i / 50)},residential_building,Hawalli,Salmiya,${100 + (i % 50)},1,250.000`,
      );
    const csv = lines.join('\n');
    const dry = await post(app, token, csv, true);
    const real = await post(app, token, csv, false);
    return {
      rows: ROWS,
      dryRunMs: Math.round(dry.ms),
      importMs: Math.round(real.ms),
      counts: real.counts,
      withinLimit: real.ms < LIMIT_MS,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchImport());
}
