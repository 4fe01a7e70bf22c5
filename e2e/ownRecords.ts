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
export const kuwaitDay = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface NewLandlordOptions {
  /** The landlord's name, where a spec shows it (a write-off names who recorded it). */
  firstName?: string;
  lastName?: string;
  /** Subscribed to a plan, billed monthly and paid (Starter by default), or left on its free trial. */
  plan?: 'Starter' | 'Professional' | 'trial';
}

/**
 * A new landlord, signed up and approved by the super admin; active on Starter, billed monthly
 * (up to 10 units and one manager), or on the plan named (Professional: 50 units, 5 managers), or
 * left on its trial.
 */
export async function newLandlord(
  request: APIRequestContext,
  { firstName = 'Yousef', lastName = 'Al-Mutawa', plan = 'Starter' }: NewLandlordOptions = {},
): Promise<{ email: string; token: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `landlord-${tag}@example.com`;
  await api(request, 'post', '/api/landlord-users/create', undefined, {
    fname: firstName,
    lname: lastName,
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
  if (plan === 'trial') return { email, token };
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
    { planId: plans.find((p) => p.name === plan)!.id, cycle: 'monthly' },
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

export interface NewUnit {
  unitNo: string;
  monthlyRent: string;
}

/** A residential building of the landlord's in Salmiya, its units vacant. */
export async function newProperty(
  request: APIRequestContext,
  landlordToken: string,
  name: string,
  units: NewUnit[] = [{ unitNo: 'P1', monthlyRent: '300' }],
): Promise<{ id: string; unitIds: string[] }> {
  const created = await api<{ data: { id: string; units: { id: string }[] } }>(
    request,
    'post',
    '/api/properties/create',
    landlordToken,
    {
      name,
      type: 'residential_building',
      governorate: 'Hawalli',
      area: 'Salmiya',
      units: units.map((u) => ({ ...u, status: 'vacant' })),
    },
  );
  return { id: created.data.id, unitIds: created.data.units.map((u) => u.id) };
}

/** The token of the invitation mailed to `email` since `since` (a tenant's or a manager's). */
async function invitationToken(email: string, since: number): Promise<string> {
  const invitation = await readLatestMail(email, { subject: /invited/i, since, timeoutMs: budget(15_000) });
  const token = /\/admin-panel\/auth\/invitation#token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
  expect(token, invitation.text).toBeTruthy();
  return token!;
}

/** A new tenant of the landlord, with a password set from its mailed invitation, and no contract yet. */
export async function newTenant(
  request: APIRequestContext,
  landlordToken: string,
  password: string,
  { firstName = 'Maryam', lastName = 'Al-Enezi' } = {},
): Promise<{ id: string; email: string }> {
  const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
  const since = Date.now();
  const created = await api<{ data: { id: string } }>(request, 'post', '/api/tenants/create', landlordToken, {
    firstName,
    lastName,
    email,
    phone: '+965 9876 5432',
    civilId: freshCivilId(),
  });
  const token = await invitationToken(email, since);
  await api(request, 'post', '/api/invitations/accept', undefined, { token, password });
  return { id: created.data.id, email };
}

/** A new property manager of the landlord (all its properties), with a password set from its mailed invitation. */
export async function newManager(
  request: APIRequestContext,
  landlordToken: string,
  password: string,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<{ email: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `manager-${tag}@example.com`;
  const since = Date.now();
  await api(request, 'post', '/api/property-managers/create', landlordToken, {
    firstName,
    lastName,
    email,
    phone: `6${String(parseInt(tag, 16)).padStart(7, '0').slice(-7)}`,
  });
  const token = await invitationToken(email, since);
  await api(request, 'post', '/api/invitations/accept', undefined, { token, password });
  return { email };
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
 * invitation) and an approved contract on a unit of its own that began `startDaysAgo` days ago
 * (ten by default): the approval bills the rent owed so far, so the tenant has open invoices no
 * other spec knows of (`invoices`, oldest first; `invoice` is the first of them).
 */
export async function tenantWithOpenInvoice(
  request: APIRequestContext,
  landlordToken: string,
  password: string,
  { startDaysAgo = 10 }: { startDaysAgo?: number } = {},
): Promise<{
  email: string;
  invoice: OpenInvoice;
  invoices: OpenInvoice[];
  unitId: string;
  contractId: string;
}> {
  const tag = randomUUID().slice(0, 8);
  const {
    unitIds: [unitId],
  } = await newProperty(request, landlordToken, `Payment Tower ${tag}`);
  const tenant = await newTenant(request, landlordToken, password);
  const email = tenant.email;

  const contract = await api<{ data: { id: string } }>(
    request,
    'post',
    '/api/contracts/create',
    landlordToken,
    {
      tenantId: tenant.id,
      unitId,
      startDate: kuwaitDay(-startDaysAgo),
      endDate: kuwaitDay(365 - startDaysAgo),
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
  return { email, invoice: open[0]!, invoices: open, unitId: unitId!, contractId: contract.data.id };
}

export interface PaymentFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A manual payment the landlord records on an invoice (by bank transfer), with its files; with
 * `markAsPaid`, a payment short of the balance closes the invoice and writes the rest off.
 */
export async function manualPayment(
  request: APIRequestContext,
  landlordToken: string,
  invoiceId: string,
  amount: string,
  {
    depositDaysAgo = 0,
    files = [] as PaymentFile[],
    reference = 'DEP-7781',
    markAsPaid = false,
    writeOffReason = null as string | null,
  } = {},
): Promise<void> {
  // FormData: the route reads every file from a field named `files`, repeated.
  const form = new FormData();
  form.append(
    'payload',
    JSON.stringify({
      invoice_id: invoiceId,
      amount: Number(amount),
      currency: 'KWD',
      method: 'bank_transfer',
      deposit_reference: reference,
      deposit_date: new Date(Date.now() - depositDaysAgo * 86_400_000).toISOString(),
      mark_as_paid: markAsPaid,
      ...(writeOffReason ? { write_off_reason: writeOffReason } : {}),
    }),
  );
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  const res = await request.post('/api/manual-payments/create', {
    headers: auth(landlordToken),
    multipart: form,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A maintenance request the tenant (with one contract in force) reports through the API. */
export async function maintenanceRequest(
  request: APIRequestContext,
  tenantToken: string,
  title: string,
): Promise<{ id: string }> {
  const created = await api<{ data: { id: string } }>(
    request,
    'post',
    '/api/maintenance-requests/create',
    tenantToken,
    { title, description: 'Water drips under the kitchen sink.', category: 'plumbing', priority: 'normal' },
  );
  return { id: created.data.id };
}

/**
 * A new tenant of the landlord whose token is given, with a password and an approved contract on
 * a unit of its own with a security deposit agreed (issue 34 item 3): the deposit's id is the
 * contract's, and no other spec knows of it.
 */
export async function tenantWithDeposit(
  request: APIRequestContext,
  landlordToken: string,
  password: string,
  securityDeposit: string,
): Promise<{ email: string; contractId: string; propertyName: string }> {
  const propertyName = `Deposit Tower ${randomUUID().slice(0, 8)}`;
  const {
    unitIds: [unitId],
  } = await newProperty(request, landlordToken, propertyName);
  const tenant = await newTenant(request, landlordToken, password, {
    firstName: 'Noura',
    lastName: 'Al-Rashidi',
  });
  const contract = await api<{ data: { id: string } }>(
    request,
    'post',
    '/api/contracts/create',
    landlordToken,
    {
      tenantId: tenant.id,
      unitId,
      startDate: kuwaitDay(-10),
      endDate: kuwaitDay(355),
      monthlyRent: '300',
      securityDeposit,
    },
  );
  await api(request, 'post', `/api/contracts/approve/${contract.data.id}`, landlordToken, {});
  return { email: tenant.email, contractId: contract.data.id, propertyName };
}
