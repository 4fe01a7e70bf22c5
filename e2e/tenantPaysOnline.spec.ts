import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, signIn } from './fixtures';
import { budget } from './budget';

/**
 * Issue 20 item 5: the demo tenant pays an invoice online through the built-in sandbox gateway
 * (the e2e server runs the embedded default, whose provider is the sandbox), and a declined card
 * leaves another invoice unchanged; the landlord then sees the payment.
 */

const SHOTS = 'test-results/online-payment-shots';
const APPROVING_CARD = '8888880000000001';
const DECLINING_CARD = '4000000000000002';
const DECLINED_REASON = 'Declined by the card issuer (sandbox).';

interface Invoice {
  id: string;
  invoiceNo: string;
  status: string;
  balance: string;
  paidAmount: string;
  total: string;
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function tenantInvoices(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const res = await request.get('/api/invoices/list?page=1&pageSize=100&sort=invoiceNo&order=asc', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Invoice[] }).items;
}

async function invoiceNow(request: APIRequestContext, token: string, id: string): Promise<Invoice> {
  const res = await request.get(`/api/invoices/get/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Invoice }).data;
}

/**
 * Two untouched open invoices of the tenant. Other specs record a manual payment on the first
 * open invoice they are offered and write off the last one, so these come from the middle.
 */
function pickInvoices(all: Invoice[]): { toPay: Invoice; toDecline: Invoice } {
  const open = all.filter((i) => ['UNPAID', 'OVERDUE'].includes(i.status) && Number(i.paidAmount) === 0);
  expect(open.length, 'the demo tenant needs two untouched open invoices').toBeGreaterThanOrEqual(2);
  const middle = Math.max(0, Math.floor(open.length / 2) - 1);
  return { toPay: open[middle]!, toDecline: open[middle + 1]! };
}

/** On the sandbox's hosted page: KNET (its default method) with the given card number. */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

/** Screenshots of a result page at desktop and phone widths; the phone width must not scroll sideways. */
async function shootAtTwoWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the tenant pays an invoice online; a declined card changes nothing; the landlord sees the payment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(budget(150_000));
  const errors = collectPageErrors(page);
  const tenantToken = await apiToken(request, 'tenant@example.com');
  const { toPay, toDecline } = pickInvoices(await tenantInvoices(request, tenantToken));

  // Pay from MY RENTAL INVOICES, on the invoice's own row.
  await signIn(page, 'tenant@example.com');
  await page.goto('/admin-panel/tenant-rental/list');
  await page.getByPlaceholder('Search invoice, tenant or unit').fill(toPay.invoiceNo);
  await expect(page.locator('td.column-invoiceNo')).toHaveText([toPay.invoiceNo]);
  await page.getByRole('button', { name: `Pay ${toPay.invoiceNo}` }).click();
  await payOnSandbox(page, APPROVING_CARD);

  await expect(page).toHaveURL(/\/admin-panel\/payments\/success\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('paid-invoice-no')).toHaveText(toPay.invoiceNo);
  await expect(page.getByTestId('receipt-no')).toHaveText(/^\S+$/);
  const receiptNo = (await page.getByTestId('receipt-no').textContent())!;
  await expect(page.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible();
  await shootAtTwoWidths(page, 'payment-success');

  // MY RENTAL INVOICES now shows it PAID.
  await page.getByRole('link', { name: 'My rental invoices' }).last().click();
  await expect(page).toHaveURL(/\/admin-panel\/tenant-rental\/list/);
  await page.getByPlaceholder('Search invoice, tenant or unit').fill(toPay.invoiceNo);
  await expect(page.locator('td.column-invoiceNo')).toHaveText([toPay.invoiceNo]);
  await expect(page.locator('td.column-status')).toHaveText(['Paid']);
  expect((await invoiceNow(request, tenantToken, toPay.id)).status).toBe('PAID');

  // A declined card, paid from the invoice's detail: the failed page with the reason, nothing changed.
  await page.goto(`/admin-panel/invoices/detail/${toDecline.id}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payOnSandbox(page, DECLINING_CARD);
  await expect(page).toHaveURL(/\/admin-panel\/payments\/failed\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText(DECLINED_REASON);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shootAtTwoWidths(page, 'payment-failed');
  const after = await invoiceNow(request, tenantToken, toDecline.id);
  expect({ status: after.status, balance: after.balance }).toEqual({
    status: toDecline.status,
    balance: toDecline.balance,
  });
  expect(errors).toEqual([]);

  // The landlord sees the online payment on TENANT PAYMENTS (method KNET) and in COLLECTION REPORTS.
  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await signIn(landlord, 'landlord@example.com');
  await landlord.goto('/admin-panel/tenant-payments/list');
  await landlord.getByPlaceholder('Search users...').fill(toPay.invoiceNo);
  await landlord.keyboard.press('Enter');
  const payment = landlord.getByTestId('payment-row').filter({ hasText: toPay.invoiceNo });
  await expect(payment.first()).toBeVisible();
  await expect(payment.first()).toContainText('KNET');
  await landlord.goto('/admin-panel/collection-reports/list');
  await landlord.getByPlaceholder('Search tenant...').fill(toPay.invoiceNo);
  await landlord.keyboard.press('Enter');
  const collected = landlord.getByTestId('collection-row').filter({ hasText: toPay.invoiceNo });
  await expect(collected.first()).toBeVisible();
  await expect(collected.first()).toContainText(/paid/i);
  await landlord.screenshot({ path: `${SHOTS}/landlord-collection-1280.png`, fullPage: true });
  expect(receiptNo.length).toBeGreaterThan(0);
  await landlordContext.close();
});
