/**
 * Two instances behind HAProxy under a mixed load (issue 23): the cluster of
 * tests/api/twoInstances.test.ts (two `server/main.ts` processes on one fresh PostgreSQL database
 * with the demo data, HAProxy round-robin in front), then BENCH_TWO_INSTANCES_SECONDS (120) of
 * requests sent at a fixed rate (BENCH_TWO_INSTANCES_RATE, 20 a second), open loop: each request
 * leaves at its time whether or not the earlier ones have answered. One in eight is a sign-in, five
 * are list pages, two are manual payments (every other one with a PDF slip, each with its own
 * Idempotency-Key).
 *
 * It reports the 5xx and failed requests, the payments acknowledged against those found in the
 * database with their receipt and audit record, and each instance's resident memory (RSS) before the
 * load, after the first 10 s, at the middle and at the end. Targets: no 5xx, no lost payment, and
 * flat memory: the end within 15% of the 10 s sample (a leak of 1 kB a request would add 2.4 MB).
 *
 * `npm run bench` runs it (skipped, saying why, without PostgreSQL or HAProxy);
 * `npx tsx bench/twoInstances.ts` runs it alone.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { seedDemoBilling } from '../server/db/seedBilling';
import { seedDemoPortfolio } from '../server/db/seedPortfolio';
import { createDiskStorage } from '../server/storage/diskStorage';
import { haproxyPath, rssMegabytes, startCluster, type Cluster } from '../tests/api/twoInstanceCluster';
import { BENCH_DATABASE_URL } from './seedBench';

const SECONDS = Number(process.env.BENCH_TWO_INSTANCES_SECONDS ?? 120);
const RATE = Number(process.env.BENCH_TWO_INSTANCES_RATE ?? 20);
/** HAProxy here, the instances on the next two ports. */
const PORT = Number(process.env.BENCH_TWO_INSTANCES_PORT ?? 18110);
const WARM_SECONDS = 10;
const MEMORY_GROWTH_LIMIT = 0.15;
const PAYMENT_AMOUNT = 0.05;
/** Any %PDF file passes the content check; a slip is stored on the disk both instances share. */
const SLIP = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'); // prettier-ignore

type Kind = 'sign-in' | 'list' | 'payment';
interface Outcome {
  kind: Kind;
  status: number | 'error';
  ms: number;
  paymentId?: string;
  /** HAProxy's X-Served-By: which instance answered. */
  servedBy?: string | null;
}

export interface TwoInstanceBenchResult {
  seconds: number;
  rate: number;
  requests: number;
  byKind: Record<Kind, { count: number; p50: number; p95: number }>;
  serverErrors: number;
  /** Requests answered neither 2xx nor 5xx, and requests with no answer at all. */
  otherRefusals: number;
  failedRequests: number;
  paymentsAcknowledged: number;
  paymentsInDatabase: number;
  paymentsComplete: number;
  /** Requests each instance answered. */
  served: Record<string, number>;
  /** Resident memory in MB per instance: before the load, at 10 s, middle, end. */
  memory: Record<string, number[]>;
  /** The highest of the samples taken every 5 s, per instance. */
  memoryPeak: Record<string, number>;
  latestStartMs: number;
  ok: boolean;
}

