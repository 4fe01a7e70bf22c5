import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { civilIdCheckDigit } from '../domain/civilId';
import { budget } from './budget';
import { DEMO_PASSWORD } from './fixtures';
import { readLatestMail } from './mailbox';

/*
 * Records a spec makes for itself through the API, as the landlord or the super admin would, so
 * that what it changes (a payment, a setting) is seen by no other spec and the specs can run side
 * by side in any order (issue 33 item 2).
 */

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The call's JSON answer, after checking it succeeded (the answer's text is the failure message). */
export async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  token?: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, {
    headers: token ? auth(token) : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export const apiToken = async (request: APIRequestContext, email: string, password = DEMO_PASSWORD) =>
  (
    await api<{ data: { access_token: string } }>(request, 'post', '/api/users/login', undefined, {
      email,
      password,
    })
  ).data.access_token;

/** A valid Civil ID no other tenant holds (12 digits, the last the check digit). */
export function freshCivilId(): string {
  for (;;) {
    const first = `2${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const check = civilIdCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

/** A day counted from today in Kuwait, as YYYY-MM-DD. */
const kuwaitDay = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A new landlord, signed up, approved by the super admin and active on Starter, billed monthly. */
export async function newLandlord(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `landlord-${tag}@example.com`;
  await api(request, 'post', '/api/landlord-users/create', undefined, {
    fname: 'Yousef',
    lname: 'Al-Mutawa',
    email,
    phone: `9${String(parseInt(tag, 16)).padStart(7, '0').slice(-7)}`,
    gender: 'male',
    password: DEMO_PASSWORD,
  });
  const superToken = await apiToken(request, 'super@example.com');
  const found = await api<{ items: { id: string; email: string }[] }>(
    request,
    'get',
    `/api/super/landlords/list?q=${encodeURIComponent(email)}`,
    superToken,
  );
  const id = found.items.find((l) => l.email === email)!.id;
  await api(request, 'post', '/api/super/landlords/approve', superToken, { ids: [id] });
  const token = await apiToken(request, email);
  const { plans } = (
    await api<{ data: { plans: { id: string; name: string }[] } }>(
      request,
      'get',
      '/api/subscriptions/current',
      token,
    )
  ).data;
  const subscribed = await api<{ data: { invoice: { id: string } } }>(
    request,
    'post',
    '/api/subscriptions/subscribe',
    token,
    { planId: plans.find((p) => p.name === 'Starter')!.id, cycle: 'monthly' },
  );
  await api(
    request,
    'post',
    `/api/super/subscriptions/invoices/mark-paid/${subscribed.data.invoice.id}`,
    superToken,
    {},
  );
  return { email, token };
}

export interface OpenInvoice {
  id: string;
  invoiceNo: string;
  status: string;
  balance: string;
  paidAmount: string;
  total: string;
}

/**
 * A new tenant of the landlord whose token is given, with a password (set from its mailed
 * invitation) and an approved contract on a unit of its own that began ten days ago: the approval
 * bills the rent owed so far, so the tenant has an open invoice no other spec knows of.
 */
export async function tenantWithOpenInvoice(
  request: APIRequestContext,
  landlordToken: string,
  password: string,
): Promise<{ email: string; invoice: OpenInvoice }> {
  const tag = randomUUID().slice(0, 8);
  const property = await api<{ data: { units: { id: string }[] } }>(
    request,
    'post',
    '/api/properties/create',
    landlordToken,
    {
      name: `Payment Tower ${tag}`,
      type: 'residential_building',
      governorate: 'Hawalli',
      area: 'Salmiya',
      units: [{ unitNo: 'P1', monthlyRent: '300', status: 'vacant' }],
    },
  );
  const unitId = property.data.units[0]!.id;

  const email = `payer-${tag}@example.com`;
  const since = Date.now();
  const created = await api<{ data: { id: string } }>(request, 'post', '/api/tenants/create', landlordToken, {
    firstName: 'Maryam',
    lastName: 'Al-Enezi',
    email,
    phone: '+965 9876 5432',
    civilId: freshCivilId(),
  });
  const invitation = await readLatestMail(email, { subject: /invited/i, since, timeoutMs: budget(15_000) });
  const token = /\/admin-panel\/auth\/invitation#token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
  expect(token, invitation.text).toBeTruthy();
  await api(request, 'post', '/api/invitations/accept', undefined, { token, password });

  const contract = await api<{ data: { id: string } }>(
    request,
    'post',
    '/api/contracts/create',
    landlordToken,
    {
      tenantId: created.data.id,
      unitId,
      startDate: kuwaitDay(-10),
      endDate: kuwaitDay(355),
      monthlyRent: '300',
    },
  );
  await api(request, 'post', `/api/contracts/approve/${contract.data.id}`, landlordToken, {});

  const tenantToken = await apiToken(request, email, password);
  const { items } = await api<{ items: OpenInvoice[] }>(
    request,
    'get',
    '/api/invoices/list?page=1&pageSize=100&sort=invoiceNo&order=asc',
    tenantToken,
  );
  const open = items.filter((i) => ['UNPAID', 'OVERDUE'].includes(i.status) && Number(i.paidAmount) === 0);
  expect(open.length, `the new tenant's invoices: ${JSON.stringify(items)}`).toBeGreaterThanOrEqual(1);
  return { email, invoice: open[0]! };
}
