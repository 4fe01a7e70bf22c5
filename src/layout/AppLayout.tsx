import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, type ReactNode } from 'react';
import { TitlePortal } from 'react-admin';
import { AppSidebar } from './AppSidebar';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LoadingScreen } from './LoadingScreen';
import { useCurrentUser } from './useCurrentUser';
import { useSidebarState } from './useSidebarState';
import { VendorLogo } from './VendorLogo';

/** Sidebar, header and the lazily loaded screen (spec section 2's signed-in layout); the toast area is <Admin notification>. */
export function AppLayout({ children }: { children: ReactNode }) {
  const sidebar = useSidebarState();
  const { menuUser } = useCurrentUser();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppSidebar
        menuUser={menuUser}
        isMobile={sidebar.isMobile}
        collapsed={sidebar.collapsed}
        mobileOpen={sidebar.mobileOpen}
        onMobileClose={() => sidebar.setMobileOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="primary" elevation={1}>
          <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Toggle sidebar (Ctrl+B)"
              aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : !sidebar.collapsed}
              onClick={sidebar.toggle}
            >
              <MenuIcon />
            </IconButton>
            <VendorLogo />
            <TitlePortal
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
              }}
            />
            <HeaderUserMenu />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          sx={{
            flex: 1,
            p: { xs: 1.5, sm: 2, md: 3 },
            minWidth: 0,
            // A wide table scrolls inside its card on a phone instead of widening the page.
            '& .RaList-main': { minWidth: 0 },
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          }}
        >
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
