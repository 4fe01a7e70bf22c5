import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Big from 'big.js';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { formatKwd } from '../domain/money';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { DEMO_PASSWORD, signIn } from './fixtures';
import { api, newLandlord, tenantWithOpenInvoice } from './ownRecords';
import { seriousViolations, shootAtTwoWidths } from './screenChecks';

/*
 * Issue 34 item 2: the landlord of its own makes a schedule of cheques from its tenant's contract,
 * deposits three in one batch (and downloads the slip), clears two and bounces one; the invoices
 * and the dashboard follow to the fils; the tenant sees its cheques. Screenshots at 1280 and 390 px,
 * in English and Arabic, into /tmp/shots-cheq/ and the test's attachments; axe clean.
 */

const SHOTS = process.env.CHEQ_SHOTS ?? '/tmp/shots-cheq';
/** A 1×1 PNG: the cheque's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface BatchAnswer {
  data: {
    id: string;
    total: string;
    cheques: {
      id: string;
      cheque_no: string;
      amount: string;
      invoices: { id: string; due_date: string }[];
    }[];
  };
}

const kwdValue = (text: string) => new Big(/([\d,]+\.\d{3}) KWD/.exec(text)![1]!.replace(/,/g, ''));

async function outstanding(page: Page): Promise<Big> {
  await page.goto('/admin-panel/dashboard');
  const figure = page.getByTestId('figure-outstanding');
  await expect(figure).toContainText('KWD');
  return kwdValue((await figure.textContent())!);
}

/** The dashboard's "collected" figure for the month of `day` (the invoices due that month). */
async function collectedIn(page: Page, day: string): Promise<Big> {
  await page.goto(`/admin-panel/dashboard?month=${day.slice(0, 7)}`);
  const card = page.getByTestId('card-collected');
  await expect(card).toContainText(`in ${day.slice(5, 7)}-${day.slice(0, 4)}`);
  return kwdValue((await page.getByTestId('figure-collected').textContent())!);
}

async function move(page: Page, chequeId: string, button: string, reason: string, shown: string) {
  await page.goto(`/admin-panel/cheques/detail/${chequeId}`);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the timeline)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'The cheque' }).locator('[data-state]')).toHaveText(shown);
  await expect(page.getByTestId('cheque-move').last()).toContainText(reason);
}

