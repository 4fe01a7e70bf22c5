import { lazy, useEffect } from 'react';
import type * as HeaderMenus from './headerMenus';

/** The header's dropdowns (./headerMenus.tsx), fetched once per visit. */
let fetching: Promise<typeof HeaderMenus> | undefined;
export const fetchHeaderMenus = () => (fetching ??= import('./headerMenus'));

export const UserMenuPopup = lazy(() => fetchHeaderMenus().then((m) => ({ default: m.UserMenuPopup })));
export const LanguageMenuPopup = lazy(() =>
  fetchHeaderMenus().then((m) => ({ default: m.LanguageMenuPopup })),
);

/** What a header button spreads: a pointer or the focus on it fetches the dropdowns' code. */
export const fetchesHeaderMenus = {
  onPointerEnter: () => void fetchHeaderMenus(),
  onFocus: () => void fetchHeaderMenus(),
};

/** Once the panel is drawn and the browser is idle, the dropdowns' code, so a click finds it here. */
export function useHeaderMenusWhenIdle() {
  useEffect(() => {
    const fetchNow = () => void fetchHeaderMenus();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fetchNow, { timeout: 2_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchNow, 200);
    return () => clearTimeout(timer);
  }, []);
}
