import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerStatic } from '../../server/http/static';

/*
 * Issue 21 item 7: the auth pages rendered at build time are what the server answers their paths
 * with; every other panel path still gets the single-page app's shell.
 */
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-prerendered-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), text);
  };
  write('admin/index.html', '<div id="root"></div>');
  write('admin/assets/index-abc.js', 'console.log(1)');
  write('site/index.html', 'home');
  write('prerendered/admin-panel/auth/login.html', '<div id="root" data-prerendered="login">Sign in</div>');
  write('prerendered/admin-panel/auth/register.html', '<div id="root" data-prerendered="register"></div>');
  write(
    'prerendered/admin-panel/auth/login.ar.html',
    '<html lang="ar" dir="rtl"><div id="root" data-prerendered="login" data-locale="ar">تسجيل الدخول</div>',
  );
  // scripts/precompress.ts's copies.
  const loginHtml = '<div id="root" data-prerendered="login">Sign in</div>';
  writeFileSync(path.join(staticDir, 'prerendered/admin-panel/auth/login.html.gz'), gzipSync(loginHtml));
  writeFileSync(path.join(staticDir, 'admin/assets/index-abc.js.gz'), gzipSync('console.log(1)'));
  app = Fastify();
  await registerStatic(app, staticDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

it('answers a pre-rendered auth page with its own HTML, whatever the query', async () => {
  for (const url of [
    '/admin-panel/auth/login',
    '/admin-panel/auth/login?next=%2Fadmin-panel%2Fpayments%2Fpay',
  ]) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('data-prerendered="login"');
  }
  const register = await app.inject({ method: 'GET', url: '/admin-panel/auth/register' });
  expect(register.body).toContain('data-prerendered="register"');
});

it('answers in Arabic by the language cookie, else by Accept-Language, saying it varies by both', async () => {
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/admin-panel/auth/login', headers });
  const arabic: Record<string, string>[] = [
    { cookie: 'rentals_locale=ar' },
    { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' },
    { cookie: 'other=1; rentals_locale=ar', 'accept-language': 'en-US' },
  ];
  for (const headers of arabic) {
    const res = await get(headers);
    expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    expect(res.body, JSON.stringify(headers)).toContain('data-locale="ar"');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
  }
  const english: Record<string, string>[] = [
    {},
    { 'accept-language': 'en-GB,ar;q=0.5' },
    { cookie: 'rentals_locale=en', 'accept-language': 'ar' },
  ];
  for (const headers of english) {
    const res = await get(headers);
    expect(res.body, JSON.stringify(headers)).toContain('Sign in');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
  }
  // A page the build wrote in English only stays English.
  const register = await app.inject({
    method: 'GET',
    url: '/admin-panel/auth/register',
    headers: { cookie: 'rentals_locale=ar' },
  });
  expect(register.body).toContain('data-prerendered="register"');
  // The Arabic file is not a page of its own.
  const file = await app.inject({ method: 'GET', url: '/admin-panel/auth/login.ar' });
  expect(file.body).toBe('<div id="root"></div>');
});

it('answers the other panel paths with the single-page app, and a missing asset with 404', async () => {
  for (const url of [
    '/admin-panel',
    '/admin-panel/dashboard',
    '/admin-panel/auth/otp',
    '/admin-panel/auth/login/x',
  ]) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe('<div id="root"></div>');
  }
  expect((await app.inject({ method: 'GET', url: '/admin-panel/assets/missing.js' })).statusCode).toBe(404);
});

it('answers a form posted before its script took over with the page again, reading no body', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-panel/auth/login?next=%2Fadmin-panel%2Fpayments%2Fpay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=landlord%40example.com&password=Demo%402026',
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/admin-panel/auth/login?next=%2Fadmin-panel%2Fpayments%2Fpay');
  expect(res.body).not.toContain('Demo');
  // Only the pre-rendered pages take such a post.
  const other = await app.inject({ method: 'POST', url: '/admin-panel/dashboard', payload: 'a=b' });
  expect(other.statusCode).toBe(404);
});

it('sends the compressed copies of the build to a browser that accepts them', async () => {
  const page = await app.inject({
    method: 'GET',
    url: '/admin-panel/auth/login',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(gunzipSync(page.rawPayload).toString()).toContain('data-prerendered="login"');
  const script = await app.inject({
    method: 'GET',
    url: '/admin-panel/assets/index-abc.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(script.headers['content-encoding']).toBe('gzip');
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gunzipSync(script.rawPayload).toString()).toBe('console.log(1)');
  // Without Accept-Encoding, the file itself.
  const plain = await app.inject({ method: 'GET', url: '/admin-panel/assets/index-abc.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe('console.log(1)');
});
