import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteModules } from '../../server/routes';
import { fixtureNoticesContract } from '../fixtures/noticeboard/contract';
import { fixtureNoticesRoutes } from '../fixtures/noticeboard/routes';
import { api } from '../support/api';
import type { Who } from '../support/demoUsers';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import { makeUnit } from '../support/make';

/**
 * The fixture resource (tests/fixtures/noticeboard) added to the API's one list of route modules:
 * its contract states its endpoint's permission and schemas, the route file only the handler,
 * and the guard alone decides who gets in.
 */
describe.each(databaseKinds())('a route module added with one line (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { routeModules: [...(await loadRouteModules()), fixtureNoticesRoutes] });
    await makeUnit(ctx.app, 'landlord@example.com');
    await makeUnit(ctx.app, 'landlord2@example.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const list = (who: Who) => api(ctx.app).as(who).call(fixtureNoticesContract.endpoints.list);

  it('answers the role holding its permission, with that landlord’s rows only', async () => {
    const res = await list('landlord');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ success: true, page: 1 });
    expect(body.total).toBe(1);
    const other = (await list('landlord2')).body;
    expect(other.total).toBe(1);
    const mine = new Set(body.items.map((row) => row.id));
    expect(other.items.some((row) => mine.has(row.id))).toBe(false);
  });

  it('refuses with 403 the roles that do not hold it', async () => {
    for (const who of ['manager', 'tenant'] as const) {
      const res = await list(who);
      expect(res.status, who).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('stands in the route table with its permission, where the route × role walk finds it', () => {
    const route = ctx.app.routeTable.find((r) => r.url === '/api/fixture-notices/list');
    expect(route?.config.permission).toBe('View Bank Settlement');
    expect(route?.config.contract).toBe('fixture-notices.list');
  });

  it('is in the OpenAPI document with its contract’s operationId, summary and answer', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/fixture-notices/list'].get;
    expect(operation).toMatchObject({ operationId: 'fixtureNoticesList', summary: 'List fixture notices' });
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  });

  it('is absent from the app built from the list alone', async () => {
    const plain = await startTestApp(kind);
    try {
      const { data } = await login(plain.app, 'landlord@example.com');
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/fixture-notices/list',
        headers: bearer(data.access_token),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
