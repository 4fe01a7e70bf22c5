import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { MANUAL_PAYMENT_MESSAGES as M } from '../domain/manualPaymentSchemas';
import { collectPageErrors, DEMO_PASSWORD, enterAs, signIn } from './fixtures';
import { manualPayment, newLandlord, tenantWithOpenInvoice, type PaymentFile } from './ownRecords';
import { budget } from './budget';

const LIST_PATH = '/admin-panel/tenant-payments/list';
const SHOTS = '/tmp/payments-ui-shots';

/** '1-10 of 57' under the table → 57. */
async function totalShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('row-count').textContent()) ?? '';
  return Number(/of (\d+)/.exec(text)?.[1] ?? NaN);
}

const rows = (page: Page) => page.getByTestId('payment-row');

/** Types a DD-MM-YYYY date into an MUI date field (its day, month and year sections). */
async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(ddmmyyyy.replace(/-/g, ''));
}

/** The list call the panel makes, asked directly with the signed-in user's token. */
async function apiTotal(page: Page, query: Record<string, string>): Promise<number> {
  return page.evaluate(async (q) => {
    const user = JSON.parse(localStorage.getItem('WEB_ADMIN_USER') ?? '{}') as { landlordId?: string };
    const params = new URLSearchParams({
      constantPage: '1',
      pageSize: '10',
      role: 'landlord',
      actor_id: user.landlordId ?? '',
      ...q,
    });
    const res = await fetch(`/api/manual-payments/list?${params}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('WEB_ADMIN_AUTH_TOKEN')}` },
    });
    return ((await res.json()) as { total: number }).total;
  }, query);
}

