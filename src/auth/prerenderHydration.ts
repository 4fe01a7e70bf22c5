import { INVITATION_PATH, LOGIN_PATH } from '../../domain/panelPaths';
import { continuationFrom } from './continueAfterLogin';

/** The attribute on #root that names the path its pre-rendered markup was made for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The attribute on #root that names the language its pre-rendered markup is in. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-locale';

export interface PageVisit {
  /** The path the markup in #root was rendered for (src/auth/prerenderedPages.ts), if any. */
  prerenderedFor: string | null;
  pathname: string;
  search: string;
  hash: string;
  signedIn: boolean;
  /** The language of the markup (absent: English) and of this visit (src/i18n/bootLocale.ts). */
  prerenderedLocale?: string | null;
  locale?: string;
}

/**
 * Whether the browser's first render of this visit is the markup the build rendered, so React
 * can take it over (hydrateRoot) rather than replace it (createRoot). What the build could not
 * know changes that first render: a stored session (the auth pages send it to the dashboard), a
 * payment link to continue to after signing in (the login page says so), an invitation link
 * without its token (the page says the link is invalid), a language other than the markup's (the
 * server and the browser read the same cookie and languages, but a browser may send an
 * Accept-Language other than its navigator.languages).
 */
export function hydratesPrerendered(visit: PageVisit): boolean {
  const { prerenderedFor, pathname, search, hash, signedIn } = visit;
  if (!prerenderedFor || prerenderedFor !== pathname.replace(/\/+$/, '')) return false;
  if ((visit.prerenderedLocale || 'en') !== (visit.locale ?? 'en')) return false;
  if (prerenderedFor === INVITATION_PATH) {
    // A signed-in visitor stays on an invitation: it is for someone else (src/PanelRoot.tsx).
    const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    return !!(fromHash ?? new URLSearchParams(search).get('token'));
  }
  if (signedIn) return false;
  return prerenderedFor !== LOGIN_PATH || continuationFrom(search) === null;
}
