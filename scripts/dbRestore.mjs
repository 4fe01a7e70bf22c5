/**
 * `npm run db:restore -- <backup.dump> <target database URL>`: restores a backup made by
 * `npm run db:backup` into a new database (created when missing).
 *
 * It never restores over data: a target that already holds tables is refused, so a mistyped URL
 * cannot overwrite the live database. The restore is one transaction: it lands whole or not at
 * all. Point DATABASE_URL at the restored database and start the servers; migrations newer than
 * the backup are applied at start as usual.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

const [file, target = process.env.RESTORE_DATABASE_URL] = process.argv.slice(2);
if (!file || !target) {
  console.error('usage: npm run db:restore -- <backup.dump> <target database URL>');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`no backup file at ${file}`);
  process.exit(2);
}

async function query(connectionString, text, values = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const targetUrl = new URL(target);
const name = decodeURIComponent(targetUrl.pathname.slice(1));
const maintenanceUrl = new URL(target);
maintenanceUrl.pathname = '/postgres';
const exists = await query(maintenanceUrl.toString(), 'select 1 from pg_database where datname = $1', [name]);
if (exists.length === 0) {
  await query(maintenanceUrl.toString(), `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  console.log(`created database ${name}`);
} else {
  const [tables] = await query(
    target,
    `select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  if (tables.n > 0) {
    console.error(`database ${name} already holds ${tables.n} tables: restore into a new or empty one.`);
    process.exit(1);
  }
}
const result = spawnSync(
  'pg_restore',
  ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target}`, file],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (result.error || result.status !== 0) {
  console.error(
    `pg_restore failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}`,
  );
  process.exit(1);
}
console.log(`restored ${file} into ${name}`);
