import { alpha, styled, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/*
 * The sign-in pages' links, drawn as MUI's Link draws them (primary colour, underlined with a
 * faded line that darkens on hover) without MUI's Link component: the login route has a download
 * budget of 160 kB (bench/README.md, issue 37) and Link with its variants cost about 1.3 kB of it
 * for two links. The panel keeps MUI's Link.
 */
const linkLook = ({ theme }: { theme: Theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
});

/** A link to another sign-in page (react-router, no page load). */
export const AuthLink = styled(RouterLink)(linkLook);

/** An action that reads as a link ("Resend", the language switch): a button without a button's look. */
export const AuthLinkButton = styled('button')(({ theme }) => ({
  ...linkLook({ theme }),
  font: 'inherit',
  background: 'transparent',
  border: 0,
  margin: 0,
  padding: 0,
  cursor: 'pointer',
  verticalAlign: 'middle',
  '&:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
}));
