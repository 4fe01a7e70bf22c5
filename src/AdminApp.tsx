import { useEffect } from 'react';
import { Admin } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { setLogoutHandler } from './api/httpClient';
import { createPanelQueryClient } from './api/queryClient';
import { LOGIN_PATH } from '../domain/panelPaths';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { panelI18nProvider } from './providers/i18nProvider';
import { AccessDenied } from './pages/AccessDenied';
import { theme } from './theme';
import { specPathsRouterProvider } from './routing/specPaths';
import { adminChildren } from './registry/adminChildren';
import { panelRegistry } from './registry/panelRegistry';

/** Every resource's screens and pages, from resources/index.ts (derived once). */
const CHILDREN = adminChildren(panelRegistry);

/** No retry of a 4xx: a missing record says so at once (src/api/queryClient.ts). */
const QUERY_CLIENT = createPanelQueryClient();

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
    <Admin
      basename="/admin-panel"
      loginPage={false}
      requireAuth
      disableTelemetry
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={QUERY_CLIENT}
      i18nProvider={panelI18nProvider()}
      layout={AppLayout}
      theme={theme}
      title={panelI18nProvider().translate('layout.app_name')}
      accessDenied={AccessDenied}
      notification={AppNotification}
      routerProvider={specPathsRouterProvider}
    >
      {CHILDREN}
    </Admin>
  );
}
