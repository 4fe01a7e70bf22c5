import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed';
import { civilIdCheckDigit } from '../domain/civilId';

/*
 * Issue 36 item 5: a 5,000-row spreadsheet imported on the embedded database (PGlite) within 30 s.
 * Run: `npx tsx bench/importSpreadsheet.ts`. It starts the app on a fresh data directory (seeded
 * with the demo data as `npm start` is), signs in as the demo landlord and posts a CSV of 5,000
 * unit rows (100 properties × 50 units), first as a dry run, then for real; it prints both times.
 * Then, for each kind that names those records, 5,000 rows the same way: tenants, a contract on
 * every unit, an opening balance and a cheque for every contract.
 */

const ROWS = 5000;
const LIMIT_MS = 30_000;

type Kind = 'properties' | 'tenants' | 'contracts' | 'opening_balances' | 'cheques';

async function post(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string,
  csv: string,
  dryRun: boolean,
  kind: Kind = 'properties',
) {
  const form = new FormData();
  form.append('kind', kind);
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

/** 5,000 valid Civil IDs (12 digits, the check digit right). */
function civilIds(): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < ROWS; i++) {
    const first = `2${String(i).padStart(10, '0')}`;
    const check = civilIdCheckDigit(first);
    if (check !== null) found.push(`${first}${check}`);
  }
  return found;
}

/**
 * The files that follow the 5,000 units, in order: a tenant for each unit, its running lease since
 * last January, what it owed at the end of that December, and a cheque for the next month.
 */
function leaseFiles(): Record<Exclude<Kind, 'properties'>, string> {
  const ids = civilIds();
  const unit = (i: number) => `Bench Tower ${Math.floor(i / 50)},${100 + (i % 50)}`;
  const each = (header: string, row: (i: number) => string) =>
    [header, ...Array.from({ length: ROWS }, (_, i) => row(i))].join('\n');
  const year = new Date().getUTCFullYear();
  return {
    tenants: each('First name,Last name,Email,Phone,Civil ID', (i) => `Bench,Tenant ${i},bench${i}@bench.test,${60000000 + i},${ids[i]}`), // prettier-ignore
    contracts: each('Civil ID,Property name,Unit number,Start date,End date,Monthly rent (KWD),Security deposit (KWD),Deposit received (KWD)', (i) => `${ids[i]},${unit(i)},01-01-${year},31-12-${year + 1},250.000,250.000,250.000`), // prettier-ignore
    opening_balances: each('Civil ID,Balance date,Amount (KWD)', (i) => `${ids[i]},31-12-${year - 1},${(i % 400) + 0.125}`), // prettier-ignore
    cheques: each('Civil ID,Cheque number,Bank,Amount (KWD),Due date', (i) => `${ids[i]},${100000 + i},Gulf Bank,250.000,05-01-${year + 1}`), // prettier-ignore
  };
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
    const kinds: Record<string, { dryRunMs: number; importMs: number; counts: Record<string, number> }> = {};
    for (const [kind, file] of Object.entries(leaseFiles())) {
      const checked = await post(app, token, file, true, kind as Kind);
      const written = await post(app, token, file, false, kind as Kind);
      kinds[kind] = {
        dryRunMs: Math.round(checked.ms),
        importMs: Math.round(written.ms),
        counts: written.counts,
      };
    }
    return {
      rows: ROWS,
      dryRunMs: Math.round(dry.ms),
      importMs: Math.round(real.ms),
      counts: real.counts,
      withinLimit: real.ms < LIMIT_MS && Object.values(kinds).every((k) => k.importMs < LIMIT_MS),
      kinds,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchImport());
}
