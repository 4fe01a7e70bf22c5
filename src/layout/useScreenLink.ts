import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useAuthProvider, useDataProvider, useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PANEL_BASE } from '../../domain/panelPaths';
import type { LoggedInUser } from '../../domain/user';
import { session } from '../api/session';
import { askFirstPage, offerMenuScreens, preloadScreen } from '../registry/screenPreload';

/** A click the browser handles itself (a new tab or window): left alone. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * What a menu entry does for the screen it opens (issue 37 item 3): its code is fetched when the
 * pointer or the focus comes to the entry, and a click goes to the screen once its code is here,
 * the current screen staying until then. The screen is then drawn without suspending, so React
 * never shows a fallback and never holds the rows back behind its 300 ms throttle. The click also
 * asks for the screen's first page (src/registry/firstPage.ts), which travels while it is drawn.
 */
export function useScreenLink() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
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
      if (authProvider && window.location.pathname !== `${PANEL_BASE}${url}`) {
        const user = session.getStoredUser<LoggedInUser>();
        askFirstPage(url, { queryClient, dataProvider, authProvider, store, user });
      }
      const go = () => navigate(`${PANEL_BASE}${url}`);
      preloadScreen(url).then(go, go);
    },
  });
}

/** The menu tells which screens it offers, so an idle dashboard can fetch their code ahead. */
export function useOfferedScreens(urls: readonly string[]) {
  const key = urls.join('\n');
  useEffect(() => offerMenuScreens(key.split('\n')), [key]);
}
