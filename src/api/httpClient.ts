import { REFRESH_ABANDON_HEADER } from '../../domain/auth';
import { ApiError } from './ApiError';
import { session as browserSession, type Session } from './session';
import { defaultDisplayLocale } from '../../domain/displayLocale';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: string;
  /** JSON-encoded, except FormData which is sent as multipart unchanged. */
  body?: unknown;
  /** null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  /** Send the access token and apply the logout/refresh rules. Default true; false for login, signup, etc. */
  auth?: boolean;
  signal?: AbortSignal;
}

export type ShortcutOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface HttpClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: Session;
  onLogout?: () => void;
  now?: () => number;
  /** How long a refresh may take (default REFRESH_TIMEOUT_MS). */
  refreshTimeoutMs?: number;
}

export interface HttpClient {
  request<T = unknown>(path: string, init?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, init?: ShortcutOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, init?: ShortcutOptions): Promise<T>;
}

/** Application status of "access token expired" in a 401 body (spec sections 4 and 8). */
export const TOKEN_EXPIRED = 4012;
/** The refresh's answer when another tab spent the same refresh token a moment before (server/routes/refresh.ts). */
const REFRESH_SUPERSEDED = 409;
/** How long a tab waits for the tokens the other tab stored before it gives up and signs out. */
const SUPERSEDED_WAIT_MS = 3000;
const SUPERSEDED_POLL_MS = 25;
/** A refresh unanswered after this long fails as a network error (the user stays signed in). */
const REFRESH_TIMEOUT_MS = 15_000;

/** The Web Lock the tabs of one browser take in turn to refresh the tokens they share. */
const REFRESH_LOCK = 'WEB_ADMIN_TOKEN_REFRESH';

/**
 * Runs `work` while holding REFRESH_LOCK. Where the Web Locks API is missing (a browser older than 2022,
 * jsdom) it runs at once, and tabs that race are kept signed in by the server's 409 alone.
 */
