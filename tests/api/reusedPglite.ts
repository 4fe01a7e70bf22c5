import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../server/db/client';
import { CATALOGUE_FINGERPRINT, PUT_SEQUENCE_BACK, SEQUENCE_POSITIONS, USER_TABLES } from './templateState';

/*
 * One PGlite per Vitest worker, put back as the template left it when a test file is done with it,
 * instead of a new one opened from the template for every file (tests/api/testApp.ts).
 *
 * Why: in a whole run, opening PGlite from the template cost 3.5-5 s of CPU per file (measured:
 * 4.0 s on average over 40 files, 6.1 s wall; 0.7-1.4 s alone on a quiet machine: the 45 MB
 * template untarred into Emscripten's file system and the garbage it leaves in a worker holding
 * every earlier file's modules). Putting the rows back costs a small part of that.
 *
 * What "as the template left it" means here: every table's rows (restored with COPY from a copy
 * taken of the untouched instance, in the same physical order), every sequence's position, and a
 * fresh session (DISCARD ALL: settings, prepared statements, listeners, advisory locks, temporary
 * tables). A file that changed the schema, the roles, the extensions or the database's settings
 * (the fingerprint below) is not put back: its instance is closed and the next file opens a new one.
 * Nor is one the test closed itself.
 */

interface Snapshot {
  /** Schema-qualified, quoted table names, in a fixed order. */
  tables: { name: string; rows: Blob }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

export interface KeptPglite {
  handle: DatabaseHandle;
  client: PGlite;
}

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(CATALOGUE_FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** The untouched instance's rows, sequences and catalogue: what every later file must find. */
async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables: Snapshot['tables'] = [];
  for (const { name } of (await client.query<{ name: string }>(USER_TABLES)).rows) {
    const copied = await client.query(`COPY ${name} TO '/dev/blob' WITH (FORMAT binary)`);
    if (!copied.blob) throw new Error(`COPY of ${name} gave no rows`);
    tables.push({ name, rows: copied.blob });
  }
  const sequences = (await client.query<Snapshot['sequences'][number]>(SEQUENCE_POSITIONS)).rows;
  return { tables, sequences, fingerprint: await fingerprintOf(client) };
}

let snapshot: Promise<Snapshot> | undefined;
let idle: KeptPglite | undefined;

/** The worker's instance if one is free (already put back), or undefined. */
export function takeIdlePglite(): KeptPglite | undefined {
  const kept = idle;
  idle = undefined;
  return kept;
}

/**
 * Called with every newly opened, untouched instance: the first one's contents become the worker's
 * snapshot (every instance is opened from the same template, so any untouched one would do).
 */
export async function rememberTemplate(client: PGlite): Promise<void> {
  snapshot ??= takeSnapshot(client);
  await snapshot;
}

/**
 * Puts the instance back as the template left it and keeps it for the next file; closes it
 * instead where that cannot be done exactly (see the top of this file). Resolves true when kept.
 */
export async function putBack(kept: KeptPglite): Promise<boolean> {
  const { client } = kept;
  if (client.closed) return false;
  const template = await snapshot;
  // Any failure to put it back (a file that left it in a state COPY cannot refill) closes it.
  const restored = await restore(client, template).catch(() => false);
  if (!restored || idle) {
    await kept.handle.close();
    return false;
  }
  idle = kept;
  return true;
}

async function restore(client: PGlite, template: Snapshot | undefined): Promise<boolean> {
  if (!template) return false;
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  if ((await fingerprintOf(client)) !== template.fingerprint) return false;
  await client.transaction(async (tx) => {
    // Foreign keys are triggers: off while every table is refilled as it was, in any order.
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.exec(`TRUNCATE ${template.tables.map((t) => t.name).join(', ')}`);
    for (const { name, rows } of template.tables)
      await tx.query(`COPY ${name} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob: rows });
    for (const { name, lastValue, isCalled } of template.sequences)
      await tx.query(PUT_SEQUENCE_BACK, [name, lastValue, isCalled]);
  });
  return true;
}
