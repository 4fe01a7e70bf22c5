/*
 * The dashboards' figures, remembered for a few seconds (issue 19 item 6). A dashboard is read far
 * more often than its landlord's data changes: it is the first screen after every sign-in, every
 * tab and every manager of a landlord opens it, and the panel reloads it. Computing it is a dozen
 * aggregates over the landlord's invoices, payments, contracts and requests (tens of ms of database
 * time at 10,000 invoices), so:
 *
 * - one computation per key at a time: callers arriving while it runs share its answer;
 * - an answer is kept for DASHBOARD_CACHE_SECONDS (0 turns the cache off);
 * - any successful write through this server drops its landlord's answers before its response
 *   leaves, here and on every other instance on the same PostgreSQL (server/services/figureChanges.ts):
 *   a landlord who records a payment and goes back to the dashboard sees it, whichever instance
 *   the load balancer picks. A write that names no landlord (the super admin's, a gateway's
 *   webhook) drops every answer. Changes made outside a request (the invoice job, SQL by hand)
 *   show within the TTL.
 *
 * Keys always start with the landlord whose data the figures read, so dropping is by prefix.
 */

export interface FigureCache {
  /** The answer kept for `key` (landlord first), or `compute`'s, shared with concurrent callers. */
  get<T>(landlordId: string | null, key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops one landlord's answers, or every answer when the landlord is unknown. */
  forget(landlordId: string | null): void;
  /** How many computations ran: the cache's own test reads it. */
  readonly computations: number;
}

interface Entry {
  value: Promise<unknown>;
  /** When the answer stops being served (ms); Infinity while it is still being computed. */
  expiresAtMs: number;
}

/** Bounded so that a server with many landlords keeps only the recent ones. */
const MAX_ENTRIES = 2_000;
/** Stands for "no landlord": the platform's figures. */
const PLATFORM = '*';

export function createFigureCache(ttlSeconds: number, now: () => number): FigureCache {
  const entries = new Map<string, Entry>();
  let computations = 0;
  const fullKey = (landlordId: string | null, key: string) => `${landlordId ?? PLATFORM}|${key}`;

  return {
    get computations() {
      return computations;
    },
    async get<T>(landlordId: string | null, key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) {
        computations++;
        return compute();
      }
      const k = fullKey(landlordId, key);
      const kept = entries.get(k);
      if (kept && kept.expiresAtMs > now()) return kept.value as Promise<T>;
      computations++;
      const entry: Entry = { value: compute(), expiresAtMs: Infinity };
      entries.set(k, entry);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      try {
        const value = await entry.value;
        // Dropped while computing (a write came in): serve this caller, keep nothing.
        if (entries.get(k) === entry) entry.expiresAtMs = now() + ttlSeconds * 1000;
        return value as T;
      } catch (err) {
        if (entries.get(k) === entry) entries.delete(k);
        throw err;
      }
    },
    forget(landlordId: string | null) {
      if (landlordId === null) {
        entries.clear();
        return;
      }
      const prefix = `${landlordId}|`;
      for (const k of entries.keys())
        if (k.startsWith(prefix) || k.startsWith(`${PLATFORM}|`)) entries.delete(k);
    },
  };
}

/** Request methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Public routes that change a landlord's money without a signed-in caller: the payment gateway's. */
const PUBLIC_WRITES = /^\/(api\/)?online-payments\//;

/**
 * Whose figures a finished request may have changed: undefined for none (a read, a refusal), its
 * caller's landlord's (a landlord is its own), or null (every answer) for the platform's staff and
 * the gateway's calls. server/services/figureChanges.ts drops them here and on the other instances.
 */
export function changedFiguresOf(
  request: { method: string; url: string; principal: { landlordId: string | null } | null },
  reply: { statusCode: number },
): string | null | undefined {
  if (READS.has(request.method) || reply.statusCode >= 400) return undefined;
  if (request.principal) return request.principal.landlordId;
  return PUBLIC_WRITES.test(request.url) ? null : undefined;
}
