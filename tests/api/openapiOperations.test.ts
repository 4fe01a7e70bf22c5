import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKED_PATHS } from '../../server/openapi/markedPaths';
import { CONFLICT_ROUTES, LIMITED_ROUTES } from '../../server/openapi/refusals';
import { openApiPath } from '../../server/http/openapi';
import { reported, tenantContract } from './maintenanceFixtures';
import { bearer, login, startTestApp } from './testApp';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Issue 32 item 5: what every operation of the document states. */
describe('every operation in /api/openapi.json', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let paths: Paths;
  const operations = () =>
    Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  /** The registered routes the document describes, by `METHOD /documented/{path}`. */
  const apiRoutes = () =>
    new Map(
      ctx.app.routeTable
        .filter((r) => r.method !== 'HEAD')
        .map((r) => [`${r.method} ${openApiPath(r.url)}`, r] as const),
    );

  beforeAll(async () => {
    ctx = await startTestApp('pglite');
    paths = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('has an operationId and a summary, and no two share an operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const unnamed = all.filter(({ operation }) => !operation.operationId || !operation.summary);
    expect(unnamed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(paths['/api/properties/get/{id}']?.get?.operationId).toBe('propertiesGetById');
  });

  it('describes only /api paths, none twice under an ambiguous form', () => {
    expect(Object.keys(paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(paths).filter((p) => p.startsWith('/api/docs') || p === '/api/*')).toEqual([]);
    for (const [original, marked] of Object.entries(MARKED_PATHS)) {
      expect(paths[openApiPath(original)], original).toBeUndefined();
      expect(paths[openApiPath(marked)], marked).toBeDefined();
    }
  });

  it('states the bearer token on every signed-in operation and none on the public ones', () => {
    const routes = apiRoutes();
    const wrong = operations().flatMap(({ method, path, operation }) => {
      const route = routes.get(`${method} ${path}`);
      if (!route) return [`${method} ${path}: no such route`];
      const expected = route.config.public ? [] : [{ bearerAuth: [] }];
      return JSON.stringify(operation.security) === JSON.stringify(expected) ? [] : [`${method} ${path}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists the 4xx answers the route states: 401 signed in, 403 by permission, 402 when it creates, 404 by id', () => {
    const routes = apiRoutes();
    const missing = operations().flatMap(({ method, path, operation }) => {
      const config = routes.get(`${method} ${path}`)!.config;
      const expected = [
        ...(config.public ? [] : ['401']),
        ...(config.permission || config.roles ? ['403'] : []),
        ...(config.creates ? ['402'] : []),
        ...(path.includes('{') && path !== '/api/get/{id}' ? ['404'] : []),
      ];
      const statuses = Object.keys(operation.responses);
      const absent = expected.filter((status) => !statuses.includes(status));
      if (!statuses.some((s) => /^4(\d\d|XX)$/.test(s))) absent.push('any 4xx');
      return absent.length ? [`${method} ${path}: ${absent.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
    const create = paths['/api/properties/create']!.post!.responses;
    expect(Object.keys(create)).toEqual(
      expect.arrayContaining(['400', '401', '402', '403', '409', '413', '422']),
    );
    expect(create['422']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
  });

  it('names only registered routes in its catalogues', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const unknown = [...CONFLICT_ROUTES, ...LIMITED_ROUTES].filter((route) => !registered.has(route));
    expect(unknown).toEqual([]);
    const urls = new Set(ctx.app.routeTable.map((r) => r.url));
    const unmarked = Object.entries(MARKED_PATHS).filter(([from, to]) => !urls.has(from) || !urls.has(to));
    expect(unmarked).toEqual([]);
  });

  it('serves a marked path exactly as its original', async () => {
    await tenantContract(ctx.app);
    const tenant = (await login(ctx.app, 'tenant@example.com')).data.access_token;
    const landlord = (await login(ctx.app, 'landlord@example.com')).data.access_token;
    const { id } = await reported(ctx.app, tenant);
    // A comment sent to the marked path is read back from the original one.
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/maintenance-requests/comments/${id}`,
      headers: bearer(landlord),
      payload: { body: 'A technician comes on Sunday.' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const original = await ctx.app.inject({
      url: `/api/maintenance-requests/${id}/comments`,
      headers: bearer(landlord),
    });
    const marked = await ctx.app.inject({
      url: `/api/maintenance-requests/comments/${id}`,
      headers: bearer(landlord),
    });
    expect(original.statusCode).toBe(200);
    expect(original.body).toContain('A technician comes on Sunday.');
    expect([marked.statusCode, marked.json()]).toEqual([200, original.json()]);
    // The same access rule: a landlord may not answer plan-flexibility requests on either path.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/super/plan-flexibility/${unknownId}/answer`,
      `/api/super/plan-flexibility/answer/${unknownId}`,
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(landlord), payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
