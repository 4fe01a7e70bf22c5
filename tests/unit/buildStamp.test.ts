import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, STAMP, writeBuildStamp } from '../../scripts/build-stamp.mjs';

/*
 * Issue 31 item 14: `npm run build` writes the stamp `npm start` reads (scripts/start.mjs builds
 * only when the stamp is older than a source), so a build made by hand is not made again.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-stamp-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'main.tsx'), 'export {};');
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  // The sources as they were a minute ago.
  const before = new Date(Date.now() - 60_000);
  for (const entry of ['src/main.tsx', 'src', 'index.html'])
    utimesSync(path.join(dir, entry), before, before);
  return dir;
}

describe('the build stamp', () => {
  it('is the last step of `npm run build`', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build!.split(' && ').at(-1)).toBe('node scripts/build-stamp.mjs');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain("from './build-stamp.mjs'");
  });

  it('makes a build current until a source changes', () => {
    const dir = project();
    expect(buildIsCurrent(dir)).toBe(false);
    writeBuildStamp(dir);
    expect(readFileSync(path.join(dir, STAMP), 'utf8')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(buildIsCurrent(dir)).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'src', 'main.tsx'), later, later);
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