test('the landlord schedules, deposits, clears and bounces cheques; the invoices, dashboard and tenant follow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(budget(240_000));
  mkdirSync(SHOTS, { recursive: true });
  const landlord = await newLandlord(page.request, { firstName: 'Adel', lastName: 'Al-Rashidi' });
  const tenant = await tenantWithOpenInvoice(page.request, landlord.token, DEMO_PASSWORD, {
    startDaysAgo: 70,
  });
  await signIn(page, landlord.email);
  const before = await outstanding(page);

  // Make schedule from contract: a dry run proposed, one number edited, then saved.
  await page.goto('/admin-panel/cheques/list');
  await page.getByRole('button', { name: 'Make schedule from contract' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule cheques from a contract' });
  await schedule.getByRole('combobox', { name: 'Contract' }).click();
  await page.getByRole('option').first().click();
  await schedule.getByLabel('Bank name').fill('Gulf Bank');
  await schedule.getByLabel('First cheque number').fill('000501');
  await schedule.getByLabel('Drawer name').fill('Maryam Al-Enezi');
  await schedule.getByRole('button', { name: 'Propose cheques' }).click();
  await expect(schedule.getByLabel('Cheque 1: Cheque No')).toHaveValue('000501');
  await expect(schedule.getByLabel('Cheque 2: Cheque No')).toHaveValue('000502');
  await schedule.getByLabel('Cheque 4: Cheque No').fill('000999');
  const saved = page.waitForResponse((r) => r.url().includes('/api/cheques/schedule'));
  await schedule.getByRole('button', { name: /^Save \d+ cheques$/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(schedule).toBeHidden();
  await expect(page.getByText('000999')).toBeVisible();

  // Deposit the three oldest (each for an issued invoice) in one batch, and download the slip.
  const rows = page.getByRole('checkbox', { name: 'Select this row' });
  for (const i of [0, 1, 2]) await rows.nth(i).check();
  await page.getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit 3 cheques' });
  await deposit.getByLabel('Bank account deposited into').fill('Gulf Bank 0099887766');
  const deposited = page.waitForResponse((r) => r.url().includes('/api/cheques/deposit-batch'));
  await deposit.getByRole('button', { name: 'Mark deposited' }).click();
  const batch = ((await (await deposited).json()) as BatchAnswer).data;
  expect(batch.cheques.map((c) => c.cheque_no)).toEqual(['000501', '000502', '000503']);
  await expect(deposit.getByText('3 cheques deposited.')).toBeVisible();
  const download = page.waitForEvent('download');
  await deposit.getByRole('button', { name: 'Download deposit slip (PDF)' }).click();
  const slip = await download;
  expect(slip.suggestedFilename()).toMatch(/^deposit-slip-\d{4}-\d{2}-\d{2}\.pdf$/);
  const slipFile = testInfo.outputPath('deposit-slip.pdf');
  await slip.saveAs(slipFile);
  await testInfo.attach('deposit-slip', { path: slipFile, contentType: 'application/pdf' });
  await deposit.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[data-state="DEPOSITED"]')).toHaveCount(3);

  // Clear two, bounce one: each move with its reason in the timeline.
  const [first, second, third] = batch.cheques;
  const firstMonth = first!.invoices[0]!.due_date;
  const collectedBefore = await collectedIn(page, firstMonth);
  await move(page, first!.id, 'Mark cleared', 'Credited to the account', 'Cleared');
  await move(page, second!.id, 'Mark cleared', 'Credited to the account', 'Cleared');
  await move(page, third!.id, 'Mark bounced', 'Insufficient funds', 'Bounced');
  await shootAtTwoWidths(page, SHOTS, 'cheque-detail-en');
  expect(await seriousViolations(page)).toEqual([]);

  // A held cheque is corrected: where it is kept, and its photo.
  await page.goto('/admin-panel/cheques/list');
  await page.getByRole('tab', { name: 'All cheques' }).click();
  await page.getByText('000999').click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'EDIT CHEQUE' });
  await edit.getByLabel('Custody note').fill('Office safe, drawer 2');
  await edit
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cheque-999.png', mimeType: 'image/png', buffer: PNG });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  // On the cheque's details (its History panel below names the new note too, once it has loaded).
  await expect(
    page.getByRole('region', { name: 'The cheque' }).getByText('Office safe, drawer 2'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /cheque-999\.png/ })).toBeVisible();

  // The cleared cheques' invoices are paid; the bounced one's still owes.
  for (const cheque of [first!, second!]) {
    await page.goto(`/admin-panel/invoices/detail/${cheque.invoices[0]!.id}`);
    await expect(page.getByTestId('invoice-balance')).toHaveText('0.000 KWD');
  }
  await page.goto(`/admin-panel/invoices/detail/${third!.invoices[0]!.id}`);
  await expect(page.getByTestId('invoice-balance')).toHaveText(formatKwd(third!.amount));

  // The dashboard's outstanding falls by exactly the cleared amounts; nothing for the bounced one.
  const cleared = new Big(first!.amount).plus(second!.amount);
  expect((await outstanding(page)).toFixed(3)).toBe(before.minus(cleared).toFixed(3));
  // The month of the first cleared cheque's invoice: collected moves by its amount, to the fils.
  expect((await collectedIn(page, firstMonth)).toFixed(3)).toBe(
    collectedBefore.plus(first!.amount).toFixed(3),
  );
  await page.goto('/admin-panel/dashboard');
  await expect(page.getByTestId('card-cheques-to-deposit')).toBeVisible();
  await page.getByTestId('card-cheques-to-deposit').getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'To deposit (next 7 days)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The register in English and in Arabic, at both widths.
  // The list keeps its place (the "to deposit" view just opened): back to every cheque.
  await page.getByRole('tab', { name: 'All cheques' }).click();
  await expect(page.locator('[data-state="CLEARED"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootAtTwoWidths(page, SHOTS, 'cheque-list-en');
  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/admin-panel/cheques/list');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الشيكات').first()).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'cheque-list-ar');
  await page.goto(`/admin-panel/cheques/detail/${third!.id}`);
  await expect(page.getByText('مرتجع').first()).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'cheque-detail-ar');

  // The tenant sees its own cheques, read-only.
  const tenantContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const tenantPage = await tenantContext.newPage();
  await signIn(tenantPage, tenant.email);
  await tenantPage.goto('/admin-panel/cheques/list');
  await expect(
    tenantPage.getByRole('heading', { name: 'MY CHEQUES' }).or(tenantPage.getByText('MY CHEQUES')).first(),
  ).toBeVisible();
  await expect(tenantPage.getByText('000501')).toBeVisible();
  await expect(tenantPage.locator('[data-state="BOUNCED"]')).toHaveCount(1);
  await expect(tenantPage.getByRole('checkbox', { name: 'Select this row' })).toHaveCount(0);
  await expect(tenantPage.getByRole('button', { name: 'Make schedule from contract' })).toHaveCount(0);
  await shootAtTwoWidths(tenantPage, SHOTS, 'cheque-list-tenant-en');
  await tenantPage.goto(`/admin-panel/cheques/detail/${first!.id}`);
  await expect(tenantPage.locator('[data-state="CLEARED"]').first()).toBeVisible();
  await expect(tenantPage.getByRole('button', { name: 'Mark bounced' })).toHaveCount(0);
  await tenantContext.close();
});

