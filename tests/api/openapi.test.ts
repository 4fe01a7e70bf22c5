import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okAnswer } from '../../domain/answerSchemas';
import { loadConfig } from '../../server/config';
import { registerOpenApi, routesWithoutResponseSchema } from '../../server/http/openapi';
import { strictSerializerCompiler } from '../../server/http/responseSerializer';
import { bearer, buildTestApp, login, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './testApp';

/** Issue #17 item 5: the OpenAPI 3.1 document of the whole API and its reader. */
describe('/api/openapi.json and /api/docs', () => {
  let database: TestDatabase;
  let dev: Awaited<ReturnType<typeof buildTestApp>>;
  let prod: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dev = await buildTestApp(database.handle);
    prod = await buildTestApp(database.handle, { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
    await database?.close();
  });

  const fetchDocument = async () => {
    const res = await dev.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
  };

  it('validates as OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every API route with a response schema for its success answer', async () => {
    const document = await fetchDocument();
    expect(routesWithoutResponseSchema(dev.app.routeTable, document)).toEqual([]);
    // Not a vacuous pass: the walk saw the routes, and request schemas made it in too.
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    const login = document.paths['/api/users/login']?.post as { requestBody?: unknown };
    expect(login.requestBody).toBeDefined();
    expect(document.paths['/api/*']).toBeUndefined();
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('finds a route that declares no response schema, and one the document misses', async () => {
    // A small app with the same OpenAPI set-up and one route that describes no answer.
    const app = Fastify();
    const routes: { method: string; url: string }[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({ method: String(route.method), url: route.url });
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }));
    app.get('/api/bare/:id', { config: { public: true } }, async () => ({ ok: true }));
    app.get(
      '/api/described',
      { config: { public: true }, schema: { response: { 200: okAnswer(z.object({ ok: z.boolean() })) } } },
      async () => ({ success: true as const, message: 'OK', data: { ok: true } }),
    );
    try {
      const document = (await app.inject({ url: '/api/openapi.json' })).json();
      expect(routesWithoutResponseSchema(routes, document)).toEqual([
        'GET /api/bare/:id: no response schema for its success answer',
      ]);
      const withGhost = [...routes, { method: 'POST', url: '/api/ghost' }];
      expect(routesWithoutResponseSchema(withGhost, document)).toContain(
        'POST /api/ghost: not in the document',
      );
    } finally {
      await app.close();
    }
  });

  it('under test, a response schema that drops a key the handler returned is a 500 naming it', async () => {
    const app = Fastify();
    app.setSerializerCompiler(strictSerializerCompiler);
    app.get(
      '/api/extra',
      { schema: { response: { 200: okAnswer(z.object({ kept: z.string() })) } } },
      async () => ({ success: true, message: 'OK', data: { kept: 'a', forgotten: 'b' } }),
    );
    const errors: string[] = [];
    app.setErrorHandler((error, _request, reply) => {
      errors.push((error as Error).message);
      return reply.code(500).send('failed');
    });
    try {
      expect((await app.inject({ url: '/api/extra' })).statusCode).toBe(500);
      expect(errors.join()).toContain('$.data.forgotten');
    } finally {
      await app.close();
    }
  });

  it('in development serves the document and the reader without a token, assets included', async () => {
    const page = await dev.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await dev.app.inject({ url: new URL(src, 'http://x/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    // Inline scripts would be blocked by the panel's Content-Security-Policy.
    expect(page.body).not.toMatch(/<script>/);
    expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('in production needs the super admin for the document', async () => {
    for (const url of ['/api/openapi.json', '/api/docs/json', '/api/docs/yaml']) {
      expect((await prod.app.inject({ url })).statusCode, url).toBe(401);
      const landlord = (await login(prod.app, 'landlord@example.com')).data.access_token;
      expect((await prod.app.inject({ url, headers: bearer(landlord) })).statusCode, url).toBe(403);
      const admin = (await login(prod.app, 'super@example.com')).data.access_token;
      const res = await prod.app.inject({ url, headers: bearer(admin) });
      expect(res.statusCode, url).toBe(200);
    }
    // The reader itself holds no data; it fetches the document with the panel's stored token.
    const initializer = await prod.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('WEB_ADMIN_AUTH_TOKEN');
  });
});
