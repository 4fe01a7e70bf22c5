// CPU of opening one API test file's PGlite from the template tarball (tests/api/testApp.ts), with
// each instance compiling its own WebAssembly module ("default") and with one module and
// file-system bundle shared ("shared"). bench/README.md, "Test suite time".
//   npx tsx bench/pgliteOpen.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/db/seed';

const file = path.join(os.tmpdir(), 'rentals-pglite-open-template.tar');
if (!existsSync(file)) {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await handle.migrate();
  await seedDemoData(handle.db);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
const template = new Blob([readFileSync(file)]);
const cpuSeconds = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};

async function measure(label: string, options: () => Record<string, unknown>) {
  const runs = 5;
  const start = cpuSeconds();
  for (let i = 0; i < runs; i++) {
    const client = await PGlite.create('memory://', {
      extensions: { btree_gist, pg_trgm },
      loadDataDir: template,
      ...options(),
    });
    await client.query('select count(*) from users');
    await client.close();
  }
  console.log(`${label}: ${((cpuSeconds() - start) / runs).toFixed(2)} s CPU per open (${runs} opens)`);
}

await measure('default', () => ({}));
const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteWasmModule = await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm')));
const fsBundle = new Blob([readFileSync(path.join(dist, 'pglite.data'))]);
await measure('shared', () => ({ pgliteWasmModule, fsBundle }));
