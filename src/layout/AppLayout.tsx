import DashboardIcon from '@mui/icons-material/Dashboard';
import { Suspense, type ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal } from 'react-admin';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LoadingScreen } from './LoadingScreen';

function AppHeader() {
  return (
    <AppBar userMenu={<HeaderUserMenu />} color="primary">
      <TitlePortal />
    </AppBar>
  );
}

/** The side menu; the permission-driven menu of spec section 6 replaces this list. */
function AppMenu() {
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
    </Menu>
  );
}

/** Sidebar, header, toast area (react-admin's notification) and the lazily loaded screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </Layout>
  );
}
