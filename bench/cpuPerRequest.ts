/**
 * Server CPU per guarded 10-row page against a bare Fastify route serving the same SQL (issue 37
 * item 2: ≤ 1.5×, same run). Both servers run in one child process (bench/cpuServers.ts) against
 * the bench database; autocannon here sends each one the same number of connections for the same
 * time, and the child's own `process.cpuUsage()` (user + system) before and after, divided by the
 * answers, is the CPU per request. Latency would mostly measure the machine's load; CPU time is
 * what the server spends whoever else runs. But on a shared machine the CPU time of the same work
 * moves too (1.5-4x between two stretches a minute apart at load average 20: caches and cores are
 * shared), so the two are measured in pairs of short stretches, one right after the other and in
 * turns which goes first, ROUNDS pairs; the ratio is the median of the pairs' ratios, and the
 * median CPU of each side is printed beside it with the load average (os.loadavg).
 *
 * `npm run bench` runs it when the bench database is seeded; `npx tsx bench/cpuPerRequest.ts`
 * runs it alone (BENCH_CPU_SECONDS=2, BENCH_CPU_ROUNDS=9 by default).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CPU_CASES } from './cpuCases';
import { benchLandlordId, benchServerEnv, freePort, runAutocannon, signIn } from './listEndpoints';

const SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 9);
const WARMUP_SECONDS = 2;
/**
 * BENCH_CPU_ONLY=guarded (or bare) loads that side alone, for a profile of it (with
 * BENCH_CPU_PROF=1): the profile of both sides together cannot tell which side a sample was for.
 * No ratio is then printed.
 */
const ONLY = process.env.BENCH_CPU_ONLY as 'guarded' | 'bare' | undefined;
export const CPU_RATIO_TARGET = 1.5;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** The machine's 1-minute load average, as every figure is recorded with. */
export const loadAverage = () => Number(os.loadavg()[0]!.toFixed(2));

export interface CpuBenchRow {
  case: string;
  'guarded ms CPU': number;
  'bare ms CPU': number;
  /** The median of the pairs' ratios (guarded ÷ bare, measured one right after the other). */
  ratio: number;
  'load avg': string;
  ok: string;
}

/** The middle value; NaN for none (a side not measured, with BENCH_CPU_ONLY). */
const median = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : Number.NaN;

export async function benchCpuPerRequest(): Promise<CpuBenchRow[]> {
  const landlordId = await benchLandlordId();
  const [port, barePort] = [await freePort(), await freePort()];
  const child = fork(path.join(benchDir, 'cpuServers.ts'), {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof'] : [])],
    env: { ...benchServerEnv(port), BARE_PORT: String(barePort), BENCH_LANDLORD_ID: landlordId },
    cwd: path.resolve(benchDir, '..'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // One answer at a time: the child's next message resolves the one waiting.
  let waiting: { resolve(message: unknown): void; reject(err: Error): void } | null = null;
  child.on('message', (message) => waiting?.resolve(message));
  child.on('exit', (code) => waiting?.reject(new Error(`the bench servers exited with code ${code}`)));
  const next = () => new Promise<unknown>((resolve, reject) => (waiting = { resolve, reject }));
  const cpuMs = async () => {
    const answer = next();
    child.send('cpu');
    const { user, system } = (await answer) as NodeJS.CpuUsage;
    return (user + system) / 1000;
  };
  await next(); // 'ready'
  const out: CpuBenchRow[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    for (const c of CPU_CASES) {
      const targets = {
        guarded: `${base}${c.url(landlordId)}`,
        bare: `http://127.0.0.1:${barePort}/bare/${c.key}`,
      };
      const perRequest: Record<keyof typeof targets, number[]> = { guarded: [], bare: [] };
      const ratios: number[] = [];
      const loads = [loadAverage()];
      const order = (Object.entries(targets) as [keyof typeof targets, string][]).filter(
        ([which]) => !ONLY || which === ONLY,
      );
      for (const [, url] of order) await runAutocannon(url, token, WARMUP_SECONDS);
      for (let round = 0; round < ROUNDS; round++) {
        // Each pair in turn starts with the other side, so a load that rises or falls within a
        // pair does not always fall on the same side.
        for (const [which, url] of round % 2 ? [...order].reverse() : order) {
          const before = await cpuMs();
          const run = await runAutocannon(url, token, SECONDS);
          const spent = (await cpuMs()) - before;
          if (run.failed > 0) throw new Error(`${c.name} (${which}): ${run.failed} requests failed`);
          perRequest[which].push(spent / run.answered);
        }
        if (!ONLY) ratios.push(perRequest.guarded[round]! / perRequest.bare[round]!);
        loads.push(loadAverage());
      }
      const guarded = median(perRequest.guarded);
      const bare = median(perRequest.bare);
      const ratio = median(ratios);
      const row: CpuBenchRow = {
        case: c.name,
        'guarded ms CPU': Number(guarded.toFixed(3)),
        'bare ms CPU': Number(bare.toFixed(3)),
        ratio: Number(ratio.toFixed(2)),
        'load avg': `${Math.min(...loads)}–${Math.max(...loads)}`,
        ok: ONLY ? `${ONLY} only` : ratio <= CPU_RATIO_TARGET ? 'yes' : 'NO',
      };
      const rounded = (values: number[]) => values.map((v) => Number(v.toFixed(3)));
      console.log(
        `${c.name}: ${JSON.stringify({ ...row, guarded: rounded(perRequest.guarded), bare: rounded(perRequest.bare), ratios: rounded(ratios) })}`,
      );
      out.push(row);
    }
  } finally {
    child.send('stop');
  }
  return out;
}

// Run alone: `npx tsx bench/cpuPerRequest.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
  benchCpuPerRequest().then(
    (rows) => console.table(rows),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
