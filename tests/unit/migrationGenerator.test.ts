import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * Issue 32 item 6: migrations come from `npm run db:generate` (drizzle-kit), which writes the
 * difference between server/db/schema.ts and the newest snapshot in server/db/migrations/meta.
 * On an unchanged schema it must write nothing; a schema changed without its migration makes it
 * write one, and then this test fails. It runs the real script on a scratch copy of the project's
 * files, so the repository is never written to.
 */

const root = path.resolve(__dirname, '../..');
const migrationsOf = (dir: string) => path.join(dir, 'server/db/migrations');

/** What the generator reads: its config, the schema (and the domain types it imports), the migrations. */
const COPIED = [
  'package.json',
  'drizzle.config.ts',
  'server/db/schema.ts',
  'server/db/schema',
  'server/db/migrations',
  'domain',
];

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-generate-'));
  scratch.push(dir);
  for (const item of COPIED) cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs the project's own script in `dir`; answers what it printed. */
function dbGenerate(dir: string, ...args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'db:generate', '--', ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  return output;
}

/** Every file under `dir`, by relative path, with its text. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file, 'utf8'));
  }
  return files;
}

/** The files added or changed in `after` compared with `before`. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .filter(([file, text]) => before.get(file) !== text)
    .map(([file]) => file)
    .sort();
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

describe('npm run db:generate', () => {
  it('writes nothing while the schema and the newest snapshot agree', () => {
    const dir = scratchCopy();
    const output = dbGenerate(dir);
    expect(
      changed(filesOf(migrationsOf(root)), filesOf(migrationsOf(dir))),
      'the schema changed without its migration: run npm run db:generate and review the SQL it writes',
    ).toEqual([]);
    // The generator read the schema and compared: a run that failed early would write nothing too.
    expect(output).toContain('No schema changes, nothing to migrate');
  });

  it('writes one migration, numbered after the last, for a column added to the schema', () => {
    const dir = scratchCopy();
    const settings = path.join(dir, 'server/db/schema/settings.ts');
    const table = "pgTable('vendor_settings', {";
    const text = readFileSync(settings, 'utf8');
    expect(text, `the probe adds its column after ${table}`).toContain(table);
    writeFileSync(settings, text.replace(table, `${table}\n  generatorProbe: text('generator_probe'),`));
    const before = filesOf(migrationsOf(dir));

    dbGenerate(dir, '--name', 'generator_probe');

    const journal = JSON.parse(
      readFileSync(path.join(migrationsOf(dir), 'meta/_journal.json'), 'utf8'),
    ) as Journal;
    const [previous, added] = journal.entries.slice(-2);
    const number = String(added!.idx).padStart(4, '0');
    expect(added!.tag).toBe(`${number}_generator_probe`);
    expect(added!.idx).toBe(previous!.idx + 1);
    expect(added!.when).toBeGreaterThan(previous!.when);
    expect(changed(before, filesOf(migrationsOf(dir)))).toEqual([
      `${added!.tag}.sql`,
      `meta/${number}_snapshot.json`,
      'meta/_journal.json',
    ]);
    expect(readFileSync(path.join(migrationsOf(dir), `${added!.tag}.sql`), 'utf8').trim()).toBe(
      'ALTER TABLE "vendor_settings" ADD COLUMN "generator_probe" text;',
    );
  });
});
