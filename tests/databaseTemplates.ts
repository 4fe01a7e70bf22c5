import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/db/seed';
import { adminQuery, dropOrphanDatabases } from './api/adminQuery';
import { runTag } from './api/runTag';

/*
 * Vitest's global setup: one migrated, seeded database of each kind, made once before any test file
 * runs, that every API test file's own database starts as a copy of (tests/api/testApp.ts,
 * openTestDatabase). Migrating and seeding per file cost 7 s on PGlite, 6 of them a new cluster's
 * initdb, and 1.2 s on PostgreSQL; a copy costs 1.6 s and 0.3 s. Each file still gets a database
 * of its own that nothing else writes to.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of the migrated, seeded PGlite cluster. */
    pgliteTemplateFile: string;
    /** The migrated, seeded PostgreSQL database to CREATE DATABASE … TEMPLATE from ('' without one). */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-test-templates-'));
  const pgliteFile = path.join(dir, 'pglite.tar');
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await pglite.migrate();
    await seedDemoData(pglite.db);
    const client = (pglite.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplateFile', pgliteFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (adminUrl) {
    // Templates and test databases of earlier runs killed before they dropped them.
    await dropOrphanDatabases(adminUrl, ['rentals_template', 'rentals_test']);
    template = `rentals_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
  }
  project.provide('postgresTemplateDatabase', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!adminUrl || !template) return;
    // Each worker keeps its last database for a next file that never came (tests/api/reusedPostgres.ts).
    const kept = await adminQuery<{ datname: string }>(
      adminUrl,
      `select datname from pg_database where datname like 'rentals\\_test\\_%\\_${runTag(template)}\\_%'`,
    );
    for (const { datname } of kept)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
