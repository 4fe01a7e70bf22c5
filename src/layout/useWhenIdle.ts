import { useEffect } from 'react';

/**
 * Runs `task` once, after the panel is drawn and the browser is idle (two seconds at most), or
 * 200 ms after where the browser has no idle callback (Safari): code a click may soon need (the
 * header's menus, the toast) is fetched then, without competing with the first screen's own.
 * `task` must not change between renders (a module's function).
 */
export function useWhenIdle(task: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 2_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }, [task]);
}
