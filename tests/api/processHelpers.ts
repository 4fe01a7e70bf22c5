import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** Collects a child's stdout and stderr, and resolves with the first match of `pattern`. */
export function watchOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 90_000) {
  let output = '';
  const matched = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`exited before ${pattern}:\n${output}`));
    });
  });
  return { matched, output: () => output };
}

/** True when nothing accepts a connection on the port any more. */
export function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Polls until `check` holds or the time is up; returns its last answer. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ids of live processes whose environment holds `marker` (Linux /proc; [] elsewhere). */
export function processesWithEnv(marker: string): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (/^\d+ \(.*\) Z/.test(status)) return false; // a zombie holds nothing
        return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}
