import { expect, it } from 'vitest';
import { continuationFrom, loginContinuingTo } from '../../src/auth/continueAfterLogin';

/** Issue 20 item 5: signing in on the way to a payment link continues to it, and only to it. */
it('continues to a payment link, and nowhere else', () => {
  const link = '/admin-panel/payments/pay?link=abc.123.sig';
  const login = loginContinuingTo(link);
  expect(login.startsWith('/admin-panel/auth/login?next=')).toBe(true);
  expect(continuationFrom(new URL(login, 'http://x').search)).toBe(link);
  for (const next of [
    'https://evil.example/admin-panel/payments/pay?link=x',
    '//evil.example/admin-panel/payments/pay',
    '/admin-panel/users/list',
    '/admin-panel/payments/pay/../../users/list',
    'javascript:alert(1)',
  ]) {
    expect(continuationFrom(`?${new URLSearchParams({ next }).toString()}`), next).toBeNull();
  }
  expect(continuationFrom('')).toBeNull();
});
