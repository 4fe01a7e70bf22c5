import { useEffect } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route, useNavigate } from 'react-router-dom';
import { setLogoutHandler } from './api/httpClient';
import { LOGIN_PATH } from './auth/authPaths';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { ScreenGuard } from './routing/ScreenGuard';
import { panelScreens } from './screens';
import { AccessDenied } from './pages/AccessDenied';
import { theme } from './theme';
import { specPathResource, specPathsRouterProvider } from './routing/specPaths';
import property from '../resources/property';
import propertyManagers from '../resources/property-managers';
import rolePermissions from '../resources/role-permissions';
import tenantUsers from '../resources/tenant-users';

const SCREENS = panelScreens();

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
      i18nProvider={i18nProvider}
      layout={AppLayout}
      theme={theme}
      title="Rentals"
      accessDenied={AccessDenied}
      notification={AppNotification}
      routerProvider={specPathsRouterProvider}
    >
      {specPathResource(rolePermissions)}
      {specPathResource(property)}
      {specPathResource(propertyManagers)}
      {specPathResource(tenantUsers)}
      <CustomRoutes>
        {SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={<ScreenGuard urls={screen.openedBy ?? [screen.path]}>{screen.element}</ScreenGuard>}
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
