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

const parts = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
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
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with the terminal's output; resolves with its exit code. */
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;

const started = Date.now();
const times = [];
let exitCode = 0;
for (const part of parts) {
  part.before?.();
  const at = Date.now();
  exitCode = await run(npm, part.args, part.env);
  times.push({ name: part.name, ms: Date.now() - at, failed: exitCode !== 0 });
  if (exitCode !== 0) break;
}

console.log('\nnpm test, time by part:');
for (const { name, ms, failed } of times)
  console.log(`  ${name.padEnd(20)} ${seconds(ms).padStart(9)}${failed ? '  FAILED' : ''}`);
const skipped = parts.slice(times.length).map((p) => p.name);
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
