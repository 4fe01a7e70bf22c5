import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, type ReactNode } from 'react';
import { TitlePortal, useTranslate } from 'react-admin';
import { SubscriptionBanner } from '../../resources/subscription/SubscriptionBanner';
import { AppSidebar } from './AppSidebar';
import { DemoPaymentsBanner } from './DemoPaymentsBanner';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingScreen } from './LoadingScreen';
import { useCurrentUser } from './useCurrentUser';
import { useSidebarState } from './useSidebarState';
import { VendorLogo } from './VendorLogo';

/** Sidebar, header and the lazily loaded screen (spec section 2's signed-in layout); the toast area is <Admin notification>. */
export function AppLayout({ children }: { children: ReactNode }) {
  const sidebar = useSidebarState();
  const { menuUser } = useCurrentUser();
  const translate = useTranslate();
  // The date pickers bring their own adapter (src/inputs/PickerLocalization.tsx), so the layout
  // does not load the pickers' code for screens that draw none.
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
              aria-label={translate('layout.toggle_sidebar')}
              aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : !sidebar.collapsed}
              onClick={sidebar.toggle}
            >
              <MenuIcon />
            </IconButton>
            <VendorLogo />
            {/* The screen's title is the page's level-one heading (axe: page-has-heading-one); on
                a phone it wraps at spaces to at most two lines rather than being cut ("COLLECTION
                REP…"), and never inside a word ("Maintenanc e request" beside a vendor's logo). */}
            <TitlePortal
              component="h1"
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                whiteSpace: { xs: 'normal', sm: 'nowrap' },
                textOverflow: 'ellipsis',
                fontSize: { xs: '0.9375rem', sm: '1.25rem' },
                lineHeight: 1.2,
                overflowWrap: 'normal',
                wordBreak: 'normal',
                display: { xs: '-webkit-box', sm: 'block' },
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: { xs: 2, sm: 'none' },
              }}
            />
            <LanguageSwitch />
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
          <DemoPaymentsBanner />
          <SubscriptionBanner enabled={menuUser.roleKey === 'landlord'} />
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
