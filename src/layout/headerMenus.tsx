import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, useMemo } from 'react';
import { useAuthProvider, UserMenuContextProvider, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES, type DisplayLocale } from '../../domain/displayLocale';

/*
 * The header's two dropdowns (./HeaderUserMenu.tsx, ./LanguageSwitch.tsx): MUI's Menu with its
 * Popover and Grow, ~4 kB gzip, a chunk fetched once the panel is idle or a pointer or the focus
 * reaches either button, not in the panel's first download (issue 37 item 4). A click before
 * that opens the menu as soon as it is here.
 */

const PROFILE_PATH = '/admin-panel/profile/list';

interface PopupProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

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

/** The profile dropdown: Home (/), Subscriptions (/pricing), View Profile, Sign Out. */
export function UserMenuPopup({ anchorEl, onClose }: PopupProps) {
  const translate = useTranslate();
  const context = useMemo(() => ({ onClose }), [onClose]);
  return (
    <UserMenuContextProvider value={context}>
      <Menu
        id="menu-appbar"
        disableScrollLock
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        open={Boolean(anchorEl)}
        onClose={onClose}
      >
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
      </Menu>
    </UserMenuContextProvider>
  );
}

/** The language switch's choices: the two languages and, in Arabic, the digits. */
export function LanguageMenuPopup({
  anchorEl,
  onClose,
  current,
  onChoose,
}: PopupProps & { current: DisplayLocale; onChoose: (display: DisplayLocale) => void }) {
  const translate = useTranslate();
  return (
    <Menu anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          lang={locale}
          selected={current.locale === locale}
          onClick={() => onChoose({ locale, digits: locale === 'ar' ? current.digits : 'latn' })}
        >
          <ListItemIcon>{current.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LOCALE_NAMES[locale]}</ListItemText>
        </MenuItem>
      ))}
      {current.locale === 'ar' && <Divider />}
      {current.locale === 'ar' &&
        (['latn', 'arab'] as const).map((digits) => (
          <MenuItem
            key={digits}
            selected={current.digits === digits}
            onClick={() => onChoose({ locale: 'ar', digits })}
          >
            <ListItemIcon>{current.digits === digits ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>
              {translate(digits === 'arab' ? 'language.digits_arabic' : 'language.digits_latin')}
            </ListItemText>
          </MenuItem>
        ))}
    </Menu>
  );
}
