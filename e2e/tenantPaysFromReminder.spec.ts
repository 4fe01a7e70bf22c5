import { expect, test } from '@playwright/test';
import { formatKwd } from '../domain/money';
import { budget } from './budget';
import { collectPageErrors, DEMO_PASSWORD, signIn } from './fixtures';
import { readLatestMail } from './mailbox';
import { api, apiToken, newLandlord, tenantWithOpenInvoice, type OpenInvoice } from './ownRecords';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 35, the whole story: the landlord sends a reminder by hand from an unpaid invoice; it goes
 * on the tenant's chosen channel (email here, so it lands in the captured SMTP mailbox as it would
 * in the tenant's inbox); MESSAGES and the invoice's Messages panel show it; the tenant opens the
 * pay link from the message, signs in, and pays that invoice with the sandbox's test card.
 *
 * The landlord, tenant and invoice are this spec's own (e2e/ownRecords.ts), so the throttle and
 * the payment touch nothing another spec reads.
 */

const SHOTS = 'test-results/reminder-pay-shots';
const APPROVING_CARD = '8888880000000001';
const PASSWORD = 'Reminded@2026';

test('a reminder sent by hand reaches the tenant by email, and its link pays the invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(budget(150_000));
  const { email: landlordEmail, token: landlordToken } = await newLandlord(request);
  const { email: tenantEmail, invoice } = await tenantWithOpenInvoice(request, landlordToken, PASSWORD);
  const tenantToken = await apiToken(request, tenantEmail, PASSWORD);
  const me = await api<{ data: { id: string } }>(request, 'get', '/api/users/me', tenantToken);
  // The tenant reads email rather than WhatsApp: its preference, set by itself.
  await api(request, 'put', `/api/tenant-message-preferences/${me.data.id}`, tenantToken, {
    channel: 'email',
    remindersOff: false,
  });

  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  const landlordErrors = collectPageErrors(landlord);
  await signIn(landlord, landlordEmail, DEMO_PASSWORD);
  await landlord.goto(`/admin-panel/invoices/detail/${invoice.id}`);
  const since = Date.now();
  await landlord.getByRole('button', { name: 'Send reminder' }).click();
  await expect(landlord.getByText('Reminder sent.')).toBeVisible();
  const panel = landlord.getByTestId('messages-panel');
  await expect(panel.getByTestId('message-row')).toHaveCount(1);
  await expect(panel.getByTestId('message-row').first()).toContainText(/email/i);
  await shootAtTwoWidths(landlord, SHOTS, 'invoice-messages-panel');

  // MESSAGES lists it, by the invoice's number.
  await landlord.goto(`/admin-panel/messages/list?q=${encodeURIComponent(invoice.invoiceNo)}`);
  await expect(landlord.getByTestId('message-row').first()).toContainText(invoice.invoiceNo);
  await shootAtTwoWidths(landlord, SHOTS, 'messages-list');
  expect(landlordErrors).toEqual([]);
  await landlordContext.close();

  // The mail carries the invoice's amount, due date and pay link.
  const mail = await readLatestMail(tenantEmail, { since });
  expect(mail.text).toContain(invoice.invoiceNo);
  expect(mail.text).toContain(formatKwd(invoice.balance));
  const link = /(https?:\/\/\S+\/admin-panel\/payments\/pay\?link=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  // The tenant opens it signed out: sign in, then straight on to that invoice, and pays it whole.
  const tenantContext = await browser.newContext();
  const tenant = await tenantContext.newPage();
  const tenantErrors = collectPageErrors(tenant);
  const target = new URL(link!);
  await tenant.goto(`${target.pathname}${target.search}`);
  await expect(tenant).toHaveURL(/\/admin-panel\/auth\/login\?next=/);
  await tenant.getByLabel('Email').fill(tenantEmail);
  await tenant.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tenant.getByRole('button', { name: 'Sign in' }).click();
  await expect(tenant.getByRole('heading', { name: `Pay invoice ${invoice.invoiceNo}` })).toBeVisible();
  await expect(tenant.getByTestId('link-balance')).toHaveText(formatKwd(invoice.balance));
  await shootAtTwoWidths(tenant, SHOTS, 'pay-from-reminder');
  // No partial payments for this landlord: Pay now goes straight to the gateway for the balance.
  await tenant.getByRole('button', { name: 'Pay now' }).click();
  await expect(tenant).toHaveURL(/\/sandbox-gateway\//);
  await tenant.getByLabel('Card number').fill(APPROVING_CARD);
  await tenant.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(tenant.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const after = (
    await api<{ data: OpenInvoice }>(request, 'get', `/api/invoices/get/${invoice.id}`, tenantToken)
  ).data;
  expect({ status: after.status, balance: after.balance }).toEqual({ status: 'PAID', balance: '0.000' });
  // The sandbox's own page has no icon: the browser's ask for /favicon.ico there is no fault of ours.
  expect(tenantErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  await tenantContext.close();
});
