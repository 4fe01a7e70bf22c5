import { useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PANEL_BASE } from '../../domain/panelPaths';
import { offerMenuScreens, preloadScreen } from '../registry/screenPreload';

/** A click the browser handles itself (a new tab or window): left alone. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * What a menu entry does for the screen it opens (issue 37 item 3): its code is fetched when the
 * pointer or the focus comes to the entry, and a click goes to the screen once its code is here,
 * the current screen staying until then. The screen is then drawn without suspending, so React
 * never shows a fallback and never holds the rows back behind its 300 ms throttle.
 */
export function useScreenLink() {
  const navigate = useNavigate();
  return (url: string, onClick?: () => void) => ({
    onPointerEnter: () => void preloadScreen(url),
    onFocus: () => void preloadScreen(url),
    onClick: (event: MouseEvent) => {
      onClick?.();
      if (opensElsewhere(event)) return;
      event.preventDefault();
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
