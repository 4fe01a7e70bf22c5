// @vitest-environment node
// No DOM needed: storage is injected, and the client talks to a real local HTTP server through Node's global
// fetch, so headers, aborts, multipart bodies and JSON parsing are exercised for real.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { createHttpClient, isAborted } from '../../src/api/httpClient';
import { createSession } from '../../src/api/session';
import { STORAGE_KEYS } from '../../domain/storageKeys';

interface Seen {
  path: string;
  auth?: string;
  retry?: string;
  contentType?: string;
}

// The fake API: one valid access token; older tokens answer 4012 (expired); anything else is a plain 401.
// Refresh rotates both tokens, so a second refresh with the spent refresh token is refused.
const api = {
  access: 'access-1',
  refresh: 'refresh-1',
  expired: new Set<string>(),
  refreshCalls: 0,
  failRefresh: false,
  refreshGivesExpired: false,
  superseded: false, // refresh answers 409: another tab spent this refresh token a moment ago
  stallRefresh: false, // refresh never answers
  abandoned: 0, // refresh calls that ask the server to end the session after a fruitless 409
  holdExpired: 0, // hold 4012 answers until this many are waiting, then release them together
  held: [] as Array<() => void>,
  seen: [] as Seen[],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const auth = req.headers.authorization;
  const retry = req.headers['x-retry'] as string | undefined;
  api.seen.push({ path: url.pathname, auth, retry, contentType: req.headers['content-type'] });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  if (url.pathname === '/api/refresh/token') {
    api.refreshCalls++;
    await sleep(30);
    if (api.stallRefresh) return; // no answer, ever
    if (req.headers['x-refresh-abandon'] === '1') {
      api.abandoned++;
      return send(401, { success: false, message: 'Your session has ended. Please sign in again.' });
    }
    if (api.superseded) return send(409, { success: false, message: 'Renewed in another tab' });
    if (api.failRefresh || auth !== `Bearer ${api.refresh}`) {
      return send(401, { success: false, message: 'Invalid refresh token' });
    }
    api.expired.add(api.access);
    api.access = `access-${api.refreshCalls + 1}`;
    api.refresh = `refresh-${api.refreshCalls + 1}`;
    if (api.refreshGivesExpired) api.expired.add(api.access);
    return send(200, { success: true, data: { accessToken: api.access, refreshToken: api.refresh } });
  }
  if (url.pathname === '/api/users/login')
    return send(401, { success: false, message: 'Invalid credentials' });
  if (url.pathname === '/api/empty') return void res.writeHead(204).end();
  if (url.pathname === '/api/html') return void res.writeHead(502).end('<html>Bad gateway</html>');

  const token = auth?.replace(/^Bearer /, '') ?? '';
  if (api.expired.has(token)) {
    const answer = () => send(401, { success: false, status: 4012, message: 'Token expired' });
    if (api.holdExpired === 0) return answer();
    api.held.push(answer);
    if (api.held.length >= api.holdExpired) api.held.splice(0).forEach((release) => release());
    return;
  }
  if (token !== api.access) return send(401, { success: false, message: 'Unauthorized' });

  switch (url.pathname) {
    case '/api/items':
      return send(200, {
        success: true,
        message: 'ok',
        data: { token, query: Object.fromEntries(url.searchParams) },
      });
    case '/api/echo':
      await sleep(Number(url.searchParams.get('delay') ?? 0));
      return send(200, {
        success: true,
        data: req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw.length,
      });
    case '/api/file.pdf':
      // Bytes that are not valid UTF-8: reading them as text would change them.
      return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF_BYTES);
    case '/api/forbidden':
      return send(403, { success: false, message: 'Forbidden' });
    case '/api/fail':
      return send(200, { success: false, message: 'Invoice not found' });
    case '/api/invalid':
      return send(422, {
        success: false,
        message: 'Validation failed',
        detail: [{ msg: 'Amount is required' }, { msg: 'Currency is required' }],
      });
    default:
      return send(404, { success: false, message: 'Not found' });
  }
}

const PDF_BYTES = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2, 0xe3, 0xcf, 0xd3, 0xff, 0x00, 0x0a]);

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  Object.assign(api, {
    access: 'access-1',
    refresh: 'refresh-1',
    expired: new Set(['access-0']),
    refreshCalls: 0,
  });
  Object.assign(api, { failRefresh: false, refreshGivesExpired: false, superseded: false, abandoned: 0 });
  api.stallRefresh = false;
  Object.assign(api, { holdExpired: 0, held: [], seen: [] });
});

