import { expect, it } from 'vitest';
import { hydratesPrerendered, type PageVisit } from '../../src/auth/prerenderHydration';

const LOGIN = '/admin-panel/auth/login';
const INVITATION = '/admin-panel/auth/invitation';
const visit = (overrides: Partial<PageVisit>): PageVisit => ({
  prerenderedFor: LOGIN,
  pathname: LOGIN,
  search: '',
  hash: '',
  signedIn: false,
  ...overrides,
});

/** Issue 21 item 7: the browser takes the build's markup over only when its first render is that markup. */
it('hydrates the pre-rendered page when this visit renders what the build rendered', () => {
  const cases: [Partial<PageVisit>, boolean][] = [
    [{}, true],
    [{ pathname: `${LOGIN}/` }, true],
    [{ search: '?utm_source=mail' }, true],
    // Nothing pre-rendered, or rendered for another page (a stale file, a redirect).
    [{ prerenderedFor: null }, false],
    [{ pathname: '/admin-panel/auth/register' }, false],
    // Signed in: the auth pages send the visitor to the dashboard.
    [{ signedIn: true }, false],
    // On the way to a payment link: the login page says so above the form.
    [{ search: `?next=${encodeURIComponent('/admin-panel/payments/pay?link=a.b.c')}` }, false],
    // An unusable ?next= is ignored by the page, so the markup is still the build's.
    [{ search: '?next=https://evil.example/' }, true],
    // The invitation page is rendered checking its token; without one it says the link is invalid.
    [{ prerenderedFor: INVITATION, pathname: INVITATION, hash: '#token=abc' }, true],
    [{ prerenderedFor: INVITATION, pathname: INVITATION, search: '?token=abc' }, true],
    [{ prerenderedFor: INVITATION, pathname: INVITATION, hash: '#token=abc', signedIn: true }, true],
    [{ prerenderedFor: INVITATION, pathname: INVITATION }, false],
  ];
  for (const [overrides, expected] of cases) {
    expect(hydratesPrerendered(visit(overrides)), JSON.stringify(overrides)).toBe(expected);
  }
});

/** Issue 22: the markup is in one language; a visit in the other renders it anew (no mismatch). */
it('hydrates only a page pre-rendered in this visit’s language', () => {
  expect(hydratesPrerendered(visit({ prerenderedLocale: 'ar', locale: 'ar' }))).toBe(true);
  expect(hydratesPrerendered(visit({ prerenderedLocale: 'en', locale: 'en' }))).toBe(true);
  // A page from before the attribute existed is English.
  expect(hydratesPrerendered(visit({ prerenderedLocale: null, locale: 'en' }))).toBe(true);
  expect(hydratesPrerendered(visit({ prerenderedLocale: 'ar', locale: 'en' }))).toBe(false);
  expect(hydratesPrerendered(visit({ prerenderedLocale: null, locale: 'ar' }))).toBe(false);
});
