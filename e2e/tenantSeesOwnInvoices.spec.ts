import Big from 'big.js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, enterAs } from './fixtures';
import { budget } from './budget';

const SHOTS = '/tmp/billing-ui-shots';

interface Invoice {
  invoiceNo: string;
  tenantId: string;
  tenantName: string;
  balance: string;
  status: string;
}

async function apiLogin(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string; id: string } }).data;
}

async function allInvoices(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const items: Invoice[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/invoices/list?page=${page}&pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { items: Invoice[]; totalPages: number };
    items.push(...body.items);
    if (page >= body.totalPages) return items;
  }
}

test('the tenant sees MY RENTAL INVOICES: only its own, its balance and its statement', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000));
  const errors = collectPageErrors(page);
  const tenant = await apiLogin(request, 'tenant@example.com');
  const landlord = await apiLogin(request, 'landlord@example.com');
  const own = await allInvoices(request, tenant.access_token);
  const landlords = await allInvoices(request, landlord.access_token);
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((i) => i.tenantId === tenant.id)).toBe(true);
  const ownNos = new Set(own.map((i) => i.invoiceNo));
  const othersNames = new Set(landlords.filter((i) => i.tenantId !== tenant.id).map((i) => i.tenantName));
  othersNames.delete(own[0]!.tenantName);
  expect(othersNames.size).toBeGreaterThan(0); // the landlord has other tenants' invoices to leave out

  await page.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await enterAs(page, 'tenant@example.com');
  await page.getByRole('link', { name: 'My rental invoices' }).first().click();
  await expect(page).toHaveURL(/\/admin-panel\/tenant-rental\/list/);
  await expect(page.getByText('MY RENTAL INVOICES', { exact: true })).toBeVisible();

  // Its total outstanding is the sum of its open balances.
  const outstanding = own
    .filter((i) => i.status !== 'PAID' && i.status !== 'CANCELLED')
    .reduce((sum, i) => sum.plus(i.balance), new Big(0));
  const expected = `${outstanding.toFixed(3).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} KWD`;
  await expect(page.getByTestId('tenant-outstanding')).toHaveText(expected);

  // Every row is one of its own invoices; no tenant column, no other tenant's name.
  const numbers = page.locator('td.column-invoiceNo');
  await expect(numbers.first()).toBeVisible();
  const shown = (await numbers.allInnerTexts()).map((t) => t.trim());
  expect(shown.length).toBe(Math.min(10, own.length));
  for (const no of shown) expect(ownNos.has(no), no).toBe(true);
  await expect(page.getByRole('columnheader', { name: 'Tenant' })).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const name of othersNames) expect(text).not.toContain(name);
  await page.screenshot({ path: `${SHOTS}/tenant-invoices-1280.png`, fullPage: true });

  // Its invoice opens read-only: no charges, no cancelling.
  await numbers.first().click();
  await expect(page).toHaveURL(/\/admin-panel\/invoices\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: shown[0], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add charge' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

  // Another tenant's invoice is simply not there.
  const foreign = landlords.find((i) => i.tenantId !== tenant.id)!;
  const foreignId = (foreign as unknown as { id: string }).id;
  await page.goto(`/admin-panel/invoices/detail/${foreignId}`);
  await expect(page.getByText('Invoice not found.')).toBeVisible();
  await page.goto(`/admin-panel/invoice/detail/${foreignId}`);
  await expect(page.getByRole('alert')).toHaveText('Invoice not found.');

  // View statement: its own ledger.
  await page.goto('/admin-panel/tenant-rental/list');
  await page.getByRole('link', { name: 'View statement' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-panel/tenant-statement/${tenant.id}$`));
  await expect(page.getByRole('heading', { name: 'Statement of account' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement' })).toContainText(shown[0]!);
  await page.screenshot({ path: `${SHOTS}/tenant-statement-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/tenant-statement-390.png`, fullPage: true });
  await page.goto('/admin-panel/tenant-rental/list');
  await expect(page.getByTestId('tenant-outstanding')).toHaveText(expected);
  await page.screenshot({ path: `${SHOTS}/tenant-invoices-390.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The two 404 answers above are logged by the browser; nothing else may be.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});
