import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/*
 * A reporter that writes each test file's whole time, hooks and import included, to the file named
 * by VITEST_FILE_TIMES (nothing without it). The JSON reporter's per-file times run from the first
 * test's start to the last one's end, so a file's beforeAll (its server and database) is missing
 * from them; scripts/test-timing.mjs reads this file beside the JSON report.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        name: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        // Import and setup of the file, then its tests and hooks, in milliseconds.
        collectMs: Math.round(
          d.collectDuration + d.setupDuration + d.prepareDuration + d.environmentSetupDuration,
        ),
        runMs: Math.round(d.duration),
      };
    });
    writeFileSync(out, `${JSON.stringify({ files }, null, 1)}\n`);
  }
}
