import { lazy, useEffect } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route, useNavigate } from 'react-router-dom';
import { setLogoutHandler } from './api/httpClient';
import { LOGIN_PATH } from './auth/authPaths';
import { AppLayout } from './layout/AppLayout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';

const Dashboard = lazy(() => import('./pages/Dashboard'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));

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
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/profile" element={<Navigate to="/admin-panel/profile/list" replace />} />
        <Route path="/profile/list" element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
}
