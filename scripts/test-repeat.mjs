#!/usr/bin/env node
// Issue 33 item 4: flakes found, not hoped away. Runs Playwright specs N times (default 5) while a
// second process keeps one core busy, as a loaded CI host would, and reports every failing run by
// its number and the tests that failed in it. Exits non-zero when any run failed.
//
//   npm run test:repeat -- e2e/tenantPaysOnline.spec.ts [N]
//   npm run test:repeat -- e2e/a.spec.ts e2e/b.spec.ts [N]
//   npm run test:repeat -- --all [N]          # every spec: the whole suite once per run
//
// Several specs (or --all) run together in one `playwright test` per run, on the suite's workers,
// so a run costs one start of the servers rather than one per spec. Extra arguments after N go to
// `playwright test` (e.g. --workers=1). The build is not made here: run `npm run build` first, as
// `npm run test:e2e` does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const all = args[0] === '--all';
if (all) args.shift();
const specs = [];
while (args[0] !== undefined && !args[0].startsWith('-') && !/^\d+$/.test(args[0])) specs.push(args.shift());
// N is optional: an option in its place is the first of the options for `playwright test`.
const countArg = args[0] !== undefined && /^\d+$/.test(args[0]) ? args.shift() : undefined;
const extra = args;
const missing = specs.filter((spec) => !existsSync(spec));
if ((specs.length === 0) === !all || missing.length > 0) {
  if (missing.length > 0) console.error(`no such spec: ${missing.join(', ')}`);
  console.error(
    'usage: npm run test:repeat -- (<spec file>... | --all) [runs, default 5] [playwright options]',
  );
  process.exit(2);
}
const what = all ? 'every spec' : specs.join(' ');
const runs = countArg === undefined ? 5 : Number(countArg);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`runs must be a whole number of at least 1, not ${countArg}`);
  process.exit(2);
}

// The load: a child node process spinning on one core for as long as the runs last.
const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBurner = () => {
  if (burner.exitCode === null) burner.kill('SIGKILL');
};
process.on('exit', stopBurner);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurner();
    process.exit(130);
  });
}

/** One `playwright test <specs>` run: its exit code and the titles of the tests that failed. */
function runOnce(run) {
  return new Promise((resolve) => {
    // Each run keeps its own failures' traces and screenshots: Playwright empties its output
    // directory when it starts, and the next run would take a failure's evidence with it.
    const output = `test-results/repeat-run-${run}`;
    const args = ['playwright', 'test', ...specs, '--reporter=list', `--output=${output}`, ...extra];
    const child = spawn('npx', args, {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      // The list reporter marks a failed test with ✘ (and numbers it); the summary repeats them.
      const failed = [
        ...new Set(
          out
            .split('\n')
            .filter((l) => /^\s+✘/.test(l))
            .map((l) => l.trim()),
        ),
      ];
      resolve({ code: code ?? 1, failed });
    });
  });
}

const failures = [];
const started = Date.now();
for (let run = 1; run <= runs; run++) {
  console.log(`\n=== ${what}: run ${run} of ${runs}, one core busy ===`);
  const runStarted = Date.now();
  const { code, failed } = await runOnce(run);
  const seconds = ((Date.now() - runStarted) / 1000).toFixed(1);
  if (code !== 0) failures.push({ run, code, failed });
  console.log(`=== run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ===`);
}
stopBurner();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n${what}: ${runs - failures.length} of ${runs} runs passed under one busy core (${minutes} min)`,
);
for (const { run, code, failed } of failures) {
  console.log(`  run ${run} failed (exit ${code})${failed.length ? ':' : ''}`);
  for (const title of failed) console.log(`    ${title}`);
}
process.exit(failures.length === 0 ? 0 : 1);
