/**
 * `npm start`: build the panel and the site when the sources are newer than the last build,
 * then run the server (which migrates and, on first start of the embedded database, seeds).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = path.resolve('dist/.build-stamp');
const SOURCES = ['src', 'site', 'domain', 'resources', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log('Building the admin panel and the public site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

// `node` itself (not npx) runs the server, so signals reach it and it closes cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
