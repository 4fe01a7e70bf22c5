import type { FirstPageContext } from './firstPage';
import { panelRegistry } from './panelRegistry';

/** The screens the side menu shows this user (their URLs), kept by the menu as it draws. */
let menuUrls: readonly string[] = [];
let idleFetchAsked = false;

/** The side menu tells which screens it offers, so an idle dashboard can fetch their code. */
export function offerMenuScreens(urls: readonly string[]) {
  menuUrls = urls;
}

/** Fetches the code of the screen a panel URL opens (once); resolves when it can be drawn at once. */
export function preloadScreen(url: string): Promise<void> {
  return panelRegistry.screenCode(url)?.preload() ?? Promise.resolve();
}

/** Asks for the first answer of the screen a panel URL opens, before it is drawn (issue 37 item 3). */
export function askFirstPage(url: string, context: FirstPageContext): Promise<void> {
  return panelRegistry.screenCode(url)?.askFirstPage(context) ?? Promise.resolve();
}

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

/**
 * Once the dashboard's figures are drawn and the browser is idle, the code of every screen in the
 * menu, one chunk after another (each at the browser's next idle moment), so the first visit of
 * a list waits for its rows only (issue 37 item 3). Asked for once per visit.
 */
export function preloadMenuScreensWhenIdle() {
  if (idleFetchAsked) return;
  idleFetchAsked = true;
  const queue = [...new Set(menuUrls)];
  const next = () => {
    const url = queue.shift();
    if (url === undefined) return;
    preloadScreen(url).then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  whenIdle(next);
}
