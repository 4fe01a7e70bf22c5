import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { forwardRef, useCallback, useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import {
  useAuthProvider,
  useGetIdentity,
  UserMenuContextProvider,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LazyTooltip } from './LazyTooltip';

const PROFILE_PATH = '/admin-panel/profile/list';

/** Sign Out (spec section 2): revoke the session, clear the login, then go to the public site. */
const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(_props, ref) {
  const authProvider = useAuthProvider();
  const translate = useTranslate();
  const onClick = async () => {
    await authProvider?.logout({});
    // A full page load: the site at / is not part of the panel, and it drops all cached data.
    window.location.assign('/');
  };
  return (
    <MenuItem ref={ref} onClick={onClick}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('layout.sign_out')}</ListItemText>
    </MenuItem>
  );
});

const ViewProfileItem = forwardRef<HTMLAnchorElement>(function ViewProfileItem(_props, ref) {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem ref={ref} component={Link} to={PROFILE_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('layout.view_profile')}</ListItemText>
    </MenuItem>
  );
});

const ROOT = 'RaUserMenu';
const classes = { userButton: `${ROOT}-userButton`, avatar: `${ROOT}-avatar` };
const Root = styled('div', { name: ROOT, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    [`& .${classes.userButton}`]: { textTransform: 'none', marginInlineStart: theme.spacing(0.5) },
    [`& .${classes.avatar}`]: { width: theme.spacing(3), height: theme.spacing(3) },
  }),
);

/**
 * react-admin's UserMenu, drawn the same (its class names and theme name, its button with the
 * user's name from the `sm` breakpoint up, an icon button with a tooltip below it), with the
 * tooltip fetched after the panel's first screen (./LazyTooltip.tsx): react-admin's imports MUI's
 * Tooltip and Popper.js into the panel's first download.
 */
function UserMenu({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const isLargeEnough = useMediaQuery((theme: { breakpoints: { up: (key: 'sm') => string } }) =>
    theme.breakpoints.up('sm'),
  );
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const handleMenu = (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget);
  const handleClose = useCallback(() => setAnchorEl(null), []);
  const context = useMemo(() => ({ onClose: handleClose }), [handleClose]);
  const open = Boolean(anchorEl);
  const avatar = identity?.avatar ? (
    <Avatar className={classes.avatar} src={identity.avatar} alt={identity.fullName} />
  ) : null;
  return (
    <Root>
      {isLargeEnough && !isPending && identity?.fullName ? (
        <Button
          aria-label={translate(label, { _: label })}
          className={classes.userButton}
          color="inherit"
          startIcon={avatar ?? <AccountCircleIcon />}
          onClick={handleMenu}
          variant="text"
        >
          {identity.fullName}
        </Button>
      ) : (
        <LazyTooltip title={translate(label, { _: 'Profile' })}>
          <IconButton
            aria-label={translate(label, { _: 'Profile' })}
            aria-owns={open ? 'menu-appbar' : undefined}
            aria-haspopup
            color="inherit"
            onClick={handleMenu}
          >
            {(!isPending && avatar) || <AccountCircleIcon />}
          </IconButton>
        </LazyTooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="menu-appbar"
          disableScrollLock
          anchorEl={anchorEl}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={open}
          onClose={handleClose}
        >
          {children}
        </Menu>
      </UserMenuContextProvider>
    </Root>
  );
}

/** The header dropdown: Home (/), Subscriptions (/pricing), View Profile, Sign Out. */
export function HeaderUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name, so its accessible name holds that name (WCAG 2.5.3, label in
  // name): react-admin names it "Profile" alone, which a voice user saying the name cannot reach.
  const label = identity?.fullName
    ? translate('layout.user_menu_named', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('layout.home')}</ListItemText>
      </MenuItem>
      <MenuItem component="a" href="/pricing">
        <ListItemIcon>
          <WorkspacePremiumIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('layout.subscriptions')}</ListItemText>
      </MenuItem>
      <ViewProfileItem />
      <SignOutItem />
    </UserMenu>
  );
}
