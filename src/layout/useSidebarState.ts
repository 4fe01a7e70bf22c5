import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../domain/storageKeys';

/** Spec sections 4 and 9: the sidebar's constants. */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767.98px)';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

/** Collapsed unless the user expanded it before (UI state collapsedSidebar, default true). */
function readCollapsed(): boolean {
  return localStorage.getItem(STORAGE_KEYS.collapsedSidebar) !== 'false';
}

function persistCollapsed(collapsed: boolean): void {
  localStorage.setItem(STORAGE_KEYS.collapsedSidebar, String(collapsed));
  // The cookie holds whether the sidebar is open, as the spec's component convention has it.
  document.cookie = `${SIDEBAR_COOKIE}=${!collapsed}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The sidebar's state: on desktop collapsed/expanded (persisted), below 768 px an overlay drawer
 * that starts closed. Ctrl or Meta + b toggles whichever applies.
 */
export function useSidebarState() {
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setCollapsed((value) => {
      persistCollapsed(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, collapsed, mobileOpen, setMobileOpen, toggle };
}
