/**
 * `npm run bench`: every benchmark in bench/, printed as one table. Run after `npm run build`
 * (this script builds the panel first when it is missing). Figures are recorded in bench/README.md.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { routeInitialJs } from './bundleSize';

const distDir = path.resolve('dist/admin');
if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const LOGIN_TARGET_KB = 160;
const rows: { benchmark: string; measured: string; target: string; ok: string }[] = [];

const login = routeInitialJs(distDir, '/admin-panel/auth/login', ['src/auth/AuthPages.tsx']);
const loginKb = login.gzipBytes / 1000;
rows.push({
  benchmark: 'login route initial JS (gzip)',
  measured: `${loginKb.toFixed(1)} kB (${(login.rawBytes / 1000).toFixed(0)} kB raw, ${login.files.length} files)`,
  target: `≤ ${LOGIN_TARGET_KB} kB`,
  ok: loginKb <= LOGIN_TARGET_KB ? 'yes' : 'NO',
});

const panel = routeInitialJs(distDir, '/admin-panel/dashboard', [
  'src/AdminApp.tsx',
  'src/pages/Dashboard.tsx',
]);
rows.push({
  benchmark: 'dashboard initial JS (gzip)',
  measured: `${(panel.gzipBytes / 1000).toFixed(1)} kB (${(panel.rawBytes / 1000).toFixed(0)} kB raw, ${panel.files.length} files)`,
  target: '—',
  ok: '',
});

console.table(rows);
