import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatKwd } from '../domain/money';
import { openInPanel } from './panelNavigation';
import { seriousViolations } from './screenChecks';

/**
 * Issue 20 item 6 on the screens: the landlord refunds a tenant's online payment from TENANT
 * PAYMENTS. A refund of 1 KWD made meanwhile (through the API, as another tab would) makes the
 * dialog's full amount too large: the server's message shows under the field; the rest is then
 * refunded with a reason, the credit note's link downloads its PDF, the row shows the refunds and
 * the invoice owes its balance again.
 */

interface PaidInvoice {
  id: string;
  invoiceNo: string;
  total: string;
  balance: string;
}

async function shoot(page: Page, path: string) {
  await page.screenshot({ path, fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

async function findPaymentRow(landlord: Page, invoiceNo: string) {
  await openInPanel(landlord, 'tenant-payments/list');
  await landlord.getByPlaceholder('Search users...').fill(invoiceNo);
  await landlord.keyboard.press('Enter');
  const row = landlord.getByTestId('payment-row').filter({ hasText: invoiceNo }).first();
  await expect(row).toBeVisible();
  return row;
}

export async function landlordRefundsOnlinePayment(
  landlord: Page,
  request: APIRequestContext,
  landlordToken: string,
  invoice: PaidInvoice,
  shots: string,
) {
  const auth = { authorization: `Bearer ${landlordToken}` };
  const row = await findPaymentRow(landlord, invoice.invoiceNo);
  await row.getByRole('button', { name: `Refund payment ${invoice.invoiceNo}` }).click();
  const dialog = landlord.getByRole('dialog', { name: 'Refund Payment' });
  const amount = dialog.getByLabel('Amount');
  // The amount opens on what is left: the whole payment.
  await expect(amount).toHaveValue(invoice.total);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('A reason for the refund is required.')).toBeVisible();

  // Meanwhile 1 KWD is refunded elsewhere: the server refuses the whole amount and says what is left.
  const list = await request.get(
    `/api/manual-payments/list?role=landlord&q=${invoice.invoiceNo}&pageSize=10`,
    { headers: auth },
  );
  const item = (
    (await list.json()) as { items: { invoice_id: string; online: { attempt_id: string } }[] }
  ).items.find((i) => i.invoice_id === invoice.id)!;
  const first = await request.post(`/api/online-payments/attempts/${item.online.attempt_id}/refund`, {
    headers: auth,
    data: { amount: '1.000', reason: 'Late fee waived' },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const left = (Number(invoice.total) - 1).toFixed(3);
  await dialog.getByLabel('Reason').fill('Tenant moved out early');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(
    dialog.getByText(`A refund can be at most ${left} KWD, what is left of this payment.`),
  ).toBeVisible();

  await amount.fill(left);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const done = dialog.getByTestId('refund-done');
  await expect(done).toContainText(`Refunded ${formatKwd(left)}`);
  await expect(dialog.getByTestId('refund-left')).toHaveText(`Left to refund: ${formatKwd(0)}`);
  await expect(dialog).toContainText(`Refunded so far: ${formatKwd(invoice.total)}`);
  const link = done.getByRole('button', { name: /^Download credit note CRN-\d{4}-\d{6}$/ });
  await expect(link).toBeVisible();
  await landlord.setViewportSize({ width: 390, height: 844 });
  await shoot(landlord, `${shots}/refund-dialog-390.png`);
  await landlord.setViewportSize({ width: 1280, height: 800 });
  await shoot(landlord, `${shots}/refund-dialog-1280.png`);
  const creditNoteNo = (await link.textContent())!.trim();
  const download = landlord.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(`${creditNoteNo}.pdf`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The row: refunded in whole, both credit notes, no Refund button left.
  const refunded = landlord.getByTestId('payment-row').filter({ hasText: invoice.invoiceNo }).first();
  await expect(refunded.getByTestId('payment-refunds')).toContainText(
    `Refunded: ${formatKwd(invoice.total)}`,
  );
  await expect(refunded.getByRole('button', { name: /^Download credit note / })).toHaveCount(2);
  await expect(refunded.getByRole('button', { name: `Refund payment ${invoice.invoiceNo}` })).toHaveCount(0);
  await shoot(landlord, `${shots}/refunded-row-1280.png`);
  await landlord.setViewportSize({ width: 390, height: 844 });
  const card = await findPaymentRow(landlord, invoice.invoiceNo);
  await expect(card.getByTestId('payment-refunds')).toContainText(`Refunded: ${formatKwd(invoice.total)}`);
  await shoot(landlord, `${shots}/refunded-row-390.png`);
  await landlord.setViewportSize({ width: 1280, height: 800 });

  // The invoice owes its balance again, on its page and as the server keeps it.
  await openInPanel(landlord, `invoices/detail/${invoice.id}`);
  await expect(landlord.getByTestId('invoice-balance')).toHaveText(formatKwd(invoice.balance));
  // The refunds are shown on the invoice, each with its credit note, not silently subtracted.
  const onInvoice = landlord.getByTestId('invoice-refunds');
  await expect(onInvoice.getByRole('button', { name: `Download credit note ${creditNoteNo}` })).toBeVisible();
  await expect(onInvoice).toContainText('Late fee waived');
  await expect(onInvoice).toContainText('Tenant moved out early');
  const now = await request.get(`/api/invoices/get/${invoice.id}`, { headers: auth });
  const data = ((await now.json()) as { data: { balance: string; paidAmount: string; status: string } }).data;
  expect([data.balance, data.paidAmount]).toEqual([invoice.balance, '0.000']);
  expect(data.status).not.toBe('PAID');
  await shoot(landlord, `${shots}/invoice-after-refund-1280.png`);

  // The tenant statement: the refund is a line under its credit note, raising the balance.
  await landlord.getByRole('link', { name: 'Tenant statement' }).click();
  await expect(landlord.getByText(creditNoteNo).first()).toBeVisible();
  await expect(landlord.getByText('Refund — Tenant moved out early').first()).toBeVisible();
  await shoot(landlord, `${shots}/statement-after-refund-1280.png`);
}