/** Why it cannot run here, or null. */
async function unavailable(adminUrl: string): Promise<string | null> {
  if (!haproxyPath()) return 'HAProxy is not installed (apt-get install haproxy)';
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    return null;
  } catch {
    return `no PostgreSQL at ${adminUrl}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function serverAdminUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = '/postgres';
  return url.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(
  base: string,
  email: string,
): Promise<{ status: number; token?: string; servedBy: string | null }> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { data?: { access_token: string } };
  return { status: res.status, token: body.data?.access_token, servedBy: res.headers.get('x-served-by') };
}

/** The demo landlord's invoices with room for many small payments, fullest balance first. */
async function payableInvoices(cluster: Cluster): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select i.id from invoices i join users u on u.id = i.landlord_id
        where u.email = 'landlord@example.com' and i.status in ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE')
          and i.total - i.paid_amount - i.written_off_amount >= 20
        order by i.total - i.paid_amount desc`,
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** Acknowledged payments found in the database, and those found with their receipt and audit record. */
async function paymentsFound(cluster: Cluster, ids: string[]) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: number; complete: number }>(
      `select count(*)::int as found,
              count(*) filter (where exists (select 1 from receipts r where r.payment_id = p.id)
                                 and exists (select 1 from audit_log a
                                              where a.entity = 'payment' and a.entity_id = p.id))::int as complete
         from payments p where p.id = any($1::uuid[])`,
      [ids],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

export async function benchTwoInstances(): Promise<TwoInstanceBenchResult | { skipped: string }> {
  const adminUrl = serverAdminUrl();
  const why = await unavailable(adminUrl);
  if (why) return { skipped: why };
  const cluster = await startCluster({
    port: PORT,
    adminUrl,
    seed: async (database, dataDir) => {
      const now = new Date();
      await seedDemoData(database.db);
      await seedDemoPortfolio(database.db, now);
      // The seed only stores files: the signing secret is the servers' concern.
      await seedDemoBilling(database.db, createDiskStorage(dataDir, 'bench-seed-only'), now);
    },
  });
  try {
    const landlord = (await signIn(cluster.base, 'landlord@example.com')).token!;
    const manager = (await signIn(cluster.base, 'manager@example.com')).token!;
    const invoiceIds = await payableInvoices(cluster);
    if (invoiceIds.length === 0) throw new Error('the demo data has no payable invoice');
    const emails = [
      'landlord@example.com',
      'manager@example.com',
      'tenant@example.com',
      'landlord2@example.com',
    ];
    const lists: [string, string][] = [
      ['/api/manual-payments/list?page=1&pageSize=10', landlord],
      ['/api/invoices/list?page=1&pageSize=10', landlord],
      ['/api/collections/list?page=1&pageSize=10', landlord],
      ['/api/properties/list?page=1&pageSize=10', manager],
      ['/api/tenants/list?page=1&pageSize=10', landlord],
    ];
    let payments = 0;
    let listCalls = 0;
    const get = (url: string, token: string) =>
      fetch(`${cluster.base}${url}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
    const pay = async () => {
      const n = payments++;
      const form = new FormData();
      form.append('payload', JSON.stringify({
        invoice_id: invoiceIds[n % invoiceIds.length], amount: PAYMENT_AMOUNT, currency: 'KWD',
        method: 'bank_transfer', deposit_reference: `BENCH-${n}`, deposit_date: new Date().toISOString(),
        notes: 'Two-instance bench', mark_as_paid: false,
      })); // prettier-ignore
      if (n % 2 === 0) form.append('files', new Blob([SLIP], { type: 'application/pdf' }), 'slip.pdf');
      const res = await fetch(`${cluster.base}/api/manual-payments/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${landlord}`, 'idempotency-key': randomUUID() },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json()) as { items?: { id: string } };
      return {
        status: res.status,
        paymentId: res.status === 200 ? body.items?.id : undefined,
        servedBy: res.headers.get('x-served-by'),
      };
    };
    /** Slot i of every eight: a sign-in, five list pages, two payments. */
    const request = async (i: number): Promise<Outcome> => {
      const slot = i % 8;
      const kind: Kind = slot === 0 ? 'sign-in' : slot === 2 || slot === 6 ? 'payment' : 'list';
      const start = performance.now();
      try {
        if (kind === 'sign-in') {
          const { status, servedBy } = await signIn(cluster.base, emails[(i >> 3) % emails.length]!);
          return { kind, status, servedBy, ms: performance.now() - start };
        }
        if (kind === 'payment') return { kind, ...(await pay()), ms: performance.now() - start };
        const [url, token] = lists[listCalls++ % lists.length]!;
        const res = await get(url, token);
        await res.arrayBuffer();
        return {
          kind,
          status: res.status,
          servedBy: res.headers.get('x-served-by'),
          ms: performance.now() - start,
        };
      } catch {
        return { kind, status: 'error', ms: performance.now() - start };
      }
    };

    // Every 5 s (second 0 is before the first request, the last after the last answer).
    const series: Record<string, number[]> = Object.fromEntries(cluster.instances.map((i) => [i.name, []]));
    const sampleMemory = () => {
      for (const i of cluster.instances) series[i.name]!.push(rssMegabytes(i.pid) ?? 0);
    };
    sampleMemory();
    const sampleAt = Array.from({ length: Math.ceil(SECONDS / 5) }, (_, k) => (k + 1) * 5000);
    const outcomes: Outcome[] = [];
    const inflight = new Set<Promise<void>>();
    const durationMs = SECONDS * 1000;
    const t0 = performance.now();
    let latestStartMs = 0;
    for (let i = 0; ; i++) {
      const at = (i * 1000) / RATE;
      if (at >= durationMs) break;
      while (sampleAt.length > 0 && at >= sampleAt[0]! && sampleAt[0]! < durationMs) {
        sampleMemory();
        sampleAt.shift();
      }
      const wait = at - (performance.now() - t0);
      if (wait > 0) await sleep(wait);
      latestStartMs = Math.max(latestStartMs, performance.now() - t0 - at);
      const pending: Promise<void> = request(i).then((o) => {
        outcomes.push(o);
        inflight.delete(pending);
      });
      inflight.add(pending);
    }
    await Promise.all(inflight);
    sampleMemory();

    const byKind = {} as TwoInstanceBenchResult['byKind'];
    for (const kind of ['sign-in', 'list', 'payment'] as const) {
      const ms = outcomes.filter((o) => o.kind === kind).map((o) => o.ms).sort((a, b) => a - b); // prettier-ignore
      byKind[kind] = {
        count: ms.length,
        p50: Math.round(percentile(ms, 50)),
        p95: Math.round(percentile(ms, 95)),
      };
    }
    const serverErrors = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500).length;
    const failedRequests = outcomes.filter((o) => o.status === 'error').length;
    const otherRefusals = outcomes.filter(
      (o) => typeof o.status === 'number' && (o.status < 200 || (o.status >= 300 && o.status < 500)),
    ).length;
    const served: Record<string, number> = {};
    for (const o of outcomes) if (o.servedBy) served[o.servedBy] = (served[o.servedBy] ?? 0) + 1;
    const acknowledged = outcomes.flatMap((o) => (o.paymentId ? [o.paymentId] : []));
    const found = await paymentsFound(cluster, acknowledged);
    const milestones = [0, WARM_SECONDS / 5, Math.round(SECONDS / 10), -1];
    const memory = Object.fromEntries(
      Object.entries(series).map(([name, mb]) => [name, milestones.map((k) => mb.at(k)!)]),
    );
    const memoryPeak = Object.fromEntries(
      Object.entries(series).map(([name, mb]) => [name, Math.max(...mb)]),
    );
    const flat = Object.values(memory).every((s) => s[3]! <= s[1]! * (1 + MEMORY_GROWTH_LIMIT));
    return {
      seconds: SECONDS,
      rate: RATE,
      requests: outcomes.length,
      byKind,
      serverErrors,
      otherRefusals,
      failedRequests,
      paymentsAcknowledged: acknowledged.length,
      paymentsInDatabase: found.found,
      paymentsComplete: found.complete,
      served,
      memory,
      memoryPeak,
      latestStartMs: Math.round(latestStartMs),
      ok:
        serverErrors === 0 &&
        failedRequests === 0 &&
        found.complete === acknowledged.length &&
        acknowledged.length === byKind.payment.count &&
        flat,
    };
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchTwoInstances();
  console.log(JSON.stringify(result, null, 2));
}
