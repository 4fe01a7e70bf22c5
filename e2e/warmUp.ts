import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../server/db/seed';

/**
 * Before the first test, pays once what a cold machine otherwise charges the first specs
 * (issue 16 item 11: three specs hit the 30 s budget on a fresh 2-core machine, never later):
 * - each server's first sign-ins (argon2 and the database's first plans of those queries, and
 *   V8 compiling the request path), by signing in every demo user through the API;
 * - the built panel read from disk, by fetching every asset the way the browser would;
 * Chromium's first start and the panel's first load are paid next, by the demo users' one sign-in
 * each (e2e/demoSessions.ts, from e2e/globalSetup.ts).
 * Nothing here changes data a spec reads: signing in only records the time of the last login.
 */
export async function warmUp(baseUrls: string[], staticDir: string): Promise<void> {
  // The compressed copies (scripts/precompress.ts) are what these fetches get: not asked for apart.
  const assets = readdirSync(path.join(staticDir, 'admin', 'assets'))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `/admin-panel/assets/${name}`);
  for (const base of baseUrls) {
    for (const login of DEMO_LOGINS.filter((l) => l.email !== 'pending@example.com')) {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: login.email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`warm-up: ${login.email} could not sign in at ${base} (${res.status})`);
    }
    await Promise.all(
      ['/admin-panel/auth/login', ...assets].map((url) => fetch(base + url).then((r) => r.arrayBuffer())),
    );
  }
}
