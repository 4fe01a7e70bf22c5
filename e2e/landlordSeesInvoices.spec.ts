import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, enterAs, signIn } from './fixtures';
import { auth, newLandlord, tenantWithOpenInvoice } from './ownRecords';
import { budget } from './budget';
import { searchList } from './listSearch';

const KWD = /^\d{1,3}(,\d{3})*\.\d{3} KWD$/;
const DETAIL_URL = /\/admin-panel\/invoices\/detail\/[0-9a-f-]{36}$/;
const SHOTS = '/tmp/billing-ui-shots';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the landlord sees INVOICES in KWD, filters them, opens one and its printable page', async ({
  page,
}) => {
  test.setTimeout(budget(90_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/invoices/list');
  await expect(page.getByText('INVOICES', { exact: true })).toBeVisible();

  // Amounts: '{number} KWD' with 3 decimals, right-aligned.
  const totals = page.locator('td.column-total');
  await expect(totals.first()).toBeVisible();
  expect(await totals.count()).toBe(10); // a year of demo invoices: the first page is full
  for (const text of await totals.allInnerTexts()) expect(text.trim()).toMatch(KWD);
  for (const text of await page.locator('td.column-balance').allInnerTexts())
    expect(text.trim()).toMatch(KWD);
  await expect(totals.first()).toHaveCSS('text-align', 'right');
  await page.screenshot({ path: `${SHOTS}/invoices-list-1280.png`, fullPage: true });

  // The status filter narrows the list in the API.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/PAID/);
  await expect(page.locator('td.column-status').first()).toHaveText('Paid');
  for (const text of await page.locator('td.column-status').allInnerTexts()) expect(text.trim()).toBe('Paid');

  // CSV export writes every matching invoice, amounts exact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('Invoice no');
  expect(csv).toMatch(/\d+\.\d{3}/);
  expect(csv).not.toContain('Overdue');

  // A row opens the invoice.
  const firstNo = (await page.locator('td.column-invoiceNo').first().innerText()).trim();
  await page.locator('td.column-invoiceNo').first().click();
  await expect(page).toHaveURL(DETAIL_URL);
  await expect(page.getByRole('heading', { name: firstNo, exact: true })).toBeVisible();
  const total = (await page.getByTestId('invoice-total').innerText()).trim();
  expect(total).toMatch(KWD);
  await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add charge' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoice-detail-1280.png`, fullPage: true });

  // Print opens the standalone printable invoice in a new tab, outside the panel layout.
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(printable).toHaveURL(/\/admin-panel\/invoice\/detail\/[0-9a-f-]{36}$/);
  await expect(printable.getByText(firstNo, { exact: true })).toBeVisible();
  await expect(printable.getByTestId('printable-total')).toHaveText(total);
  await expect(printable.getByLabel('Sidebar')).toHaveCount(0);
  await expect(printable.getByRole('banner')).toHaveCount(0);
  await printable.screenshot({ path: `${SHOTS}/invoice-printable-1280.png`, fullPage: true });
  // On paper the toolbar is gone.
  await printable.emulateMedia({ media: 'print' });
  await expect(printable.getByRole('button', { name: 'Print' })).toBeHidden();
  await printable.emulateMedia({ media: 'screen' });

  const [pdf] = await Promise.all([
    printable.waitForEvent('download'),
    printable.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${firstNo}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await printable.setViewportSize({ width: 390, height: 844 });
  await printable.screenshot({ path: `${SHOTS}/invoice-printable-390.png`, fullPage: true });
  expect(await noHorizontalScroll(printable)).toBeLessThanOrEqual(0);
  await printable.close();

  // At phone width the list and the detail stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/invoice-detail-390.png`, fullPage: true });
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await page.goto('/admin-panel/invoices/list');
  await expect(page.getByText(KWD).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoices-list-390.png`, fullPage: true });
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('the landlord adds a charge to an invoice, cannot cancel one with payments, and reads collection', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000));
  // The landlord, its tenant and the paid invoice are this test's own (e2e/ownRecords.ts): the test
  // above reads the demo landlord's first paid invoice at the same time, and a charge added to it
  // in between changed the total it compared (a failure of the suite, not of the product).
  const { email, token } = await newLandlord(request);
  const { invoice } = await tenantWithOpenInvoice(request, token, DEMO_PASSWORD);
  const paid = await request.post('/api/manual-payments/create', {
    headers: auth(token),
    multipart: {
      payload: JSON.stringify({
        invoice_id: invoice.id,
        amount: Number(invoice.balance),
        currency: 'KWD',
        method: 'bank_transfer',
        deposit_reference: 'DEP-7781',
        deposit_date: new Date().toISOString(),
        mark_as_paid: false,
      }),
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const target = invoice;

  await signIn(page, email, DEMO_PASSWORD);
  await page.goto('/admin-panel/invoices/list');
  await searchList(page, 'Search invoice, tenant or unit', target.invoiceNo);
  await expect(page.locator('td.column-invoiceNo')).toHaveText([target.invoiceNo]);
  await page.locator('td.column-invoiceNo').first().click();
  await expect(page).toHaveURL(DETAIL_URL);
  await expect(page.getByTestId('invoice-balance')).toHaveText('0.000 KWD');

  await page.getByRole('button', { name: 'Add charge' }).click();
  await page.getByLabel('Description').fill('Water bill');
  await page.getByLabel('Amount (KWD)').fill('1.2345');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(/up to 3 decimal places/)).toBeVisible();
  await page.getByLabel('Amount (KWD)').fill('0.300');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Charge added.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Water bill' }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-balance')).toHaveText('0.300 KWD');

  // The server refuses to cancel an invoice with payments; its message is shown.
  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(
    page.getByText('An invoice with payments cannot be cancelled.', { exact: true }),
  ).toBeVisible();

  // The tenant statement is one click away.
  await page.getByRole('link', { name: 'Tenant statement' }).click();
  await expect(page.getByRole('heading', { name: 'Statement of account' })).toBeVisible();
  await expect(page.getByTestId('closing-balance')).toHaveText(KWD);
  await page.screenshot({ path: `${SHOTS}/tenant-statement-landlord-1280.png`, fullPage: true });

  // Rental collection: this month's units with due, collected and outstanding.
  await page.goto('/admin-panel/rental-collection/list');
  await expect(page.getByTestId('collection-totals')).toContainText('Due');
  await expect(page.getByRole('table', { name: 'Rental collection' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rental-collection-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/rental-collection-390.png`, fullPage: true });
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
});
