import CssBaseline from '@mui/material/CssBaseline';
import { createElement, lazy, useEffect } from 'react';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { setLogoutHandler } from './api/httpClient';
import { createPanelQueryClient } from './api/queryClient';
import { LOGIN_PATH } from '../domain/panelPaths';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { panelI18nProvider, whenCatalogueWhole } from './i18n/panelI18n';
import { AccessDenied } from './pages/AccessDenied';
import { theme } from './theme';
import { specPathsRouterProvider } from './routing/specPaths';
import { adminChildren } from './registry/adminChildren';
import { panelRegistry } from './registry/panelRegistry';

/** Every resource's screens and pages, from resources/index.ts (derived once). */
const CHILDREN = adminChildren(panelRegistry);

/** No retry of a 4xx: a missing record says so at once (src/api/queryClient.ts). */
const QUERY_CLIENT = createPanelQueryClient();

/** What react-admin's `<Admin>` keeps its preferences in, made the same way. */
const STORE = localStorageStore();

// react-admin's `<Admin>` is `<AdminContext>` and `<AdminUI>`; `<AdminUI>` names a default for
// every page it can show (its own login form, layout, menu, error pages), so all of them, with the
// form library, would load with the panel even where the panel gives its own (issue 37 item 4:
// ~30 kB gzip). The panel composes the same parts from react-admin's `<CoreAdminUI>` instead, and
// the pages seldom shown load when shown.
// They may say any word: drawn once the whole catalogue is here (src/i18n/panelI18n.ts).
const rarePages = () =>
  Promise.all([import('./layout/rareAdminPages'), whenCatalogueWhole()]).then(([pages]) => pages);
const ErrorPage = lazy(() => rarePages().then((pages) => ({ default: pages.Error })));
const NotFoundPage = lazy(() => rarePages().then((pages) => ({ default: pages.NotFound })));
const AuthenticationErrorPage = lazy(() =>
  rarePages().then((pages) => ({ default: pages.AuthenticationError })),
);

/** When the HTTP client ends the session (refresh failed, 403), go to the login page. */
function useLogoutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setLogoutHandler(() => navigate(LOGIN_PATH, { replace: true }));
    return () => setLogoutHandler(undefined);
  }, [navigate]);
}

/** The signed-in area: react-admin under /admin-panel, inside the entry's router. */
export default function AdminApp() {
  useLogoutRedirect();
  return (
    <AdminContext
      basename="/admin-panel"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={QUERY_CLIENT}
      i18nProvider={panelI18nProvider()}
      theme={theme}
      store={STORE}
      routerProvider={specPathsRouterProvider}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          loginPage={false}
          requireAuth
          disableTelemetry
          layout={AppLayout}
          title={panelI18nProvider().translate('layout.app_name')}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationErrorPage}
          catchAll={NotFoundPage}
          error={ErrorPage}
          loading={LoadingPage}
        >
          {CHILDREN}
        </CoreAdminUI>
        {createElement(AppNotification)}
      </CssBaseline>
    </AdminContext>
  );
}
