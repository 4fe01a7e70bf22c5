// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Drizzle's migrator applies a migration only if its journal time is later than the last one the
 * database applied: a new migration stamped earlier than its predecessor is skipped on every
 * existing database (it runs only on fresh ones, which is all the other tests see).
 */
const dir = path.resolve(__dirname, '../../server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('stamps every migration later than the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });

  it('lists every migration file, in order', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => f.replace(/\.sql$/, ''));
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });
});
