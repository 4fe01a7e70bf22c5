import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { vi } from 'vitest';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { AppNotification } from '../../src/layout/AppNotification';

export const LANDLORD_ID = '6f1c2f7e-0000-4000-8000-0000000000aa';
export const USER_ID = '6f1c2f7e-0000-4000-8000-0000000000bb';
export const INVOICE_ID = '6f1c2f7e-0000-4000-8000-0000000000cc';

const perm = (name: string) => ({ name, show_on_menu: true });
export const ALL_PAYMENT_PERMISSIONS = [
  'View Landlord Payment',
  'Create Landlord Payment',
  'Update Landlord Payment',
];

/** The stored login the panel reads (and /users/me answers), with the given permissions. */
export function signInAs(permissions: string[], landlordId: string | null = LANDLORD_ID) {
  const user = {
    id: USER_ID,
    firstName: 'Khaled',
    lastName: 'Al-Sabah',
    fname: 'Khaled',
    lname: 'Al-Sabah',
    email: 'landlord@example.com',
    phone: null,
    avatar: null,
    profilePic: null,
    role: { id: 2, key: 'landlord', name: 'Landlord', permissions: permissions.map(perm) },
    landlordId,
    allowedHoldingProperties: false,
    access_token: 'access',
    refresh_token: 'refresh',
  };
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.authToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  return user;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  url: URL;
  init: RequestInit | undefined;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A fetch that answers by path (the browser's side of the API contract) and records every call;
 * /api/users/me answers the stored user.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { url, init };
    calls.push(call);
    if (url.pathname === '/api/users/me') {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as object;
      return json(200, { success: true, data: stored });
    }
    const handler = routes[url.pathname];
    return handler ? handler(call) : json(404, { success: false, message: `No route ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => calls.filter((c) => c.url.pathname === path);
  return { calls, callsTo, fetchMock };
}

/** Renders inside react-admin's context (query client, store, notifications) with the toast area. */
export function renderInAdmin(ui: ReactNode) {
  return render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      {ui}
      <AppNotification />
    </AdminContext>,
  );
}

/** A payment as the list answers it. */
export function paymentRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: '6f1c2f7e-0000-4000-8000-000000000101',
    invoice_no: 'INV-2026-000019',
    landlord_name: 'Khaled Al-Sabah',
    amount: 350,
    method: 'bank_transfer',
    docs: { attachments: [] as { name: string; url: string }[] },
    created_at: '2026-10-02T09:00:00.000Z',
    deposit_date: '2026-10-01T04:30:00.000Z',
    deposit_reference: 'TRX-1',
    notes: null,
    invoice_id: INVOICE_ID,
    currency: 'KWD',
    tenant_name: 'Faisal Al-Azmi',
    invoice_status: 'PARTIALLY_PAID',
    landlord_id: LANDLORD_ID,
    online: null,
    ...overrides,
  };
}
