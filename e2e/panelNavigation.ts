import { expect, type Page } from '@playwright/test';

/** Set on what the screen shown before a move drew, so that the next screen's own elements can be told apart. */
const LEFT = 'data-e2e-left';
/** The header's level-one heading, into which every screen puts its title (react-admin's Title). */
const TITLE = '#react-admin-title';

/**
 * Opens a screen of the panel that is already loaded, as its menu and links do: the panel's router
 * moves to the path (history.pushState, then the popstate the router listens to), with no reload.
 * A reload costs Chromium a second or more of script on a 2-core machine (the panel's JavaScript
 * compiled again, the session and config read again), and a spec walking fifty screens paid it
 * fifty times (issue 33); a person moves between screens without one too.
 *
 * It returns once the new screen has put its own title in the header (every element the screen
 * before it drew is marked first, and the router keeps the old screen up until the new one is
 * ready), so nothing the caller checks next can be read off the screen it left. A path the panel
 * is already on is loaded afresh (no element of it would be new).
 */
export async function openInPanel(page: Page, panelPath: string): Promise<void> {
  const target = `/admin-panel/${panelPath}`;
  const here = page.url() === 'about:blank' ? null : new URL(page.url());
  const panelLoaded =
    here?.pathname.startsWith('/admin-panel/') && !here.pathname.startsWith('/admin-panel/auth/');
  if (!panelLoaded || here?.pathname === target.split('?')[0]) {
    await page.goto(target);
    return;
  }
  // As on a screen just loaded: nothing focused or under the pointer from the screen before (a
  // button left hovered or focused there would be read by axe in that state on the next screen).
  await page.mouse.move(0, 0);
  await page.evaluate(
    ({ path, left, title }) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      document.querySelectorAll(`main *, ${title} *`).forEach((element) => element.setAttribute(left, ''));
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { path: target, left: LEFT, title: TITLE },
  );
  // The address may carry a query (a filter, a section): matched as it is written.
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`${TITLE} *:not([${LEFT}])`).first()).toBeAttached();
}