/** Drops two files made in the page (a PNG and a PDF) onto the dialog's drop zone, as a real drop. */
async function dropTwoFiles(page: Page) {
  const dataTransfer = await page.evaluateHandle(() => {
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    const transfer = new DataTransfer();
    transfer.items.add(new File([png], 'bank-slip-photo.png', { type: 'image/png' }));
    transfer.items.add(new File([pdf], 'deposit-receipt.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await page.getByTestId('attachment-dropzone').dispatchEvent('drop', { dataTransfer });
}

/** A 1×1 PNG and a one-page PDF, as the demo's bank slips: the API checks files by content. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SLIP_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FIVE_FILES: PaymentFile[] = [
  { name: 'bank-slip.png', mimeType: 'image/png', buffer: SLIP_PNG },
  ...[1, 2, 3, 4].map((n) => ({ name: `deposit-${n}.pdf`, mimeType: 'application/pdf', buffer: SLIP_PDF })),
];

test('the landlord filters by date, searches, adds a payment with two dropped files and edits it', async ({
  page,
  request,
}) => {
  // The story, then the records made first (a sign-up, a tenant's invitation mail, three payments).
  test.setTimeout(budget(150_000));
  const errors = collectPageErrors(page);
  // A landlord of its own (e2e/ownRecords.ts): the payment this test adds would otherwise land on the
  // demo invoice that other specs pay, and change the totals the receipts and collection specs
  // compare. Its tenant's contract began 100 days ago, so there are invoices to pay: one payment 90
  // days ago with five files (the '+N' below), two in the last 60 days (the narrower range).
  const landlord = await newLandlord(request);
  const { invoices } = await tenantWithOpenInvoice(request, landlord.token, DEMO_PASSWORD, {
    startDaysAgo: 100,
  });
  expect(invoices.length, 'the contract bills three months or more').toBeGreaterThanOrEqual(3);
  await manualPayment(request, landlord.token, invoices[0]!.id, '100.000', {
    depositDaysAgo: 90,
    files: FIVE_FILES,
  });
  await manualPayment(request, landlord.token, invoices[1]!.id, '100.000', { depositDaysAgo: 10 });
  await manualPayment(request, landlord.token, invoices[2]!.id, '100.000');
  await signIn(page, landlord.email);
  await page.goto(LIST_PATH);
  await expect(page.getByRole('heading', { name: 'TENANT PAYMENTS', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-desktop.png`, fullPage: true });

  // The default range: 6 months before to 6 months after today, shown DD-MM-YYYY.
  const shownDate = async (label: string) =>
    ((await page.getByRole('group', { name: label }).textContent()) ?? '').replace(/[^0-9-]/g, '');
  expect(await shownDate('From date')).toBe(dayjs().subtract(6, 'month').format('DD-MM-YYYY'));
  expect(await shownDate('To date')).toBe(dayjs().add(6, 'month').format('DD-MM-YYYY'));
  const all = await totalShown(page);
  expect(all).toBeGreaterThan(0);

  // '+N' beyond three attachments: the payment with five files shows 3 icons and '+2'.
  const more = page.getByRole('button', { name: /more attachments/ }).first();
  let pageShown = 1;
  while (!(await more.isVisible()) && pageShown < Math.ceil(all / 10)) {
    pageShown += 1;
    await page.getByRole('button', { name: `Go to page ${pageShown}` }).click();
  }
  await expect(more).toHaveText(/^\+\d+$/);
  await more.click();
  await expect(page.getByRole('list', { name: 'More attachments' }).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  if (pageShown > 1) await page.getByRole('button', { name: 'Go to page 1' }).click();

  // Date filter: a narrower range asks the API for that range and shows its total.
  const narrowFrom = dayjs().subtract(60, 'day');
  await typeDate(page, 'From date', narrowFrom.format('DD-MM-YYYY'));
  expect(await shownDate('From date')).toBe(narrowFrom.format('DD-MM-YYYY'));
  const narrowed = await apiTotal(page, {
    dateFrom: narrowFrom.format('YYYY-MM-DD'),
    dateTo: dayjs().add(6, 'month').format('YYYY-MM-DD'),
  });
  await expect.poll(() => totalShown(page)).toBe(narrowed);
  expect(narrowed).toBeLessThan(all);

  // Search runs on Enter only.
  const firstInvoice = (await rows(page).first().getByRole('cell').first().textContent())!.trim();
  const search = page.getByRole('searchbox', { name: 'Search users...' });
  // Every list call that carried a search term: typing alone must send none (no fixed sleep).
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/manual-payments/list' && url.searchParams.get('q')) searches.push(url.href);
  });
  await search.fill(firstInvoice);
  expect(await totalShown(page)).toBe(narrowed);
  await search.press('Enter');
  await expect.poll(() => totalShown(page)).toBeLessThan(Math.max(narrowed, 2));
  expect(searches).toHaveLength(1);
  await expect(rows(page).first().getByRole('cell').first()).toHaveText(firstInvoice);
  await search.fill('');
  await search.press('Enter');
  await expect.poll(() => totalShown(page)).toBe(narrowed);
  const before = narrowed;

  // Add: the messages of section 5 first, then a payment with two dropped attachments.
  await page.getByRole('button', { name: '+ Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByText(M.invoiceRequired)).toBeVisible();
  await expect(dialog.getByText(M.amountRequired)).toBeVisible();
  await dialog.getByLabel('Amount').fill('12.3456');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByText(M.amountDecimals)).toBeVisible();
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByText(M.amountPositive)).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Invoice' }).click();
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toBeVisible();
  const invoiceName = (await firstOption.textContent())!.trim();
  await firstOption.click();
  await dialog.getByLabel('Amount').fill('12.250');
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await expect(page.getByRole('option')).toHaveText(['None', 'Bank Transfer', 'Cash', 'Cheque']);
  await page.getByRole('option', { name: 'Bank Transfer' }).click();
  const reference = `E2E-${Date.now().toString(36)}`;
  await dialog.getByLabel('Deposit reference').fill(reference);
  await dialog.getByLabel('Notes').fill('Paid at the branch');
  await dropTwoFiles(page);
  await expect(dialog.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/add-dialog-desktop.png` });
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.created })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Prepended, and the total grew by one, without reloading the list.
  await expect.poll(() => totalShown(page)).toBe(before + 1);
  const newRow = rows(page).first();
  await expect(newRow).toContainText('12.250 KWD');
  await expect(newRow).toContainText('Bank Transfer');
  await expect(newRow.getByRole('link')).toHaveCount(2);
  expect(invoiceName).toContain((await newRow.getByRole('cell').first().textContent())!.trim());

  // Edit: the invoice is fixed, the methods are the update set, an existing file can be removed.
  await newRow.getByRole('button', { name: /^Edit payment/ }).click();
  const update = page.getByRole('dialog', { name: 'Update Manual Payment' });
  await expect(update).toBeVisible();
  await expect(update.getByLabel('Invoice')).toBeDisabled();
  await expect(update.getByText('Mark as paid')).toHaveCount(0);
  await update.getByRole('combobox', { name: 'Method' }).click();
  await expect(page.getByRole('option')).toHaveText(['None', 'Bank Transfer', 'Cash', 'POS']);
  await page.getByRole('option', { name: 'POS' }).click();
  await update.getByLabel('Amount').fill('15.5');
  await update.getByRole('button', { name: 'Remove deposit-receipt.pdf' }).click();
  await page.screenshot({ path: `${SHOTS}/update-dialog-desktop.png` });
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.updated })).toBeVisible();
  await expect(update).toBeHidden();
  await expect(newRow).toContainText('15.500 KWD');
  await expect(newRow).toContainText('POS');
  await expect(newRow.getByRole('link')).toHaveCount(1);
  expect(await totalShown(page)).toBe(before + 1);

  expect(errors).toEqual([]);
});

test('at phone width the payments are cards and the dialogs fill the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, 'landlord@example.com');
  await page.goto(LIST_PATH);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: '+ Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Payment' });
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await page.screenshot({ path: `${SHOTS}/add-dialog-phone.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await rows(page)
    .first()
    .getByRole('button', { name: /^Edit payment/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Update Manual Payment' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/update-dialog-phone.png` });
});
