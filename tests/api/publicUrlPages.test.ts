import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { SITE_ORIGIN_FILE } from '../../server/http/prerenderedPages';
import { registerStatic, siteNotFoundPage } from '../../server/http/static';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 31 item 14: the pages built at `npm run build` carry the build's origin (localhost:3000
 * without PUBLIC_URL); the server answers them, the sitemap and robots.txt with its own PUBLIC_URL
 * instead, as /pricing and the mails do. And with PUBLIC_URL set, a panel page asked for at another
 * address is sent there (the session and the payment gateway's way back live at PUBLIC_URL).
 */
const BUILT = 'http://localhost:3000';
const PUBLIC = 'https://rentals.example.com';

const page = (origin: string, pagePath: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${origin}${pagePath}"/>` +
  `<meta property="og:url" content="${origin}${pagePath}"/>` +
  `<script type="application/ld+json">{"url":"${origin}/","logo":"${origin}/logo.png"}</script></head>` +
  `<body><a href="http://localhost:30001/x">another port</a></body></html>`;

function buildDir(origin: string, recorded: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-public-url-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('admin/index.html', '<div id="root"></div>');
  write('site/index.html', page(origin, '/'));
  write('site/features.html', page(origin, '/features'));
  write('site/ar/index.html', page(origin, '/ar/'));
  write('site/404.html', page(origin, '/404'));
  write(
    'site/sitemap.xml',
    `<?xml version="1.0"?><urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/ar/features</loc></url></urlset>`,
  );
  write('site/robots.txt', `User-agent: *\nSitemap: ${origin}/sitemap.xml\n`);
  write('site/logo.png', 'not really a png');
  if (recorded) write(SITE_ORIGIN_FILE, `${origin}\n`);
  return dir;
}

async function serve(staticDir: string, options: Parameters<typeof registerStatic>[2]) {
  const app = Fastify();
  await registerStatic(app, staticDir, options);
  await app.ready();
  return app;
}

describe('a build made for another address, served at PUBLIC_URL', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A build made without PUBLIC_URL and without the origin file (as before this change).
    dir = buildDir(BUILT, false);
    app = await serve(dir, { publicUrl: PUBLIC, panelOrigin: PUBLIC });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the pages with canonical, Open Graph and JSON-LD addresses at PUBLIC_URL', async () => {
    for (const [url, pagePath] of [
      ['/', '/'],
      ['/features', '/features'],
      ['/ar/', '/ar/'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'rentals.example.com' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${PUBLIC}${pagePath}"/>`);
      expect(res.body, url).toContain(`<meta property="og:url" content="${PUBLIC}${pagePath}"/>`);
      expect(res.body, url).toContain(`{"url":"${PUBLIC}/","logo":"${PUBLIC}/logo.png"}`);
      expect(res.body, url).not.toContain(`${BUILT}/`);
      // Only the whole origin: another port of the same host is left alone.
      expect(res.body, url).toContain('http://localhost:30001/x');
      expect(Number(res.headers['content-length']), url).toBe(Buffer.byteLength(res.body));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers sitemap.xml and robots.txt at PUBLIC_URL', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/ar/features</loc>`);
    expect(sitemap.body).not.toContain(BUILT);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    // Other files as built.
    expect((await app.inject({ method: 'GET', url: '/logo.png' })).body).toBe('not really a png');
  });

  it("answers the 404 page's addresses at PUBLIC_URL too", () => {
    expect(siteNotFoundPage(dir, 'en', PUBLIC)).toContain(`href="${PUBLIC}/404"`);
    expect(siteNotFoundPage(dir, 'en', PUBLIC)).not.toContain(`${BUILT}/`);
  });

  it('sends a panel page asked for at another address to PUBLIC_URL, with its path and query', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin-panel/payments/pay?invoice=7',
      headers: { host: '203.0.113.9:3000' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC}/admin-panel/payments/pay?invoice=7`);
    const root = await app.inject({
      method: 'GET',
      url: '/admin-panel',
      headers: { host: 'old.example.com' },
    });
    expect(root.headers.location).toBe(`${PUBLIC}/admin-panel`);
  });

  it('serves the panel at PUBLIC_URL (by Host or a proxy’s X-Forwarded-Host), on loopback, and leaves the rest alone', async () => {
    const at = (
      headers: Record<string, string>,
      url = '/admin-panel/dashboard',
      method: 'GET' | 'POST' = 'GET',
    ) => app.inject({ method, url, headers });
    expect((await at({ host: 'rentals.example.com' })).statusCode).toBe(200);
    expect((await at({ host: 'RENTALS.example.com' })).statusCode).toBe(200);
    expect((await at({ host: 'app1:3000', 'x-forwarded-host': 'rentals.example.com' })).statusCode).toBe(200);
    // A proxy on the same machine that does not pass the Host on: never a loop.
    expect((await at({ host: '127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await at({ host: 'localhost:3000' })).statusCode).toBe(200);
    // Only panel pages, and only reads.
    expect((await at({ host: '203.0.113.9:3000' }, '/')).statusCode).toBe(200);
    expect((await at({ host: '203.0.113.9:3000' }, '/admin-panelx')).statusCode).not.toBe(302);
    expect((await at({ host: '203.0.113.9:3000' }, '/admin-panel/auth/login', 'POST')).statusCode).not.toBe(
      302,
    );
  });
});

describe('without PUBLIC_URL set, or with the build made for it', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = buildDir(PUBLIC, true);
    // PUBLIC_URL not set: the server's default address, and no redirect of the panel.
    app = await serve(dir, { publicUrl: PUBLIC });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the build as it is when it was made for the same address', async () => {
    const res = await app.inject({ method: 'GET', url: '/features' });
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC}/features"/>`);
  });

  it('never moves a panel page without PUBLIC_URL (the tests and e2e servers use 127.0.0.1)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin-panel/dashboard',
      headers: { host: '10.0.0.5:4173' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('knows PUBLIC_URL was set only when it was', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).publicUrlExplicit).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: `${PUBLIC}/` })).toMatchObject({
      publicUrl: PUBLIC,
      publicUrlExplicit: true,
    });
  });
});

describe.each(databaseKinds())('the server with PUBLIC_URL set (%s)', (kind) => {
  let dir: string;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    dir = buildDir(BUILT, false);
    t = await startTestApp(kind, { env: { PUBLIC_URL: PUBLIC, STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the site, its sitemap and its 404 at PUBLIC_URL, and sends the panel there', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'rentals.example.com' } });
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC}/"/>`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/</loc>`);
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`href="${PUBLIC}/404"`);
    const panel = await t.app.inject({
      method: 'GET',
      url: '/admin-panel/dashboard',
      headers: { host: '203.0.113.9' },
    });
    expect([panel.statusCode, panel.headers.location]).toEqual([302, `${PUBLIC}/admin-panel/dashboard`]);
    // The API is answered wherever it is reached.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '203.0.113.9' },
    });
    expect(health.statusCode).toBe(200);
  });
});
