import pg from 'pg';

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery<Row extends Record<string, unknown> = Record<string, unknown>>(
  connectionString: string,
  text: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Drops the databases of earlier runs whose process was killed before it could drop them: those
 * named `<prefix>_<pid>_…` for each prefix, whose pid no longer runs.
 */
export async function dropOrphanDatabases(adminUrl: string, prefixes: string[]): Promise<void> {
  const named = new RegExp(`^(?:${prefixes.join('|')})_(\\d+)_`);
  const rows = await adminQuery<{ datname: string }>(adminUrl, `select datname from pg_database`);
  for (const { datname } of rows) {
    const pid = Number(named.exec(datname)?.[1]);
    if (pid && !alive(pid)) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
