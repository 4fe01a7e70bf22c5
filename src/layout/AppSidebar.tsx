import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { menuFor, type MenuUser } from '../../domain/menu';
import { panelRegistry } from '../registry/panelRegistry';
import { SideMenu } from './SideMenu';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './useSidebarState';
import { useTranslate } from 'react-admin';

// Fetched once a narrow screen draws the panel; until it is here the drawer is closed, as it is
// until the menu button is pressed (nothing is drawn either way).
const MobileSidebar = lazy(() => import('./MobileSidebar'));

interface AppSidebarProps {
  menuUser: MenuUser;
  isMobile: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** 16rem on desktop, 3rem collapsed to icons, an 18rem overlay drawer below 768 px. */
export function AppSidebar({ menuUser, isMobile, collapsed, mobileOpen, onMobileClose }: AppSidebarProps) {
  const items = useMemo(() => menuFor(panelRegistry.menuRules, menuUser), [menuUser]);
  const translate = useTranslate();

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileSidebar items={items} open={mobileOpen} onClose={onMobileClose} />
      </Suspense>
    );
  }
  const width = collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH;
  // The aside stretches to the page's full height, so its background and border run to the bottom
  // of a long page (issue 31 item 12: they stopped at the first screen); the menu inside stays in
  // view while the page scrolls.
  return (
    <Box
      component="aside"
      aria-label={translate('layout.sidebar')}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      sx={{
        width,
        flexShrink: 0,
        alignSelf: 'stretch',
        transition: 'width 150ms ease',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto', overflowX: 'hidden' }}>
        <Box
          sx={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            px: collapsed ? 0 : 2,
            justifyContent: collapsed ? 'center' : 'flex-start',
          }}
        >
          <Typography
            sx={{ fontWeight: 700, color: 'primary.main', fontSize: collapsed ? '1rem' : '1.25rem' }}
          >
            {translate(collapsed ? 'layout.app_initial' : 'layout.app_name')}
          </Typography>
        </Box>
        <SideMenu items={items} collapsed={collapsed} />
      </Box>
    </Box>
  );
}
