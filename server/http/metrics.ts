import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';

export const METRICS_URL = '/metrics';

/** What the job runners report (server/jobs/runRecord.ts, onFinished). */
export interface JobMetrics {
  jobFinished(name: string, result: 'ok' | 'failed', seconds: number): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics. With METRICS_TOKEN: whoever sends it as a bearer token (else 401).
 * Without: only a caller on this machine that comes through no proxy (a proxy on the same machine
 * would make every outsider look local, so a forwarding header is refused too); others get 404,
 * as if there were nothing here.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): 200 | 401 | 404 {
  if (token) {
    const sent = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected) ? 200 : 401;
  }
  const direct = PROXY_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '') ? 200 : 404;
}

/**
 * Prometheus metrics at /metrics (prom-client, one registry per app): requests by route pattern
 * (never the raw URL, so ids do not make a series each), their latency, 5xx answers, the
 * PostgreSQL pool's connections, and job runs and failures. Answers the job runners' reporter.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { config: AppConfig; pool: pg.Pool | undefined },
): JobMetrics {
  const registry = new Registry();
  // The process's own figures (memory, CPU, event loop); not in tests, which build many apps in one process.
  if (options.config.env !== 'test') collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, open (total) and idle',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Job run attempts in this process, by job and result (ok or failed)',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time a job run attempt took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/api/invoices/get/:id), or one label for every path no route knows.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
  });

  app.get(METRICS_URL, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(request, options.config.metricsToken);
    if (access === 401) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
    }
    if (access === 404) return reply.code(404).type('text/plain').send('Not found\n');
    return reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });

  return {
    jobFinished: (job, result, seconds) => {
      jobRuns.inc({ job, result });
      jobSeconds.observe({ job }, seconds);
    },
  };
}