function oneTabAtATime(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/** Header that marks the one retry after a token refresh, so a second 4012 logs out instead of looping. */
export const RETRY_HEADER = 'X-Retry';
const ABORTED = 'Aborted';

function abortedError(): Error {
  const err = new Error(ABORTED);
  err.name = 'AbortError';
  return err;
}

/** True for a request cancelled by a newer duplicate or by the caller's signal; callers should not toast it. */
export function isAborted(err: unknown): boolean {
  return err instanceof Error && err.message === ABORTED;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isOk = (status: number) => status >= 200 && status < 300;

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

// Empty bodies (204, some proxies) and non-JSON error pages must not become parse errors: the caller still gets
// the status, and errorText() falls back to its generic message for a body that is not an object.
function parseBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Prepared {
  method: string;
  url: string;
  auth: boolean;
  payload: string | FormData | undefined;
  headers: HeadersInit | undefined;
  signal: AbortSignal;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  // Wrapped rather than stored: a detached window.fetch throws "Illegal invocation", and tests may replace
  // globalThis.fetch after the client is built.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const store = options.session ?? browserSession;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, AbortController>();
  let refreshing: Promise<void> | null = null;

  function logout(): void {
    store.clearLogin();
    options.onLogout?.();
  }

  async function exchange(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      const res = await doFetch(url, init);
      // A file (an invoice's PDF) comes back as a Blob; reading it as text would corrupt it. Every
      // other answer, errors included, is JSON or text.
      const type = res.headers.get('Content-Type') ?? '';
      if (isOk(res.status) && type !== '' && !type.includes('json') && !type.startsWith('text/')) {
        return { status: res.status, body: await res.blob() };
      }
      return { status: res.status, body: parseBody(await res.text()) };
    } catch (err) {
      // A timeout is a failure to report; any other abort is a caller's or a newer duplicate's.
      const timedOut =
        init.signal?.reason instanceof DOMException && init.signal.reason.name === 'TimeoutError';
      if (init.signal?.aborted && !timedOut) throw abortedError();
      throw new ApiError(0, null, undefined, { cause: err }); // network failure: 'Something went wrong'
    }
  }

  // The stored access token once it is no longer `expired`, polled: the tab that refreshed first writes
  // it, and its write may reach this tab's storage a moment after its answer reached the server.
  async function replacementOf(expired: string | null): Promise<boolean> {
    for (let waited = 0; waited < SUPERSEDED_WAIT_MS; waited += SUPERSEDED_POLL_MS) {
      if (store.getAccessToken() !== expired) return true;
      await new Promise((resolve) => setTimeout(resolve, SUPERSEDED_POLL_MS));
    }
    return store.getAccessToken() !== expired;
  }

  async function runRefresh(expired: string | null): Promise<void> {
    const refreshToken = store.getRefreshToken();
    // A network failure here rejects with status 0 WITHOUT logging out: the server has not refused the
    // tokens, and logging out would throw away the user's unsaved work over a dropped connection.
    const { status, body } = refreshToken
      ? await exchange(`${baseUrl}/refresh/token`, {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
          // It runs holding the lock every tab waits on: a stalled refresh must not stall them all.
          signal: AbortSignal.timeout(options.refreshTimeoutMs ?? REFRESH_TIMEOUT_MS),
        })
      : { status: 401, body: null };
    const data = isRecord(body) && body.success === true && isRecord(body.data) ? body.data : undefined;
    if (isOk(status) && typeof data?.accessToken === 'string' && typeof data.refreshToken === 'string') {
      store.saveTokens(data.accessToken, data.refreshToken);
      return;
    }
    // 409: another tab spent this refresh token a moment ago; its new tokens are on their way here.
    if (status === REFRESH_SUPERSEDED) {
      if (await replacementOf(expired)) return;
      // None came: someone other than this browser refreshed with a copy of the token. Ending the
      // session shuts them out too (a failure here changes nothing for this tab: it signs out).
      await exchange(`${baseUrl}/refresh/token`, {
        method: 'GET',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${refreshToken}`,
          [REFRESH_ABANDON_HEADER]: '1',
        },
      }).catch(() => undefined);
    }
    logout();
    throw new ApiError(status, body);
  }

  // One refresh shared by every caller that got a 4012 meanwhile: refresh tokens rotate, so a second refresh
  // with the same (now spent) refresh token would be seen by the server as a replay, which ends the session.
  // The other tabs of this browser share the stored tokens, so they take turns too (a Web Lock): a tab that
  // waited usually finds the tokens another tab stored and refreshes nothing. Not always: another tab's
  // write can reach this tab's storage after the lock does (seen in Chromium), and then the 409 applies.
  function refreshTokens(expired: string | null): Promise<void> {
    refreshing ??= oneTabAtATime(async () => {
      if (store.getAccessToken() !== expired) return;
      await runRefresh(expired);
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send<T>(req: Prepared, isRetry: boolean): Promise<T> {
    const headers = new Headers(req.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // The server answers messages (and bilingual names) in the reader's language, not the browser's.
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', defaultDisplayLocale().locale);
    if (typeof req.payload === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const token = req.auth ? store.getAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (isRetry) headers.set(RETRY_HEADER, '1');

    const init = { method: req.method, headers, body: req.payload, signal: req.signal };
    const { status, body } = await exchange(req.url, init);
    const code = isRecord(body) ? body.status : undefined;

    if (req.auth && status === 401 && code === TOKEN_EXPIRED && !isRetry) {
      // If another caller already refreshed while this request was on the wire, its new token is used as is.
      if (store.getAccessToken() === token) await refreshTokens(token);
      return send<T>(req, true);
    }
    // A missing/revoked token, a second 4012 after the retry, or acting outside one's permissions.
    if (req.auth && (status === 401 || status === 403)) {
      logout();
      throw new ApiError(status, body);
    }
    if (!isOk(status) || (isRecord(body) && body.success === false)) throw new ApiError(status, body);
    return body as T;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = buildUrl(baseUrl, path, init.query);
    const { body } = init;
    const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
    store.recordActivity(now());

    // Everything up to the first await runs synchronously, so a duplicate issued right after this one sees
    // it in the map. FormData is never a duplicate: comparing two would mean reading their files/blobs (async
    // and possibly large), and two uploads in a row are more likely deliberate than a double submit.
    const controller = new AbortController();
    const key = payload instanceof FormData ? null : `${method} ${url}\n${payload ?? ''}`;
    if (key !== null) {
      inFlight.get(key)?.abort();
      inFlight.set(key, controller);
    }
    const onCallerAbort = () => controller.abort();
    if (init.signal?.aborted) controller.abort();
    else init.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      const req = { method, url, auth: init.auth !== false, payload, headers: init.headers };
      return await send<T>({ ...req, signal: controller.signal }, false);
    } finally {
      init.signal?.removeEventListener('abort', onCallerAbort);
      if (key !== null && inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  return {
    request,
    get: <T>(path: string, init?: ShortcutOptions) => request<T>(path, { ...init, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: ShortcutOptions) =>
      request<T>(path, { ...init, method: 'POST', body }),
  };
}

let logoutHandler: (() => void) | undefined;
let shared: HttpClient | undefined;

/** Set by the authProvider/app shell: what to do (navigate to login) when the client logs the user out. */
export function setLogoutHandler(fn: (() => void) | undefined): void {
  logoutHandler = fn;
}

/** The one client shared by authProvider and dataProvider, so they share one refresh. Built on first use. */
export function getApiClient(): HttpClient {
  shared ??= createHttpClient({ onLogout: () => logoutHandler?.() });
  return shared;
}

/** Lazy facade over getApiClient(): importing it touches neither window nor localStorage. */
export const apiClient: HttpClient = {
  request: <T>(path: string, init?: RequestOptions) => getApiClient().request<T>(path, init),
  get: <T>(path: string, init?: ShortcutOptions) => getApiClient().get<T>(path, init),
  post: <T>(path: string, body?: unknown, init?: ShortcutOptions) => getApiClient().post<T>(path, body, init),
};