/** A client whose stored access token is `access` ('access-0' = expired, 'access-1' = valid). */
function setup(access = 'access-1', base = baseUrl, refreshTimeoutMs?: number) {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  const session = createSession(storage);
  session.saveLogin({ email: 'landlord@example.com', access_token: access, refresh_token: 'refresh-1' });
  map.set(STORAGE_KEYS.collapsedSidebar, 'false');
  const onLogout = vi.fn();
  const client = createHttpClient({
    baseUrl: base,
    session,
    onLogout,
    now: () => 1_700_000_000_000,
    ...(refreshTimeoutMs ? { refreshTimeoutMs } : {}),
  });
  return { map, session, onLogout, client };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (err: unknown) => err,
  );
const apiError = (err: unknown) =>
  err instanceof ApiError ? err : expect.fail(`not an ApiError: ${String(err)}`);

describe('token refresh', () => {
  it('two concurrent 4012s share ONE refresh, then both retry with X-Retry and the new token', async () => {
    const { client, session, onLogout } = setup('access-0');
    api.holdExpired = 2;
    const [a, b] = await Promise.all([
      client.get('items', { query: { n: 1 } }),
      client.get('items', { query: { n: 2 } }),
    ]);
    expect(api.refreshCalls).toBe(1);
    expect(a).toMatchObject({ success: true, data: { token: 'access-2', query: { n: '1' } } });
    expect(b).toMatchObject({ success: true, data: { token: 'access-2', query: { n: '2' } } });
    const retries = api.seen.filter((s) => s.retry !== undefined);
    expect(retries).toEqual([
      expect.objectContaining({ retry: '1', auth: 'Bearer access-2' }),
      expect.objectContaining({ retry: '1', auth: 'Bearer access-2' }),
    ]);
    expect(api.seen.find((s) => s.path === '/api/refresh/token')?.auth).toBe('Bearer refresh-1');
    expect([session.getAccessToken(), session.getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a failed refresh logs out once and clears the stored login', async () => {
    const { client, map, onLogout } = setup('access-0');
    api.failRefresh = true;
    api.holdExpired = 2;
    const errors = await Promise.all([
      failure(client.get('items', { query: { n: 1 } })),
      failure(client.get('items', { query: { n: 2 } })),
    ]);
    for (const err of errors)
      expect(apiError(err)).toMatchObject({ status: 401, message: 'Invalid refresh token' });
    expect(api.refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect([
      map.get(STORAGE_KEYS.user),
      map.get(STORAGE_KEYS.authToken),
      map.get(STORAGE_KEYS.refreshToken),
    ]).toEqual([undefined, undefined, undefined]);
    expect(map.get(STORAGE_KEYS.collapsedSidebar)).toBe('false');
  });

  it('a second 4012 on the retried request logs out instead of refreshing again', async () => {
    const { client, onLogout } = setup('access-0');
    api.refreshGivesExpired = true;
    const err = apiError(await failure(client.get('items')));
    expect(err).toMatchObject({ status: 401, code: 4012, message: 'Token expired' });
    expect(api.refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('a refresh another tab made a moment before (409)', () => {
  it('waits for the tokens the other tab stores and retries with them, without logging out', async () => {
    const { client, session, onLogout } = setup('access-0');
    api.superseded = true;
    // The other tab's answer arrives and its tokens reach this tab's storage 200 ms later.
    setTimeout(() => session.saveTokens('access-1', 'refresh-1'), 200);
    const body = await client.get('items');
    expect(body).toMatchObject({ success: true, data: { token: 'access-1' } });
    expect(api.refreshCalls).toBe(1);
    expect(api.abandoned).toBe(0);
    expect(api.seen.at(-1)).toMatchObject({ path: '/api/items', retry: '1', auth: 'Bearer access-1' });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out when no tokens come within the wait', async () => {
    const { client, session, onLogout } = setup('access-0');
    api.superseded = true;
    expect(apiError(await failure(client.get('items')))).toMatchObject({ status: 409 });
    // It asked the server to end the session, so whoever refreshed first is shut out too.
    expect(api.abandoned).toBe(1);
    expect(api.seen.filter((s) => s.path === '/api/refresh/token').map((s) => s.auth)).toEqual([
      'Bearer refresh-1',
      'Bearer refresh-1',
    ]);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBeNull();
  });
});

it('a refresh that never answers fails as a network error after the timeout, still signed in', async () => {
  const { client, session, onLogout } = setup('access-0', baseUrl, 300);
  api.stallRefresh = true;
  const err = apiError(await failure(client.get('items')));
  expect(err.status).toBe(0);
  expect(onLogout).not.toHaveBeenCalled();
  expect(session.getRefreshToken()).toBe('refresh-1');
});

describe('logout rules', () => {
  it('403 logs out and clears the login', async () => {
    const { client, session, onLogout } = setup();
    expect(apiError(await failure(client.get('forbidden')))).toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBeNull();
  });

  it('401 without 4012 logs out without a refresh', async () => {
    const { client, onLogout } = setup('forged');
    expect(apiError(await failure(client.get('items')))).toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(api.refreshCalls).toBe(0);
  });

  it('an unauthenticated call (auth: false) sends no token and a 401 does not log out', async () => {
    const { client, session, onLogout } = setup();
    const err = await failure(
      client.post('users/login', { email: 'x@example.com', password: 'bad' }, { auth: false }),
    );
    expect(apiError(err)).toMatchObject({ status: 401, message: 'Invalid credentials' });
    expect(api.seen[0]?.auth).toBeUndefined();
    expect(onLogout).not.toHaveBeenCalled();
    expect(session.getAccessToken()).toBe('access-1');
  });
});

describe('duplicate in-flight requests', () => {
  it('a second identical request aborts the first, which rejects with Aborted', async () => {
    const { client } = setup();
    const first = failure(client.post('echo', { amount: 1 }, { query: { delay: 150 } }));
    const second = client.post('echo', { amount: 1 }, { query: { delay: 150 } });
    const err = await first;
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('Aborted');
    expect(isAborted(err)).toBe(true);
    await expect(second).resolves.toMatchObject({ success: true, data: { amount: 1 } });
  });

  it('different bodies, different URLs and FormData bodies are not aborted', async () => {
    const { client } = setup();
    const forms = [new FormData(), new FormData()];
    for (const form of forms) form.append('payload', '{"amount":1}');
    const results = await Promise.all([
      client.post('echo', { amount: 1 }, { query: { delay: 50 } }),
      client.post('echo', { amount: 2 }, { query: { delay: 50 } }),
      client.post('echo', { amount: 1 }, { query: { delay: 50, x: 1 } }),
      client.post('echo', forms[0], { query: { delay: 50 } }),
      client.post('echo', forms[1], { query: { delay: 50 } }),
    ]);
    expect(results.map((r) => (r as { success: boolean }).success)).toEqual([true, true, true, true, true]);
    const multipart = api.seen.filter((s) => s.contentType?.startsWith('multipart/form-data; boundary='));
    expect(multipart).toHaveLength(2);
  });

  it("the caller's signal aborts with Aborted", async () => {
    const { client } = setup();
    const controller = new AbortController();
    const pending = failure(client.get('echo', { query: { delay: 200 }, signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(isAborted(await pending)).toBe(true);
  });
});

describe('requests and responses', () => {
  it('sends the bearer token and JSON content type, drops empty query values, records LAST_ACTIVITY', async () => {
    const { client, map } = setup();
    map.delete(STORAGE_KEYS.lastActivity);
    const body = await client.get('items', { query: { page: 1, q: undefined, role: null, active: true } });
    expect(body).toEqual({
      success: true,
      message: 'ok',
      data: { token: 'access-1', query: { page: '1', active: 'true' } },
    });
    expect(map.get(STORAGE_KEYS.lastActivity)).toBe('1700000000000');
    await client.post('echo', { amount: '10.500' });
    expect(api.seen.at(-1)).toMatchObject({ auth: 'Bearer access-1', contentType: 'application/json' });
  });

  it('a success:false body rejects with the server message', async () => {
    const { client, onLogout } = setup();
    expect(apiError(await failure(client.get('fail')))).toMatchObject({
      status: 200,
      message: 'Invoice not found',
    });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a 422 rejects with the detail messages joined', async () => {
    const { client } = setup();
    const err = apiError(await failure(client.post('invalid', {})));
    expect(err).toMatchObject({ status: 422, message: 'Amount is required; Currency is required' });
  });

  it('tolerates empty and non-JSON bodies', async () => {
    const { client } = setup();
    await expect(client.get('empty')).resolves.toBeNull();
    expect(apiError(await failure(client.get('html')))).toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it("a network failure rejects with status 0 and 'Something went wrong'", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client } = setup('access-1', `http://127.0.0.1:${port}/api`);
    const err = apiError(await failure(client.get('items')));
    expect(err).toMatchObject({ status: 0, message: 'Something went wrong' });
    expect(isAborted(err)).toBe(false);
  });
});

describe('files', () => {
  it('answers a file (a PDF) as a Blob with its bytes unchanged, with the token sent', async () => {
    const { client } = setup();
    const file = await client.get<Blob>('/file.pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect(api.seen.at(-1)?.auth).toBe('Bearer access-1');
  });
});
