import type { AppConfig } from './config';
import type { PrincipalCache } from './auth/principalCache';
import type { SessionService } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { MessagingChannels } from './messaging/sendTenantMessage';
import type { FigureCache } from './services/dashboardCache';
import type { JobRunner } from './jobs/jobRunner';
import type { PaymentGateway } from './payments/gateway';
import type { FileStorage } from './storage/fileStorage';

/** What routes and services depend on; built once in buildApp, replaced freely in tests. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  sessions: SessionService;
  /** The guard's remembered principals (server/auth/principalCache.ts). */
  principals: PrincipalCache;
  /** Every mail goes through here: `ctx.mail.send({ to, template, data })` (server/mail/templates.ts). */
  mail: Mailer;
  /**
   * Tenant messages' channels (issue 35 item 1), built once from configuration: WhatsApp and SMS
   * (outbox by default), email through the mailer (server/messaging/messagingConfig.ts).
   */
  messaging: MessagingChannels;
  /** The dashboards' figures, kept a few seconds (server/services/dashboardCache.ts). */
  figures: FigureCache;
  /** The payment gateway PAYMENT_PROVIDER chose (server/payments/gatewayFactory.ts). */
  gateway: PaymentGateway;
  /** Uploaded files, on disk or in a bucket (server/storage/fileStorage.ts). */
  storage: FileStorage;
  /** The scheduled jobs' runner (server/jobs/startJobs.ts); set once the routes are registered. */
  jobs: JobRunner;
  /** The clock, injectable so tests can move time (token expiry, code expiry). */
  now: () => number;
}
