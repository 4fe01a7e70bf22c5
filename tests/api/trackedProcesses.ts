import { spawn, type ChildProcess } from 'node:child_process';

/*
 * Processes a test or a bench starts (tests/api/twoInstanceCluster.ts) must never outlive it, even
 * when it is killed with SIGKILL (a hook's timeout, Ctrl+C): a watchdog process of its own
 * (detached, so a Ctrl+C to the terminal's group does not end it first) is told each pid on its
 * stdin and, when that pipe closes (the parent has exited, however it died), kills those still listed.
 */
const WATCHDOG = `
const pids = new Set();
let rest = '';
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) line.startsWith('-') ? pids.delete(line.slice(1)) : pids.add(line);
});
process.stdin.on('end', () => {
  for (const pid of pids) try { process.kill(Number(pid), 'SIGKILL'); } catch {}
  process.exit(0);
});`;
let watchdog: ChildProcess | undefined;
function watch(pid: number, on: boolean): void {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    // Neither the watchdog nor its pipe keeps this process alive.
    watchdog.unref();
    (watchdog.stdin as unknown as { unref(): void }).unref();
  }
  watchdog.stdin?.write(`${on ? '' : '-'}${pid}\n`);
}

export function spawnTracked(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid) {
    watch(child.pid, true);
    child.once('exit', () => watch(child.pid!, false));
  }
  return child;
}

/** SIGTERM (the servers close cleanly), then SIGKILL for whatever is still there after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
