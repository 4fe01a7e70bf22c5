import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { civilIdCheckDigit } from '../domain/civilId';
import { budget } from './budget';
import { collectPageErrors, DEMO_PASSWORD, signIn } from './fixtures';
import { readLatestMail } from './mailbox';
import { seriousViolations } from './screenChecks';

/*
 * Issue 31 item 2: the language a user picks in the header is saved to its profile, and the next
 * mail follows it with the states in words. Each width has a tenant of its own (made through the
 * API as the landlord would), so no other spec's tenant changes language under it.
 */

const WIDTHS = [1280, 390] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** A valid Civil ID no other tenant holds (12 digits, the last the check digit). */
function freshCivilId(): string {
  for (;;) {
    const first = `2${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const check = civilIdCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

const isoDay = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A new tenant of the second demo landlord (the first one's maintenance counts are read by other
 * specs) with a password and an approved contract on a unit of its own.
 */
async function tenantWithUnit(request: APIRequestContext, password: string) {
  const landlord = await apiToken(request, 'landlord2@example.com');
  const tag = randomUUID().slice(0, 8);
  const property = await request.post('/api/properties/create', {
    headers: auth(landlord),
    data: {
      name: `Language Tower ${tag}`,
      type: 'residential_building',
      governorate: 'Hawalli',
      area: 'Salmiya',
      units: [{ unitNo: 'L1', monthlyRent: '300', status: 'vacant' }],
    },
  });
  expect(property.ok(), await property.text()).toBe(true);
  const unitId = ((await property.json()) as { data: { units: { id: string }[] } }).data.units[0]!.id;

  const email = `arabic-${tag}@example.com`;
  const since = Date.now();
  const created = await request.post('/api/tenants/create', {
    headers: auth(landlord),
    data: {
      firstName: 'Huda',
      lastName: 'Al-Ajmi',
      email,
      phone: '+965 9876 5432',
      civilId: freshCivilId(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tenantId = ((await created.json()) as { data: { id: string } }).data.id;
  const invitation = await readLatestMail(email, { subject: /invited/i, since, timeoutMs: budget(15_000) });
  const token = /\/admin-panel\/auth\/invitation#token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
  expect(token, invitation.text).toBeTruthy();
  const accepted = await request.post('/api/invitations/accept', { data: { token, password } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const contract = await request.post('/api/contracts/create', {
    headers: auth(landlord),
    data: { tenantId, unitId, startDate: isoDay(-10), endDate: isoDay(355), monthlyRent: '300' },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  const contractId = ((await contract.json()) as { data: { id: string } }).data.id;
  const approved = await request.post(`/api/contracts/approve/${contractId}`, {
    headers: auth(landlord),
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { email, unitId, landlord };
}

for (const width of WIDTHS) {
  test(`a tenant switches to Arabic at ${width} px, and the next status mail is Arabic with the states in words`, async ({
    page,
    request,
  }) => {
    test.setTimeout(budget(90_000));
    const errors = collectPageErrors(page);
    const password = 'Arabic@2026';
    const tenant = await tenantWithUnit(request, password);
    await page.setViewportSize({ width, height: width >= 768 ? 800 : 844 });
    await signIn(page, tenant.email, password);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The header's switch: the choice is saved to the profile, then the page loads in Arabic.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/profile/language') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Choose a language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1').first()).toHaveText(/[\u0600-\u06FF]/);
    expect(await seriousViolations(page)).toEqual([]);

    // The tenant reports a problem; the landlord starts work on it; the mail is Arabic.
    const tenantToken = await apiToken(request, tenant.email, password);
    const reported = await request.post('/api/maintenance-requests/create', {
      headers: auth(tenantToken),
      data: {
        title: `Dripping tap ${width}`,
        category: 'plumbing',
        priority: 'normal',
        unit_id: tenant.unitId,
      },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
    const { id, number } = ((await reported.json()) as { data: { id: string; number: string } }).data;
    const since = Date.now();
    const moved = await request.post(`/api/maintenance-requests/${id}/status`, {
      headers: auth(tenant.landlord),
      data: { status: 'IN_PROGRESS' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    const mail = await readLatestMail(tenant.email, {
      subject: new RegExp(number),
      since,
      timeoutMs: budget(15_000),
    });
    expect(mail.subject).toBe(`${number}: أصبح طلب الصيانة الخاص بك قيد التنفيذ`);
    expect(mail.text).toContain('من مفتوح إلى قيد التنفيذ');
    expect(mail.text).not.toMatch(/IN_PROGRESS|OPEN/);
    expect(errors).toEqual([]);
  });
}
