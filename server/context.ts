import type { AppConfig } from './config';
import type { SessionService } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/client';

/** What routes and services depend on; built once in buildApp, replaced freely in tests. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  sessions: SessionService;
  /** The clock, injectable so tests can move time (token expiry, code expiry). */
  now: () => number;
}
