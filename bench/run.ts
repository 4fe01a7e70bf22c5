/**
 * `npm run bench`: every benchmark in bench/, printed as one table. Run after `npm run build`
 * (this script builds first when the panel, the site or the pre-rendered auth pages are missing). Figures are recorded in bench/README.md.
 * The list-endpoint rows need the PostgreSQL bench database (`npm run seed:bench`); without it
 * the table says how to seed it and the other rows still run.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchBundleBudgets } from './bundleBudgets';
import { benchClickToRows } from './clickToRows';
import { benchColdDashboards } from './coldDashboards';
import { benchDashboardAtScale, benchDashboardEmbedded } from './dashboardCalls';
import { benchLighthouse } from './lighthouse';
import { benchListEndpoints } from './listEndpoints';
import { benchCpuPerRequest, CPU_RATIO_TARGET, loadAverage } from './cpuPerRequest';
import { benchOfficeSize } from './officeSize';
import { benchTwoInstances } from './twoInstances';
import { BENCH_DATABASE_URL, benchSeedState } from './seedBench';

const distDir = path.resolve('dist/admin');
const built = ['admin/.vite/manifest.json', 'site/index.html', 'prerendered'].every((f) =>
  existsSync(path.resolve('dist', f)),
);
if (!built) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const rows: { benchmark: string; measured: string; target: string; ok: string }[] = [];

// The login route in each language and what loads after sign-in, each under its budget.
rows.push(...benchBundleBudgets(distDir));

// Lighthouse first, while nothing else of this run loads the machine (its scores are timings).
for (const r of await benchLighthouse()) {
  const scores = `perf ${r.performance}, a11y ${r.accessibility}, best practices ${r['best-practices']}, SEO ${r.seo}`;
  rows.push({
    benchmark: `Lighthouse mobile (median of 3): ${r.page}`,
    measured: r.performance === null ? r.note : `${scores}; FCP ${r['FCP s']} s, LCP ${r['LCP s']} s`,
    target: r.target,
    ok: r.ok,
  });
}

// Click to rows on the first visit of each landlord list (issue 37 item 3), also a timing.
for (const r of await benchClickToRows())
  rows.push({ benchmark: `click to rows, first visit: ${r.list}`, measured: `median ${r['median ms']} ms (${r['runs ms'].join(', ')})`, target: '≤ 300 ms', ok: r.ok }); // prettier-ignore

// The embedded row truly uncached (issue 37 item 6: it once ran with the cache on), and cached beside it.
for (const embedded of [await benchDashboardEmbedded(0), await benchDashboardEmbedded(15)])
  rows.push({ benchmark: `dashboard: ${embedded.call}`, measured: `p50 ${embedded['p50 ms']} ms, p95 ${embedded['p95 ms']} ms`, target: embedded.target, ok: embedded.ok }); // prettier-ignore

// An office's five years on the embedded database (issue 37 item 5), one call at a time.
for (const r of await benchOfficeSize())
  rows.push({ benchmark: r.call, measured: `p50 ${r['p50 ms']} ms, p95 ${r['p95 ms']} ms (CPU p95 ${r['p95 ms CPU']} ms)`, target: r.target, ok: r.ok }); // prettier-ignore

const seed = await benchSeedState();
if (seed === 'ready') {
  for (const r of await benchDashboardAtScale()) {
    rows.push({
      benchmark: `dashboard: ${r.call}`,
      measured: `${r['req/s']} req/s, p50 ${r['p50 ms']} ms, p95 ${r['p95 ms']} ms`,
      target: r.target,
      ok: r.ok,
    });
  }
  // Cold dashboards: 1,000 different people each once, the cache off (issue 37 item 1).
  for (const r of await benchColdDashboards())
    rows.push({ benchmark: `dashboard: ${r.call}`, measured: `p50 ${r['p50 ms']} ms, p95 ${r['p95 ms']} ms, max ${r['max ms']} ms (load ${r['load avg']})`, target: r.target, ok: r.ok }); // prettier-ignore
  // Server CPU per guarded page against a bare route, same run (issue 37 item 2).
  for (const r of await benchCpuPerRequest())
    rows.push({ benchmark: `server CPU per request: ${r.case}`, measured: `guarded ${r['guarded ms CPU']} ms, bare ${r['bare ms CPU']} ms, ratio ${r.ratio} (load ${r['load avg']})`, target: `ratio ≤ ${CPU_RATIO_TARGET}`, ok: r.ok }); // prettier-ignore
  for (const r of await benchListEndpoints()) {
    rows.push({
      benchmark: `API ${r.case}`,
      measured:
        `${r['API req/s']} req/s, p50 ${r['API p50 ms']} ms, p95 ${r['API p95 ms']} ms` +
        (r.ratio === null
          ? ''
          : ` | pgbench ${r['pgbench TPS']} TPS, p95 ${r['pgbench p95 ms']} ms | ratio ${r.ratio}`),
      target: r.ratio === null ? 'p95 ≤ 25 ms' : 'p95 ≤ 25 ms, ratio ≥ 0.5',
      ok: r.ok,
    });
  }
} else {
  const why = seed === 'missing' ? 'no bench database' : 'bench database not fully seeded';
  rows.push({
    benchmark:
      'list endpoints and dashboards at 1M rows (PostgreSQL): payments, collections, reported tickets',
    measured: `not run: ${why} at ${BENCH_DATABASE_URL}; run \`npm run seed:bench\` first`,
    target: 'p95 ≤ 25 ms, ratio ≥ 0.5',
    ok: '',
  });
}

const two = await benchTwoInstances();
if ('skipped' in two) {
  rows.push({ benchmark: 'two instances behind HAProxy, mixed load', measured: `not run: ${two.skipped}`, target: 'no 5xx, no lost payment, flat memory', ok: '' }); // prettier-ignore
} else {
  const memory = Object.entries(two.memory)
    .map(([name, mb]) => `${name} ${mb[1]}→${mb[3]} MB (peak ${two.memoryPeak[name]})`)
    .join(', ');
  rows.push({
    benchmark: `two instances behind HAProxy, ${two.seconds} s at ${two.rate} req/s (sign-in, lists, payments)`,
    measured:
      `${two.serverErrors} 5xx, ${two.failedRequests} failed | payments ${two.paymentsAcknowledged} acknowledged, ` +
      `${two.paymentsComplete} in the database with receipt and audit | RSS ${memory} | ` +
      `p95 sign-in ${two.byKind['sign-in'].p95} ms, list ${two.byKind.list.p95} ms, payment ${two.byKind.payment.p95} ms`,
    target: 'no 5xx, no lost payment, RSS end ≤ 10 s sample + 15%',
    ok: two.ok ? 'yes' : 'NO',
  });
}

// Every figure is recorded with the machine's load (issue 37 item 6).
rows.push({
  benchmark: 'load average (1 min) at the end of the run',
  measured: String(loadAverage()),
  target: '—',
  ok: '',
});
console.table(rows);
