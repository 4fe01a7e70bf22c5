/**
 * The server side of bench/cpuPerRequest.ts, one child process: the whole product server
 * (buildApp, as server/main.ts builds it) on PORT, and beside it on BARE_PORT a bare Fastify
 * route serving the same SQL: each case's statement, captured from the product's own service as
 * the pgbench scripts are (bench/listEndpoints.ts, capture), sent as a named prepared statement on
 * a pool with the product's planned-pool settings, its rows answered with JSON.stringify. No
 * guard, no validation, no hooks, no logging: the least any Fastify route can do for that page.
 *
 * The parent asks for this process's CPU time over IPC (`process.cpuUsage()`), before and after
 * each measured stretch; the load generator runs in the parent, so its CPU is not counted here.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { PLANNED_POOL_OPTIONS } from '../server/db/client';
import { todayInKuwait } from '../server/services/occupancy';
import { BENCH_DATABASE_URL } from './seedBench';
import { CPU_CASES } from './cpuCases';

const landlordId = process.env.BENCH_LANDLORD_ID!;
const app = await buildApp(loadConfig());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 20, options: PLANNED_POOL_OPTIONS });
const bare = Fastify({ logger: false });
const dialect = new PgDialect();
const today = todayInKuwait(Date.now());
for (const c of CPU_CASES) {
  const { statements } = await c.statement(landlordId, today);
  const { sql: text, params } = dialect.sqlToQuery(statements[0]!);
  const name = `bare_${c.key}`;
  bare.get(`/bare/${c.key}`, async (_request, reply) => {
    const { rows } = await pool.query({ name, text, values: params });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ items: rows }));
  });
}
await bare.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });

process.on('message', (message) => {
  if (message === 'cpu') process.send!(process.cpuUsage());
  if (message === 'stop')
    void Promise.all([app.close(), bare.close(), pool.end()]).then(() => process.exit(0));
});
process.send!('ready');
