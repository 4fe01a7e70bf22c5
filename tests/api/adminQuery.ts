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
