import { trackAuditAddress } from './services/auditTrail';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData, seedRoles } from './db/seed';
import { seedDemoPortfolio } from './db/seedPortfolio';
import { seedDemoBilling } from './db/seedBilling';
import { seedDemoCheques } from './db/seedCheques';
import { seedDemoDeposits } from './db/seedDeposits';
import { seedDemoExpenses } from './db/seedExpenses';
import { seedDemoMessages } from './db/seedMessages';
import { seedDemoOwners } from './db/seedOwners';
import { seedDemoMaintenance } from './db/seedMaintenance';
import { seedDemoSupport } from './db/seedSupport';
import { seedDemoSettlements } from './db/seedSettlements';
import { seedDemoContactMessages } from './db/seedContactMessages';
import type { JobDefinition } from './jobs/jobDefinition';
import { JOBS } from './jobs/registry';
import { notStartedRunner, startJobs } from './jobs/startJobs';
import { registerMetrics } from './http/metrics';
import { seedDemoSubscriptions } from './db/seedSubscriptions';
import { seedDemoPlanRequests } from './db/seedPlanRequests';
import { registerAuthGuard } from './auth/guard';
import { registerSubscriptionGate } from './auth/subscriptionGate';
import { createPrincipalCache, PRINCIPAL_CHANNEL } from './auth/principalCache';
import { createSessionService } from './auth/sessions';
import { createTokenService } from './auth/tokens';
import { HttpError, registerErrorHandling } from './http/errors';
import { registerArabicAnswers } from './i18n/arabicAnswers';
import { requestLogFields } from './http/logRedaction';
import { createMailer } from './mail/mailer';
import { createMailerChannel } from './messaging/mailerChannel';
import { createMessagingChannels } from './messaging/messagingConfig';
import { assertGatewayAvailable, createPaymentGateway } from './payments/gatewayFactory';
import { siteLocaleOfPath } from '../site/i18n/siteI18n';
import { registerSiteLanguage } from './http/siteLanguage';
import { registerStatic, siteNotFoundPage } from './http/static';
import { registerUploads } from './http/uploads';
import { createStorage, downloadOrigins } from './storage/createStorage';
import { registerOpenApi } from './http/openapi';
import { serveMarkedPaths } from './openapi/markedPaths';
import { productionSerializerCompiler, strictSerializerCompiler } from './http/responseSerializer';
import { securityHeaders } from './http/securityHeaders';
import type { AppContext } from './context';
import { createFigureCache } from './services/dashboardCache';
import { shareFigureChanges } from './services/figureChanges';
import { loadRouteModules, type RouteModule } from './routes';
import { text } from '../domain/messages/text';
import { loadResourceArabic } from '../domain/messages/ar';

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
  /** The scheduled jobs; default the registry (server/jobs/registry.ts); a test schedules its own. */
  jobs?: readonly JobDefinition[];
}

/** One registered route and what it states about access (read by the permissions test). */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** Whether its plugin scope reads multipart bodies (the route × role walk sends it broken ones). */
  multipart: boolean;
}

export type App = FastifyInstance & { ctx: AppContext; database: DatabaseHandle; routeTable: RouteEntry[] };

