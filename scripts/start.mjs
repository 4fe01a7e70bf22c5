/**
 * `npm start`: build the panel and the site when the sources are newer than the last build,
 * then run the server (which migrates and, on first start of the embedded database, seeds).
 *
 * Stopping: Ctrl+C reaches every process of the terminal's group. A signal sent to npm's process
 * alone (a process manager, a test) does not reach us: npm forwards it to the `sh -c` running this
 * file, and sh dies without passing it on. So we also stop when our parent is gone, and hand every
 * signal we do get to the child under way; the server closes cleanly and nothing is left behind.
 */
import { spawn } from 'node:child_process';
import { buildIsCurrent } from './build-stamp.mjs';

const PARENT_CHECK_MS = 500;

/** The child under way (the build, then the server): stopping means stopping it. */
let current;
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (!current || current.exitCode !== null || current.signalCode !== null) process.exit(1);
  // The build runs in a process group of its own (npm, sh, vite): the whole group is told.
  if (current.spawnargs[0] === 'npm') process.kill(-current.pid, signal);
  else current.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// Node's process.ppid is read once at start, so ask whether that process still exists.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch (err) {
    if (err.code === 'ESRCH') stop('SIGTERM');
  }
}, PARENT_CHECK_MS).unref();

/** Runs a child to its end; resolves with its exit code (1 when a signal ended it). */
function run(command, args, options) {
  current = spawn(command, args, { stdio: 'inherit', ...options });
  return new Promise((resolve) => current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

// With STATIC_DIR the operator serves a build of their own; only the default dist/ is ours to build.
// `npm run build` writes the stamp itself (scripts/build-stamp.mjs), so a build made by hand counts.
// PUBLIC_URL needs no build of its own: the server puts it in the site's addresses as it answers.
if (!process.env.STATIC_DIR && !buildIsCurrent()) {
  console.log('Building the admin panel and the public site…');
  const status = await run('npm', ['run', 'build'], { detached: true });
  if (status !== 0 || stopping) process.exit(status || 1);
}

// `node` itself (not npx) runs the server, so the signals we pass on reach it.
const status = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(status);
