import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, type MouseEvent } from 'react';
import { DataProviderContext, useAuthProvider, useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PANEL_BASE } from '../../domain/panelPaths';
import type { LoggedInUser } from '../../domain/user';
import { session } from '../api/session';
import { askFirstPage, offerMenuScreens, preloadScreen } from '../registry/screenPreload';

/**
 * How long a click waits for the screen's first answer before it opens the screen anyway. Opened
 * with its rows in hand, a list is drawn once, with them; opened before, it is drawn empty, then
 * drawn again when they come (each drawing of a list costs 100-300 ms of a loaded machine's CPU).
 * Past this wait the screen opens and shows its rows as they come, as it did before.
 */
const FIRST_PAGE_WAIT_MS = 250;

const waited = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A click the browser handles itself (a new tab or window): left alone. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * What a menu entry does for the screen it opens (issue 37 item 3): its code is fetched when the
 * pointer or the focus comes to the entry, and a click goes to the screen once its code is here,
 * the current screen staying until then. The screen is then drawn without suspending, so React
 * never shows a fallback and never holds the rows back behind its 300 ms throttle. The click also
 * asks for the screen's first page (src/registry/firstPage.ts), and the screen opens once it has
 * been answered (or after FIRST_PAGE_WAIT_MS), so that it is drawn once, with its rows.
 */
export function useScreenLink() {
  const navigate = useNavigate();
  // Read, not required: a menu drawn outside the panel (a test's) opens screens without asking
  // ahead. The data provider as given: a refusal of the first page is met again, and handled as
  // react-admin does, when the screen asks for the query it finds failed.
  const queryClient = useContext(QueryClientContext);
  const dataProvider = useContext(DataProviderContext);
  const authProvider = useAuthProvider();
  const store = useStoreContext();
  return (url: string, onClick?: () => void) => ({
    onPointerEnter: () => void preloadScreen(url),
    onFocus: () => void preloadScreen(url),
    onClick: (event: MouseEvent) => {
      onClick?.();
      if (opensElsewhere(event)) return;
      event.preventDefault();
      // A list already open has its rows: its entry clicked again asks for nothing more.
      const rows =
        queryClient && dataProvider && authProvider && window.location.pathname !== `${PANEL_BASE}${url}`
          ? askFirstPage(url, {
              queryClient,
              dataProvider,
              authProvider,
              store,
              user: session.getStoredUser<LoggedInUser>(),
            })
          : undefined;
      const go = () => navigate(`${PANEL_BASE}${url}`);
      const answered = rows ? Promise.race([rows, waited(FIRST_PAGE_WAIT_MS)]) : undefined;
      Promise.all([preloadScreen(url), answered]).then(go, go);
    },
  });
}

/** The menu tells which screens it offers, so an idle dashboard can fetch their code ahead. */
export function useOfferedScreens(urls: readonly string[]) {
  const key = urls.join('\n');
  useEffect(() => offerMenuScreens(key.split('\n')), [key]);
}
