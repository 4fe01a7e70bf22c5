import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData, seedRoles } from './db/seed';
import { seedDemoPortfolio } from './db/seedPortfolio';
import { seedDemoBilling } from './db/seedBilling';
import { seedDemoMaintenance } from './db/seedMaintenance';
import { seedDemoSupport } from './db/seedSupport';
import { seedDemoSettlements } from './db/seedSettlements';
import { seedDemoPlanRequests } from './db/seedPlanRequests';
import { startFileSweep } from './jobs/fileSweep';
import { startInvoiceJob } from './jobs/invoiceJob';
import { startMaintenanceJob } from './jobs/maintenanceJob';
import { startSettlementJob } from './jobs/settlementJob';
import { startPaymentReconciler } from './jobs/paymentReconciler';
import { registerAuthGuard } from './auth/guard';
import { createPrincipalCache, PRINCIPAL_CHANNEL } from './auth/principalCache';
import { createSessionService } from './auth/sessions';
import { createTokenService } from './auth/tokens';
import { HttpError, registerErrorHandling } from './http/errors';
import { requestLogFields } from './http/logRedaction';
import { createMailer } from './mail/mailer';
import { assertGatewayAvailable, createPaymentGateway } from './payments/gatewayFactory';
import { registerStatic } from './http/static';
import { registerUploads } from './http/uploads';
import { registerOpenApi } from './http/openapi';
import { strictSerializerCompiler } from './http/responseSerializer';
import { securityHeaders } from './http/securityHeaders';
import type { AppContext } from './context';
import { createFigureCache, forgetChangedFigures } from './services/dashboardCache';
import { ROUTE_MODULES, type RouteModule } from './routes';

/** Methods that never write; any other successful request may have changed a session, user or role. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Replaces the clock (token expiry in tests). */
  now?: () => number;
  /** Where the logs go; tests capture them to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
  /** The API's route modules; default the whole list (a test adds a fixture resource's). */
  routeModules?: readonly RouteModule[];
}

/** One registered route and what it states about access (read by the permissions test). */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

export type App = FastifyInstance & { ctx: AppContext; database: DatabaseHandle; routeTable: RouteEntry[] };

/** Builds the whole server (plugins, then routes) without listening; main.ts listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  assertGatewayAvailable(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Requests are logged by method and URL only; these paths are cut in case a handler logs more.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.access_token',
          '*.refresh_token',
        ],
        censor: '[redacted]',
      },
      // A URL's query can carry a secret (a signed file link's sig): logged URLs leave it out.
      serializers: { req: requestLogFields },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      // Read when asked: a plugin's own onRoute hook may still set the config (server/http/openapi.ts).
      routeTable.push({
        method,
        url: route.url,
        get config() {
          return route.config ?? {};
        },
      });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.env === 'test' ? strictSerializerCompiler : serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  if (ownsDatabase) {
    await database.migrate();
    if (config.seedDemo) {
      await seedDemoData(database.db);
      const seededAt = new Date(options.now?.() ?? Date.now());
      await seedDemoPortfolio(database.db, seededAt);
      await seedDemoBilling(database.db, config.dataDir, seededAt);
      await seedDemoMaintenance(database.db, config.dataDir, seededAt);
      await seedDemoSupport(database.db, config.dataDir, seededAt);
      await seedDemoSettlements(database.db, seededAt);
      await seedDemoPlanRequests(database.db, seededAt);
    } else await seedRoles(database.db);
  }
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  const now = options.now ?? Date.now;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    now,
  });
  const principals = createPrincipalCache();
  const stopListening = database.listen?.(PRINCIPAL_CHANNEL, {
    message: principals.notified,
    listening: principals.setListening,
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // API answers carry personal data (names, Civil IDs): no browser or proxy keeps a copy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    // This process's own writes reach the guard before their response does (principalCache.ts).
    // Only a request that may have written: not a read, not a refusal.
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) principals.forgetAll();
  });
  const sessions = createSessionService({
    db: database.db,
    tokens,
    principals,
    refreshDays: config.refreshTokenDays,
    rememberDays: config.rememberMeDays,
    now,
  });
  const mail = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    env: config.env,
    now,
  });
  // Registered after the database's hook, so it runs first (LIFO): deliveries finish, then the database closes.
  app.addHook('onClose', async () => {
    await mail.close();
  });
  const figures = createFigureCache(config.dashboardCacheSeconds, now);
  const gateway = createPaymentGateway({ config, db: database.db, now });
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens,
    sessions,
    principals,
    mail,
    gateway,
    now,
    figures,
  };
  app.addHook('onResponse', async (request, reply) => forgetChangedFigures(figures, request, reply));

  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerErrorHandling(app);
  registerAuthGuard(app, { tokens, sessions });
  await registerOpenApi(app, config);

  // Every route module of the API, from one list (server/routes/index.ts).
  for (const routes of options.routeModules ?? ROUTE_MODULES) await app.register(routes(ctx));

  if (config.invoiceJobMinutes > 0) {
    const stopInvoiceJob = startInvoiceJob(ctx, app.log, config.invoiceJobMinutes);
    app.addHook('onClose', stopInvoiceJob);
  }
  if (config.maintenanceJobMinutes > 0) {
    app.addHook('onClose', startMaintenanceJob(ctx, app.log, config.maintenanceJobMinutes));
  }
  if (config.payments.reconcilerMinutes > 0) {
    app.addHook('onClose', startPaymentReconciler(ctx, app.log, config.payments.reconcilerMinutes));
    // The daily settlement import runs with the payment jobs (off in tests, which fetch by hand).
    app.addHook('onClose', startSettlementJob(ctx, app.log));
  }
  if (config.fileSweepMinutes > 0) {
    app.addHook('onClose', startFileSweep(ctx, app.log, config.fileSweepMinutes));
  }

  // Unknown API paths answer JSON, never the site's HTML 404.
  const apiNotFound = async () => {
    throw new HttpError(404, 'Not found.');
  };
  app.all('/api/*', { config: { public: true } }, apiNotFound);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) return apiNotFound();
    return reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
  });
  await registerUploads(app, config.uploadsDir);
  await registerStatic(app, config.staticDir);

  // The instance's generics differ from FastifyInstance's defaults only in the logger type.
  return Object.assign(app, { ctx, database, routeTable }) as unknown as App;
}

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title>' +
  '<body style="font-family:system-ui;padding:3rem"><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>';
