#!/usr/bin/env node
// `npm test`: typecheck, lint, the Vitest suite, then the build and Playwright, each the package's
// own script, stopping at the first that fails with its exit code, as the `&&` chain it replaces did;
// then each part's time, the whole run's, and the Vitest suite's counts of tests and assertions
// (issue 33: the suite's time is watched, and a faster suite must not check less).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const RESULTS = 'vitest-results';
const report = path.join(RESULTS, 'report.json');

/*
 * The parts in order; the parts of one step run side by side. Typecheck and lint are each one
 * single-threaded process, so on two cores they take the time of the longer one instead of the
 * sum (about 25 s less); their output is held and printed whole as each ends, not interleaved.
 */
const steps = [
  [
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'lint', args: ['run', 'lint'] },
  ],
  {
    name: 'vitest',
    // The reporters are added to the package's test:unit, not a second definition of it.
    args: [
      'run',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./tests/fileTimesReporter.ts',
    ],
    env: { VITEST_FILE_TIMES: path.join(RESULTS, 'report.files.json') },
    before: () => mkdirSync(RESULTS, { recursive: true }),
  },
  { name: 'build + playwright', args: ['run', 'test:e2e'] },
].map((step) => (Array.isArray(step) ? step : [step]));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command; resolves with its exit code. With `held`, its output is kept and printed in one
 * piece when it ends (for parts that run beside another); otherwise it goes to the terminal as is.
 */
const run = (command, args, env = {}, held = false) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (held)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(1));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;

const started = Date.now();
const times = [];
let exitCode = 0;
for (const step of steps) {
  const codes = await Promise.all(
    step.map(async (part) => {
      part.before?.();
      const at = Date.now();
      const code = await run(npm, part.args, part.env, step.length > 1);
      times.push({ name: part.name, ms: Date.now() - at, failed: code !== 0 });
      return code;
    }),
  );
  exitCode = codes.find((code) => code !== 0) ?? 0;
  if (exitCode !== 0) break;
}

console.log('\nnpm test, time by part:');
for (const { name, ms, failed } of times) {
  const beside = steps.find((step) => step.some((part) => part.name === name)).length > 1;
  const notes = [beside && 'side by side', failed && 'FAILED'].filter(Boolean).join(', ');
  console.log(`  ${name.padEnd(20)} ${seconds(ms).padStart(9)}${notes ? `  ${notes}` : ''}`);
}
const skipped = steps
  .flat()
  .filter((part) => !times.some((t) => t.name === part.name))
  .map((p) => p.name);
if (skipped.length) console.log(`  not run: ${skipped.join(', ')}`);
console.log(
  `  ${'total'.padEnd(20)} ${seconds(Date.now() - started).padStart(9)} (${minutes(Date.now() - started)})`,
);

if (times.some((t) => t.name === 'vitest')) {
  // The counts, from the report the Vitest part just wrote (nothing when it stopped before writing).
  const counted = await run(process.execPath, ['scripts/test-timing.mjs', report, '--top=0']);
  if (counted !== 0 && exitCode === 0) console.log('(no Vitest counts: its report could not be read)');
}
process.exit(exitCode);