/** Builds the whole server (plugins, then routes) without listening; main.ts listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  assertGatewayAvailable(config);
  // The resources' Arabic messages, loaded by name from the registry (domain/contracts/messageArea.ts).
  await loadResourceArabic();
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
  app.addHook('onRoute', function (route) {
    const multipart = this.hasContentTypeParser('multipart/form-data');
    for (const method of [route.method].flat())
      // Read when asked: a plugin's own onRoute hook may still set the config (server/http/openapi.ts).
      routeTable.push({
        method,
        url: route.url,
        multipart,
        get config() {
          return route.config ?? {};
        },
      });
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer leaves with only the keys its schema lists, even on a path no test covers (a row's
  // hash or token never does). Production writes it with code compiled from the schema
  // (server/http/answerWriter.ts), which checks each value as zod does and hands anything else to
  // zod's encoding; tests write every answer both ways and fail on any difference.
  app.setSerializerCompiler(config.env === 'test' ? strictSerializerCompiler : productionSerializerCompiler);

  const storage = await createStorage(config.storage, config.jwtSecret);
  app.addHook('onClose', async () => storage.close());
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  if (ownsDatabase) {
    // One instance at a time: several starting together on one PostgreSQL migrate and seed in turn.
    await database.exclusively(async () => {
      await database.migrate();
      if (config.seedDemo) {
        await seedDemoData(database.db);
        const seededAt = new Date(options.now?.() ?? Date.now());
        await seedDemoPortfolio(database.db, seededAt);
        await seedDemoBilling(database.db, storage, seededAt);
        await seedDemoMaintenance(database.db, storage, seededAt);
        await seedDemoSupport(database.db, storage, seededAt);
        await seedDemoSettlements(database.db, seededAt);
        await seedDemoContactMessages(database.db, seededAt);
        await seedDemoSubscriptions(database.db, seededAt);
        await seedDemoPlanRequests(database.db, seededAt);
        await seedDemoCheques(database.db, seededAt);
        await seedDemoDeposits(database.db, seededAt);
        await seedDemoExpenses(database.db, seededAt);
        await seedDemoMessages(database.db, seededAt);
        await seedDemoOwners(database.db, seededAt);
      } else await seedRoles(database.db);
    });
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
  // The audit trail records the address each change came from (server/services/auditTrail.ts).
  app.addHook('onRequest', trackAuditAddress);
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
  // Once per app: every tenant message goes through these (email lands in the mail outbox).
  const messaging = createMessagingChannels(config.messaging, {
    publicUrl: config.publicUrl,
    email: createMailerChannel(mail),
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens,
    sessions,
    principals,
    mail,
    messaging,
    gateway,
    now,
    figures,
    storage,
    jobs: notStartedRunner(options.jobs ?? JOBS, { config }),
  };
  if (config.dashboardCacheSeconds > 0) shareFigureChanges(app, database, figures);

  const headers = securityHeaders(await downloadOrigins(storage));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerErrorHandling(app);
  registerArabicAnswers(app);
  registerSiteLanguage(app);
  const metrics = registerMetrics(app, { config, pool: database.pool });
  registerAuthGuard(app, { tokens, sessions });
  registerSubscriptionGate(app, { db: database.db, now });
  await registerOpenApi(app, config);
  // The API's own sub-resource paths that collide with the spec's `get/:id` are served at a
  // marked path too; the document lists that one (server/openapi/markedPaths.ts).
  serveMarkedPaths(app);

  // A route module per line of the API's registry (domain/contracts/index.ts), then the site's pages.
  for (const routes of options.routeModules ?? (await loadRouteModules())) await app.register(routes(ctx));

  // Registered after the database's onClose hook, so it runs first: runs under way end, then the database closes.
  ctx.jobs = await startJobs({ ctx, log: app.log, database, jobs: options.jobs ?? JOBS, metrics });
  app.addHook('onClose', () => ctx.jobs.stop());

  // Unknown API paths answer JSON, never the site's HTML 404.
  const apiNotFound = async () => {
    throw new HttpError(404, text('errors.notFound'));
  };
  app.all('/api/*', { config: { public: true } }, apiNotFound);
  // Any other unknown path (the panel's own are the single-page app's) gets the site's 404 page.
  // Under /ar/ the Arabic one.
  const notFoundPages = {
    en: siteNotFoundPage(config.staticDir, 'en', config.publicUrl),
    ar: siteNotFoundPage(config.staticDir, 'ar', config.publicUrl),
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) return apiNotFound();
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(notFoundPages[siteLocaleOfPath(request.url)]);
  });
  await registerUploads(app, storage);
  await registerStatic(app, config.staticDir, {
    publicUrl: config.publicUrl,
    ...(config.publicUrlExplicit ? { panelOrigin: config.publicUrl } : {}),
  });

  // The instance's generics differ from FastifyInstance's defaults only in the logger type.
  return Object.assign(app, { ctx, database, routeTable }) as unknown as App;
}
