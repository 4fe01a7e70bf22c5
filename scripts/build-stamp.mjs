/**
 * The stamp `npm start` reads to tell whether dist/ is a build of the current sources: written as
 * the last step of `npm run build` (package.json), so a build made by hand is not made again by the
 * next `npm start` (issue 31 item 14). Run as a script it writes the stamp; scripts/start.mjs
 * imports `buildIsCurrent`.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP = 'dist/.build-stamp';

/** What a build is made from: a newer file in any of them needs a new build. */
export const SOURCES = [
  'src',
  'site',
  'domain',
  'resources',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** Whether the stamp in `root` is newer than every source there. */
export function buildIsCurrent(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return false;
  const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return statSync(stamp).mtimeMs >= newest;
}

/** Marks the build in `root` as made now. */
export function writeBuildStamp(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeBuildStamp();
  console.log(`build stamp written to ${STAMP}`);
}
