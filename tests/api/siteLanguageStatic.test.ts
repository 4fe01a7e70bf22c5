import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerSiteLanguage } from '../../server/http/siteLanguage';
import { registerStatic } from '../../server/http/static';

/*
 * Issue 22 item 7: the built site's pages in both languages as the server serves them: /ar/ is
 * the Arabic home page, the English pages vary by Accept-Language and Cookie, the 404 pages are
 * never pages of their own.
 */
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-site-language-'));
  for (const [file, text] of [
    ['site/index.html', 'home'],
    ['site/features.html', 'features'],
    ['site/404.html', 'not found'],
    ['site/ar/index.html', 'الرئيسية'],
    ['site/ar/features.html', 'المزايا'],
    ['site/ar/404.html', 'غير موجودة'],
  ] as const) {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), text);
  }
  app = Fastify();
  registerSiteLanguage(app);
  await registerStatic(app, staticDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

it('serves the English and the Arabic pages, the English ones varying by language', async () => {
  const english = await app.inject({ method: 'GET', url: '/features' });
  expect(english.statusCode).toBe(200);
  expect(english.body).toBe('features');
  expect(english.headers.vary).toMatch(/Accept-Language, Cookie/);
  const home = await app.inject({ method: 'GET', url: '/ar/' });
  expect(home.statusCode).toBe(200);
  expect(home.body).toBe('الرئيسية');
  expect((await app.inject({ method: 'GET', url: '/ar/features' })).body).toBe('المزايا');
  const redirected = await app.inject({
    method: 'GET',
    url: '/features',
    headers: { 'accept-language': 'ar' },
  });
  expect(redirected.statusCode).toBe(302);
  expect(redirected.headers.location).toBe('/ar/features');
  const head = await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-language': 'ar-KW' } });
  expect(head.headers.location).toBe('/ar/');
  for (const url of ['/ar/404', '/ar/404.html', '/404'])
    expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
});
