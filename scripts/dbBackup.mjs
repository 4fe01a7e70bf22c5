/**
 * `npm run db:backup [-- <file>]`: a consistent backup of the PostgreSQL database at DATABASE_URL
 * in pg_dump's custom format (compressed; pg_restore can restore it whole or table by table).
 *
 * pg_dump takes one snapshot, so the servers keep running meanwhile. The file is written under a
 * temporary name and renamed only once pg_restore has read its table of contents back, so a
 * backup that exists is a whole one. The pg_dump used must be at least the server's version.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must name the PostgreSQL database to back up.');
  process.exit(2);
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(process.argv[2] ?? `backups/rentals-${stamp}.dump`);
const partial = `${file}.partial`;
mkdirSync(path.dirname(file), { recursive: true });

/** Runs a PostgreSQL client tool; its errors go to our stderr, and a failure ends the backup. */
function run(tool, args) {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error || result.status !== 0) {
    rmSync(partial, { force: true });
    console.error(`${tool} failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}`);
    process.exit(1);
  }
}

// Owners and grants are the source server's business: the restore gives everything to its own user.
run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
run('pg_restore', ['--list', partial]);
renameSync(partial, file);
console.log(file);
