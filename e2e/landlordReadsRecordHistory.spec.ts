import { expect, test } from '@playwright/test';
import Big from 'big.js';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { collectPageErrors, DEMO_PASSWORD, signIn } from './fixtures';
import { api, kuwaitDay, manualPayment, newLandlord, newProperty, tenantWithOpenInvoice } from './ownRecords';
import { openInPanel } from './panelNavigation';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 36 item 4: the History panel of an invoice. A landlord of its own records a payment short
 * of the balance and marks the invoice paid (the rest written off), through the API builders; the
 * invoice's screen then lists both changes beside the invoice's issue — who, when, from where, each
 * field before → after, money in KWD and days DD-MM-YYYY — at 1280 and 390 px, in English and in
 * Arabic, with no serious accessibility finding. Two page loads: the invoice, then its Arabic.
 */
const SHOTS = process.env.HISTORY_SHOTS ?? 'test-results/history-shots';

test("the landlord reads an invoice's history: its payment and its write-off", async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  const errors = collectPageErrors(page);
  const landlord = await newLandlord(request, { firstName: 'Salem', lastName: 'Al-Ajmi' });
  const { invoice } = await tenantWithOpenInvoice(request, landlord.token, DEMO_PASSWORD);
  const paid = new Big(invoice.balance).minus(25).toFixed(3);
  await manualPayment(request, landlord.token, invoice.id, paid, {
    markAsPaid: true,
    writeOffReason: 'Agreed discount for a late repair',
  });

  await signIn(page, landlord.email);
  await page.goto(`/admin-panel/invoices/detail/${invoice.id}`);
  const history = page.getByRole('region', { name: 'History' });
  const rows = history.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  const payment = rows.filter({ hasText: 'Payment recorded' });
  await expect(payment).toContainText('Salem Al-Ajmi (Landlord)');
  await expect(payment).toContainText(`— → ${paid} KWD`);
  await expect(payment).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  const writeOff = rows.filter({ hasText: 'Rest written off' });
  await expect(writeOff).toContainText('25.000 KWD');
  await expect(writeOff).toContainText('Agreed discount for a late repair');
  const issued = rows.filter({ hasText: 'Invoice issued' });
  await expect(issued).toContainText(/Due date\s*— → \d{2}-\d{2}-\d{4}/);
  await shootAtTwoWidths(page, SHOTS, 'invoice-history-en');

  // On a phone an expense's card offers Delete as the desktop row does (issue 36, item 4's small part).
  const building = await newProperty(request, landlord.token, 'History Court');
  await api(request, 'post', '/api/expenses/create', landlord.token, {
    property_id: building.id,
    date: kuwaitDay(0),
    amount: '12.500',
    category: 'cleaning',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openInPanel(page, 'expenses/list');
  const card = page.getByTestId('expense-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInPanel(page, `invoices/detail/${invoice.id}`);

  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.reload();
  const arabic = page.getByRole('region', { name: 'سجل التغييرات' });
  await expect(arabic.getByTestId('history-row')).toHaveCount(3);
  await expect(arabic.getByTestId('history-row').filter({ hasText: 'تسجيل دفعة' })).toContainText('المالك');
  await expect(arabic.getByTestId('history-row').filter({ hasText: 'شطب المتبقي' })).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'invoice-history-ar');
  expect(errors).toEqual([]);
});
