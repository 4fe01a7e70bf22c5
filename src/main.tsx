// First: the reader's language and direction for this visit, before any theme or text is built.
import { BOOT_DIRECTION, BOOT_DISPLAY } from './i18n/bootLocale';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// RouterProvider from 'react-router' itself: 'react-router/dom' resolves to a second copy whose
// context the route table's own import of 'react-router' would not see.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { holdEarlySubmits } from './auth/formTakeover';
import { hasStoredSession } from './auth/storedSession';
import {
  hydratesPrerendered,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_LOCALE_ATTRIBUTE,
} from './auth/prerenderHydration';
import { refreshSystemConfig } from './api/systemConfig';
import { PanelRoot } from './PanelRoot';
import { DirectionCache, loadRtlFlip } from './i18n/DirectionCache';
import type { ReactNode } from 'react';

// The system config (branding and roles) the panel loads at start; the login page shows its logo.
void refreshSystemConfig();

const container = document.getElementById('root')!;
// A data router, not a plain BrowserRouter: only a data router can hold a navigation, Back
// included, while a form with unsaved changes asks first (react-admin's warnWhenUnsavedChanges
// and src/routing/LeaveGuard.tsx both block through it). PanelRoot keeps its own route table.
const router = createBrowserRouter([{ path: '*', element: <PanelRoot /> }]);
const appIn = (wrap: (children: ReactNode) => ReactNode) => (
  <StrictMode>
    {/* react-router 7 wraps navigations in startTransition, which makes react-admin's logout
        loop (see ARCHITECTURE.md); urgent updates keep it to one navigation. */}
    {wrap(<RouterProvider router={router} useTransitions={false} />)}
  </StrictMode>
);

// An auth page arrives rendered (src/auth/prerenderedPages.ts): the form takes over that markup
// where this visit's first render is the same, and replaces it otherwise.
const visit = {
  prerenderedFor: container.getAttribute(PRERENDERED_ATTRIBUTE),
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  signedIn: hasStoredSession(),
  prerenderedLocale: container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE),
  locale: BOOT_DISPLAY.locale,
};
const hydrates = hydratesPrerendered(visit);
if (hydrates) holdEarlySubmits(container);
const start = (app: ReactNode) => {
  if (hydrates) hydrateRoot(container, app);
  else createRoot(container).render(app);
};

// Right to left, MUI's styles go through the style cache that flips them (src/i18n/DirectionCache.tsx).
// A pre-rendered page's styles are flipped already: it is taken over at once while the flip
// arrives; a page rendered here waits for the flip. Readers of English never download it.
if (BOOT_DIRECTION === 'rtl') {
  const app = appIn((children) => <DirectionCache direction="rtl">{children}</DirectionCache>);
  const flipping = loadRtlFlip();
  if (hydrates) start(app);
  else void flipping.then(() => start(app));
} else {
  start(appIn((children) => children));
}
