import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, signIn, typeDate } from './fixtures';
import { newLandlord, newProperty, newTenant } from './ownRecords';
import { budget } from './budget';

const TENANT_PASSWORD = 'Tenant@2026';
const OVERLAP = 'This unit already has an approved contract for these dates.';

/** ISO date `days` from today in Kuwait, the server's "today" for occupancy. */
const day = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** An ISO date as the panel's date field shows and takes it: DD-MM-YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('-');

/** The panel's toast: role alert for refusals (red), status for successes (green). */
const toast = (page: Page, text: string, kind: 'alert' | 'status' = 'status') =>
  page.getByRole(kind).filter({ hasText: text });

test('a tenant request is approved, moves to Approved Contracts and occupies the unit; an overlap is refused', async ({
  browser,
  page,
  request,
}) => {
  // Two users' pages, a conflict and an occupancy check: 49 s of the default 60 on a loaded 2-core run;
  // then the records made first (a sign-up, a tenant's invitation mail) and two sign-ins.
  test.setTimeout(budget(90_000));
  const errors = collectPageErrors(page);
  const property = `E2E Tower ${Date.now().toString(36)}`;
  // The landlord, its tenant and the unit are this spec's own (e2e/ownRecords.ts): the demo tenant's
  // approved contract would bill it new invoices, and the demo landlord's occupancy would change,
  // both read by other specs.
  const landlord = await newLandlord(request);
  const landlordToken = landlord.token;
  const tenant = await newTenant(request, landlordToken, TENANT_PASSWORD);
  const {
    unitIds: [unitId],
  } = await newProperty(request, landlordToken, property, [{ unitNo: 'E1', monthlyRent: '275.5' }]);
  const start = day(0);
  const end = day(364);

  // The tenant asks for the vacant unit from the panel; the unit's rent is filled in.
  await signIn(page, tenant.email, TENANT_PASSWORD);
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
  const tenantId = tenant.id;
  const second = await request.post('/api/contracts/create', {
    headers: { authorization: `Bearer ${landlordToken}` },
    data: { tenantId, unitId, startDate: day(30), endDate: day(200), monthlyRent: '280' },
  });
  expect(second.ok(), await second.text()).toBe(true);

  // The landlord approves the tenant's request in Contracts Request.
  const landlordContext = await browser.newContext();
  const landlordPage = await landlordContext.newPage();
  const landlordErrors = collectPageErrors(landlordPage);
  await signIn(landlordPage, landlord.email);
  await landlordPage.goto('/admin-panel/tenant-users/pending');
  await expect(landlordPage.getByText('Contracts Request').first()).toBeVisible();
  const rows = landlordPage.getByRole('row', { name: new RegExp(property) });
  await expect(rows).toHaveCount(2);
  const requested = rows.filter({ hasText: '275.500 KWD' });
  await requested.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(landlordPage, 'Contract approved.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // It is now an approved contract, and its unit is occupied.
  await landlordPage.goto('/admin-panel/tenant-users/approved');
  const approved = landlordPage.getByRole('row', { name: new RegExp(property) });
  await expect(approved).toHaveCount(1);
  await expect(approved).toContainText('275.500 KWD');
  await expect(approved).toContainText('Occupied');
  const unit = await request.get(`/api/property-units/get/${unitId}`, {
    headers: { authorization: `Bearer ${landlordToken}` },
  });
  expect(((await unit.json()) as { data: { status: string } }).data.status).toBe('occupied');

  // Approving the overlapping request is refused, with the reason on screen.
  await landlordPage.goto('/admin-panel/tenant-users/pending');
  const overlapping = landlordPage.getByRole('row', { name: new RegExp(property) });
  await overlapping.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(landlordPage, OVERLAP, 'alert')).toBeVisible();
  await expect(overlapping).toHaveCount(1);

  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  expect(landlordErrors.filter((e) => !e.includes('409'))).toEqual([]);
  await landlordContext.close();
});