test('on a phone the landlord deposits the held cheques the register shows, named before they move', async ({
  page,
}) => {
  test.setTimeout(budget(120_000));
  const landlord = await newLandlord(page.request, { firstName: 'Hamad', lastName: 'Al-Kandari' });
  const tenant = await tenantWithOpenInvoice(page.request, landlord.token, DEMO_PASSWORD, {
    startDaysAgo: 40,
  });
  const scheduled = await api<{ data: { saved: { cheque_no: string }[] } }>(
    page.request,
    'post',
    '/api/cheques/schedule',
    landlord.token,
    { contract_id: tenant.contractId, bank: 'Warba Bank', first_number: '700001' },
  );
  const saved = scheduled.data.saved;
  expect(saved.length).toBeGreaterThan(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, landlord.email);
  await page.goto('/admin-panel/cheques/list');
  // Cards on a phone: nothing to tick, so the toolbar offers the held cheques shown.
  await expect(page.getByText('700001 · Warba Bank')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select this row' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Deposit the held cheques shown' }).click();
  const shown = Math.min(saved.length, 10);
  const deposit = page.getByRole('dialog', { name: `Deposit ${shown} cheques` });
  await expect(deposit.getByRole('listitem')).toHaveCount(shown);
  await expect(deposit.getByRole('listitem').first()).toContainText('700001 · Warba Bank');
  const deposited = page.waitForResponse((r) => r.url().includes('/api/cheques/deposit-batch'));
  await deposit.getByRole('button', { name: 'Mark deposited' }).click();
  const batch = ((await (await deposited).json()) as BatchAnswer).data;
  expect(batch.cheques).toHaveLength(shown);
  await expect(deposit.getByText(`${shown} cheques deposited.`)).toBeVisible();
  await deposit.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[data-state="DEPOSITED"]')).toHaveCount(shown);
  // None held now on the page: the button goes.
  await expect(page.getByRole('button', { name: 'Deposit the held cheques shown' })).toHaveCount(0);
  expect(await seriousViolations(page, { wcagOnly: true })).toEqual([]);
});
