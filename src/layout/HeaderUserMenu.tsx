import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef } from 'react';
import { useAuthProvider, useGetIdentity, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

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
