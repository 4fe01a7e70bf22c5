#!/usr/bin/env node
// Totals of a Vitest run from its JSON report (`vitest run --reporter=json --outputFile=<file>`):
// files, tests, assertions (tests/countAssertions.ts), time, and the slowest files. With two reports,
// before and after side by side, so a faster suite is shown not to check less. A file's time is its
// whole time (import, hooks, tests) when tests/fileTimesReporter.ts wrote <report>.files.json beside
// the report; otherwise the JSON report's own, from its first test's start to its last one's end.
//   node scripts/test-timing.mjs <report.json> [<after.json>] [--top=25]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
if (files.length === 0 || files.length > 2) {
  console.error('usage: node scripts/test-timing.mjs <report.json> [<after.json>] [--top=25]');
  process.exit(2);
}

/** @param {string} file */
function summary(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let assertions = 0;
  let counted = 0;
  let end = report.startTime;
  const perFile = [];
  for (const result of report.testResults) {
    const tests = result.assertionResults;
    for (const test of tests) {
      if (typeof test.meta?.assertions === 'number') {
        assertions += test.meta.assertions;
        counted += 1;
      }
    }
    end = Math.max(end, result.endTime);
    perFile.push({
      name: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: tests.length,
      status: result.status,
    });
  }
  const timesFile = file.replace(/\.json$/, '.files.json');
  const whole = existsSync(timesFile)
    ? new Map(JSON.parse(readFileSync(timesFile, 'utf8')).files.map((f) => [f.name, f]))
    : undefined;
  if (whole)
    for (const f of perFile) {
      const times = whole.get(f.name);
      if (times) {
        f.seconds = (times.collectMs + times.runMs) / 1000;
        f.importSeconds = times.collectMs / 1000;
      }
    }
  perFile.sort((a, b) => b.seconds - a.seconds);
  return {
    files: report.testResults.length,
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    // A test without a count ran without the setup file (an older report): the total is then a floor.
    assertions:
      counted === report.numTotalTests - report.numPendingTests - report.numTodoTests ? assertions : null,
    wallSeconds: (end - report.startTime) / 1000,
    fileSeconds: perFile.reduce((sum, f) => sum + f.seconds, 0),
    perFile,
  };
}

const runs = files.map(summary);
const rows = [
  ['test files', (r) => r.files],
  ['tests', (r) => r.tests],
  ['passed', (r) => r.passed],
  ['failed', (r) => r.failed],
  ['skipped or todo', (r) => r.skipped],
  ['assertions (expect calls)', (r) => r.assertions ?? 'not counted'],
  ['wall time (s)', (r) => r.wallSeconds.toFixed(1)],
  ['sum of file times (s)', (r) => r.fileSeconds.toFixed(1)],
];
const heads = files.length === 2 ? ['', 'before', 'after'] : ['', path.basename(files[0])];
console.log(heads.join('\t'));
for (const [label, value] of rows) console.log([label, ...runs.map(value)].join('\t'));

for (const [i, run] of top > 0 ? [...runs.entries()] : []) {
  console.log(`\nslowest ${top} files${runs.length === 2 ? ` (${heads[i + 1]})` : ''}:`);
  for (const f of run.perFile.slice(0, top))
    console.log(
      `${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.name}` +
        (f.importSeconds !== undefined ? `  (import ${f.importSeconds.toFixed(1)} s)` : ''),
    );
}

if (runs.length === 2) {
  const [before, after] = runs;
  const fewer = [];
  if (after.tests < before.tests) fewer.push(`tests ${before.tests} → ${after.tests}`);
  if (before.assertions !== null && after.assertions !== null && after.assertions < before.assertions)
    fewer.push(`assertions ${before.assertions} → ${after.assertions}`);
  if (fewer.length) {
    console.log(`\nFEWER CHECKS AFTER: ${fewer.join(', ')}`);
    process.exitCode = 1;
  }
}
