import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, enterAs, typeDate } from './fixtures';
import { budget } from './budget';

const OVERLAP = 'This unit already has an approved contract for these dates.';

/** ISO date `days` from today in Kuwait, the server's "today" for occupancy. */
const day = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** An ISO date as the panel's date field shows and takes it: DD-MM-YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('-');

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** A property with one vacant unit, made through the properties API as the landlord would. */
async function seedUnit(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/properties/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      type: 'residential_building',
      governorate: 'Hawalli',
      area: 'Salmiya',
      units: [{ unitNo: 'E1', monthlyRent: '275.5', status: 'vacant' }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data: { units: { id: string }[] } };
  return body.data.units[0]!.id;
}

/** The panel's toast: role alert for refusals (red), status for successes (green). */
const toast = (page: Page, text: string, kind: 'alert' | 'status' = 'status') =>
  page.getByRole(kind).filter({ hasText: text });

test('a tenant request is approved, moves to Approved Contracts and occupies the unit; an overlap is refused', async ({
  browser,
  page,
  request,
}) => {
  // Two users' pages, a conflict and an occupancy check: 49 s of the default 60 on a loaded 2-core run.
  test.setTimeout(budget(60_000));
  const errors = collectPageErrors(page);
  const property = `E2E Tower ${Date.now().toString(36)}`;
  const landlordToken = await apiToken(request, 'landlord@example.com');
  const unitId = await seedUnit(request, landlordToken, property);
  const start = day(0);
  const end = day(364);

  // The tenant asks for the vacant unit from the panel; the unit's rent is filled in.
  await enterAs(page, 'tenant@example.com');
  await page.goto('/admin-panel/tenant-users/request');
  await page.getByLabel('Vacant unit').click();
  await page.getByRole('option', { name: new RegExp(property) }).click();
  await expect(page.getByLabel('Monthly rent (KWD)')).toHaveValue('275.500');
  await typeDate(page, 'Start date', typed(start));
  await typeDate(page, 'End date', typed(end));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Your contract request was sent to the landlord.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(property) })).toContainText('requested');

  // A second request over the same dates (made by the landlord for the same tenant) waits too.
  const tenants = await request.get('/api/tenants/list?q=tenant%40example.com', {
    headers: { authorization: `Bearer ${landlordToken}` },
  });
  const tenantId = ((await tenants.json()) as { items: { id: string }[] }).items[0]!.id;
  const second = await request.post('/api/contracts/create', {
    headers: { authorization: `Bearer ${landlordToken}` },
    data: { tenantId, unitId, startDate: day(30), endDate: day(200), monthlyRent: '280' },
  });
  expect(second.ok(), await second.text()).toBe(true);

  // The landlord approves the tenant's request in Contracts Request.
  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  const landlordErrors = collectPageErrors(landlord);
  await enterAs(landlord, 'landlord@example.com');
  await landlord.goto('/admin-panel/tenant-users/pending');
  await expect(landlord.getByText('Contracts Request').first()).toBeVisible();
  const rows = landlord.getByRole('row', { name: new RegExp(property) });
  await expect(rows).toHaveCount(2);
  const requested = rows.filter({ hasText: '275.500 KWD' });
  await requested.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(landlord, 'Contract approved.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // It is now an approved contract, and its unit is occupied.
  await landlord.goto('/admin-panel/tenant-users/approved');
  const approved = landlord.getByRole('row', { name: new RegExp(property) });
  await expect(approved).toHaveCount(1);
  await expect(approved).toContainText('275.500 KWD');
  await expect(approved).toContainText('Occupied');
  const unit = await request.get(`/api/property-units/get/${unitId}`, {
    headers: { authorization: `Bearer ${landlordToken}` },
  });
  expect(((await unit.json()) as { data: { status: string } }).data.status).toBe('occupied');

  // Approving the overlapping request is refused, with the reason on screen.
  await landlord.goto('/admin-panel/tenant-users/pending');
  const overlapping = landlord.getByRole('row', { name: new RegExp(property) });
  await overlapping.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(landlord, OVERLAP, 'alert')).toBeVisible();
  await expect(overlapping).toHaveCount(1);

  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  expect(landlordErrors.filter((e) => !e.includes('409'))).toEqual([]);
  await landlordContext.close();
});
