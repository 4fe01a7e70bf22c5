import { lazy } from 'react';
import type * as HeaderMenus from './headerMenus';
import { useWhenIdle } from './useWhenIdle';

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

const fetchMenusNow = () => void fetchHeaderMenus();

/** Once the panel is drawn and the browser is idle, the dropdowns' code, so a click finds it here. */
export function useHeaderMenusWhenIdle() {
  useWhenIdle(fetchMenusNow);
}
