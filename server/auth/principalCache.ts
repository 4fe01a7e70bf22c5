import type { Principal } from './sessions';

/*
 * The guard's session lookup, remembered. Every private call needs the caller's live session, user
 * and role; asking PostgreSQL on each call was a second round trip per request (the list pages'
 * throughput rose 20–50% without it, bench/README.md). A copy is kept until its session expires and
 * is dropped as soon as this process learns that a session, a user or a role changed:
 *
 * - PostgreSQL says so: migration 0009's triggers NOTIFY `principal_changed` with the user's id (or
 *   '*' for a role or a TRUNCATE), and every server process LISTENs (server/db/client.ts). That is
 *   how a change by another process, or by hand in SQL, reaches this one: milliseconds after commit.
 * - This process says so first for its own writes: the session service drops a user's copies when it
 *   ends a session, and every successful request other than GET/HEAD/OPTIONS drops all copies
 *   before its response leaves (server/app.ts), so a caller never sees its own change late.
 * - While the listening connection is down nothing is cached or served from the cache: a change made
 *   meanwhile cannot be missed. Only PostgreSQL listens; on PGlite (one process) nothing is cached.
 * - Whatever happens, a copy is read again after PRINCIPAL_MAX_AGE_MS (below says why).
 *
 * A lookup that was in flight while anything changed is not remembered (the generation moved): its
 * answer may predate the change.
 */

export const PRINCIPAL_CHANNEL = 'principal_changed';
/** The payload that drops every copy (a role's permissions changed, or a table was truncated). */
export const EVERY_PRINCIPAL = '*';
/** Bounded like the verified-token cache: a flood of sessions empties it rather than growing it. */
const MAX_ENTRIES = 10_000;
/**
 * A copy is read again after a minute even if no notification came: a change that none announces
 * (made with triggers off: `session_replication_role = replica`, a restore with triggers disabled)
 * or a notification lost with a connection that failed silently between heartbeats holds at most
 * this long. One extra lookup per session per minute costs nothing measurable.
 */
export const PRINCIPAL_MAX_AGE_MS = 60_000;
/** The prefix of the payloads that `arrival` waits for; anything else is a change. */
export const ARRIVAL_PREFIX = 'arrived:';

interface Entry {
  principal: Principal;
  expiresAtMs: number;
}

export interface PrincipalCache {
  /** The remembered principal of a live session, while the listener is up and the session unexpired. */
  get(userId: string, sessionId: string, nowMs: number): Principal | undefined;
  /** Marks the start of a lookup; pass it to `remember`. */
  generation(): number;
  /**
   * Keeps a principal read at `readAtMs` by a lookup that started at `generation`, unless something
   * changed meanwhile; until its session expires, or for PRINCIPAL_MAX_AGE_MS at most.
   */
  remember(principal: Principal, expiresAtMs: number, generation: number, readAtMs: number): void;
  forgetUser(userId: string): void;
  forgetAll(): void;
  /** A notification on PRINCIPAL_CHANNEL. */
  notified(payload: string): void;
  /** Whether the listening connection is up; going down or up forgets everything. */
  setListening(listening: boolean): void;
  readonly listening: boolean;
  readonly size: number;
  /**
   * Resolves when a notification with this payload (ARRIVAL_PREFIX and a unique tail) arrives; such
   * a payload drops nothing. Notifications reach a listener in commit order, so one sent after a
   * change has committed arrives after the change's own (tests use it to wait for a change made
   * behind the server's back).
   */
  arrival(payload: string): Promise<void>;
}

export function createPrincipalCache(): PrincipalCache {
  // userId → sessionId → entry, so a user's change drops all of its sessions at once.
  const byUser = new Map<string, Map<string, Entry>>();
  let size = 0;
  let generation = 0;
  let listening = false;
  const waiting = new Map<string, () => void>();

  const forgetAll = () => {
    generation++;
    byUser.clear();
    size = 0;
  };
  const forgetUser = (userId: string) => {
    generation++;
    const sessions = byUser.get(userId);
    if (!sessions) return;
    size -= sessions.size;
    byUser.delete(userId);
  };

  return {
    get(userId, sessionId, nowMs) {
      if (!listening) return undefined;
      const entry = byUser.get(userId)?.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= nowMs) {
        byUser.get(userId)?.delete(sessionId);
        size--;
        return undefined;
      }
      return entry.principal;
    },
    generation: () => generation,
    remember(principal, expiresAtMs, since, readAtMs) {
      if (!listening || since !== generation || !Number.isFinite(expiresAtMs)) return;
      if (size >= MAX_ENTRIES) forgetAll();
      let sessions = byUser.get(principal.userId);
      if (!sessions) byUser.set(principal.userId, (sessions = new Map()));
      if (!sessions.has(principal.sessionId)) size++;
      sessions.set(principal.sessionId, {
        principal,
        expiresAtMs: Math.min(expiresAtMs, readAtMs + PRINCIPAL_MAX_AGE_MS),
      });
    },
    forgetUser,
    forgetAll,
    notified(payload) {
      if (payload.startsWith(ARRIVAL_PREFIX)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
      } else if (payload === EVERY_PRINCIPAL) forgetAll();
      else forgetUser(payload);
    },
    setListening(on) {
      listening = on;
      forgetAll();
    },
    get listening() {
      return listening;
    },
    get size() {
      return size;
    },
    arrival: (payload) => new Promise<void>((resolve) => waiting.set(payload, resolve)),
  };
}
