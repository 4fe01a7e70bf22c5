import { LOGIN_PATH, PANEL_BASE } from '../../domain/panelPaths';

/*
 * Issue 20 item 5: a payment link opened by a signed-out visitor. The visitor is told to sign in
 * and, once signed in, continues to the link. Only a payment link's own page is a continuation, so
 * the login page can never be made to send anyone elsewhere (another site, another screen).
 */

export const PAY_LINK_PATH = `${PANEL_BASE}/payments/pay`;
/** Issue 21: /pricing's Subscribe button leads here (a plan and cycle in the query). */
export const SUBSCRIPTION_PATH = `${PANEL_BASE}/subscription/list`;
const CONTINUATIONS = [PAY_LINK_PATH, SUBSCRIPTION_PATH];

/** Whether a signed-out visitor on `pathname` is sent to sign in and then brought back. */
export const continuesAfterLogin = (pathname: string) => CONTINUATIONS.includes(pathname);

/** The login page's address that brings the visitor back to `pathAndSearch` once signed in. */
export const loginContinuingTo = (pathAndSearch: string) =>
  `${LOGIN_PATH}?${new URLSearchParams({ next: pathAndSearch }).toString()}`;

/** Where to go after signing in, read from the login page's `?next=`; null unless a continuation. */
export function continuationFrom(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next) return null;
  // Parsed against a dummy origin: anything that leaves the path (//host, \\, a scheme) is refused.
  const url = new URL(next, 'http://panel.invalid');
  if (url.origin !== 'http://panel.invalid' || !CONTINUATIONS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

export const SIGN_IN_TO_PAY =
  'Sign in with your tenant account to pay the invoice you were sent; you will continue to it once signed in.';

export const SIGN_IN_TO_SUBSCRIBE =
  'Sign in with your landlord account to subscribe; you will continue to your plan once signed in. New here? Create an account first.';

/** What the login page says on the way to a continuation. */
export const continuationNote = (next: string) =>
  next.startsWith(SUBSCRIPTION_PATH) ? SIGN_IN_TO_SUBSCRIBE : SIGN_IN_TO_PAY;
