import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useState } from 'react';
import type { MouseEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { LazyTooltip } from './LazyTooltip';
import { fetchesHeaderMenus, UserMenuPopup, useHeaderMenusWhenIdle } from './lazyHeaderMenus';

const ROOT = 'RaUserMenu';
const classes = { userButton: `${ROOT}-userButton`, avatar: `${ROOT}-avatar` };
const Root = styled('div', { name: ROOT, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    [`& .${classes.userButton}`]: { textTransform: 'none', marginInlineStart: theme.spacing(0.5) },
    [`& .${classes.avatar}`]: { width: theme.spacing(3), height: theme.spacing(3) },
  }),
);

/**
 * The header dropdown (Home, Subscriptions, View Profile, Sign Out: ./headerMenus.tsx). Drawn as
 * react-admin's UserMenu draws it (its class names and theme name, its button with the user's name
 * from the `sm` breakpoint up, an icon button with a tooltip below it), with the tooltip
 * (./LazyTooltip.tsx) and the dropdown (./lazyHeaderMenus.ts) fetched after the panel's first
 * screen: react-admin's imports MUI's Tooltip, Popper.js and Menu into the first download.
 */
export function HeaderUserMenu() {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  // The button shows the user's name, so its accessible name holds that name (WCAG 2.5.3, label in
  // name): react-admin names it "Profile" alone, which a voice user saying the name cannot reach.
  const label = identity?.fullName
    ? translate('layout.user_menu_named', { name: identity.fullName })
    : 'ra.auth.user_menu';
  const isLargeEnough = useMediaQuery((theme: { breakpoints: { up: (key: 'sm') => string } }) =>
    theme.breakpoints.up('sm'),
  );
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  // Drawn from the first opening on, so that it closes with its own transition.
  const [opened, setOpened] = useState(false);
  const handleMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    setOpened(true);
  };
  const handleClose = useCallback(() => setAnchorEl(null), []);
  useHeaderMenusWhenIdle();
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
          {...fetchesHeaderMenus}
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
            {...fetchesHeaderMenus}
          >
            {(!isPending && avatar) || <AccountCircleIcon />}
          </IconButton>
        </LazyTooltip>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <UserMenuPopup anchorEl={anchorEl} onClose={handleClose} />
        </Suspense>
      ) : null}
    </Root>
  );
}
