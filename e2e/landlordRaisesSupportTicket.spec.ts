import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SUPPORT_MESSAGES } from '../domain/supportTickets';
import { enterAs } from './fixtures';
import { seriousViolations } from './screenChecks';
import { budget } from './budget';
import { searchList } from './listSearch';

const SHOTS = '/tmp/support-ui-shots';
const LIST = '/admin-panel/support-tickets/list';

/** Issue 18 item 8: a landlord raises a support ticket, the super admin answers, the landlord reads it. */
test('a landlord raises a support ticket and the super admin answers it', async ({ browser }) => {
  test.setTimeout(budget(180_000));
  mkdirSync(SHOTS, { recursive: true });
  const subject = `Receipt PDF shows no logo ${Date.now()}`;

  // The landlord: the list shows the demo tickets, then New ticket with an attachment.
  const landlordContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const landlord = await landlordContext.newPage();
  await enterAs(landlord, 'landlord@example.com');
  await landlord.goto(LIST);
  await expect(landlord.getByText('Export the collection report to Excel')).toBeVisible();
  await expect(landlord.getByText(/^Resolved: \d+$/)).toBeVisible();
  expect(await seriousViolations(landlord)).toEqual([]);
  await landlord.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  await landlord.getByRole('link', { name: 'New ticket' }).click();
  await expect(landlord).toHaveURL(/\/support-tickets\/add$/);
  await landlord.getByLabel('Subject').fill(subject);
  await landlord.getByRole('combobox', { name: 'Category' }).click();
  await landlord.getByRole('option', { name: 'Technical' }).click();
  await landlord
    .getByLabel('Description')
    .fill('The receipt PDF for cheque payments shows no logo at the top, although App Setting has one.');
  await landlord.locator('input[type=file]').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await landlord.getByRole('button', { name: 'Save' }).click();
  await expect(landlord.getByText(SUPPORT_MESSAGES.created)).toBeVisible();
  await expect(landlord).toHaveURL(/\/support-tickets\/detail\/[0-9a-f-]{36}$/);
  const detailUrl = new URL(landlord.url()).pathname;
  await expect(landlord.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  await expect(landlord.getByRole('link', { name: 'receipt.pdf' })).toBeVisible();
  await expect(landlord.getByText('No replies yet.')).toBeVisible();
  await landlord.screenshot({ path: `${SHOTS}/detail-new-1280.png`, fullPage: true });

  // The super admin finds it among every landlord's tickets, moves it and answers.
  const platformContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const platform = await platformContext.newPage();
  await enterAs(platform, 'super@example.com');
  await platform.goto(LIST);
  await searchList(platform, 'Search subject, text or ST number', subject);
  await expect(platform.getByRole('row')).toHaveCount(2);
  await expect(platform.getByRole('cell', { name: 'Khaled Al-Sabah' }).first()).toBeVisible();
  await platform.getByRole('cell', { name: subject }).click();
  await expect(platform).toHaveURL(new RegExp(`${detailUrl}$`));
  await platform.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(platform.getByText('The ticket is now In progress.')).toBeVisible();
  await expect(platform.getByTestId('support-status-change')).toContainText('from Open to In progress');
  await platform.getByLabel('Answer').fill('Thank you: the logo is back on receipts from the next release.');
  await platform.getByRole('button', { name: 'Send reply' }).click();
  await expect(platform.getByText(SUPPORT_MESSAGES.commented)).toBeVisible();
  await expect(platform.getByTestId('support-comment')).toContainText('the logo is back');
  expect(await seriousViolations(platform)).toEqual([]);
  await platform.screenshot({ path: `${SHOTS}/detail-platform-1280.png`, fullPage: true });
  await platformContext.close();

  // The landlord, on a phone, reads the answer and replies.
  await landlord.setViewportSize({ width: 390, height: 844 });
  await landlord.goto(detailUrl);
  await expect(landlord.getByTestId('support-comment')).toContainText('the logo is back');
  await expect(landlord.getByText('In progress', { exact: true })).toBeVisible();
  await landlord.screenshot({ path: `${SHOTS}/detail-answered-390.png`, fullPage: true });
  await landlord.getByLabel('Your reply').fill('Thanks!');
  await landlord.getByRole('button', { name: 'Send reply' }).click();
  await expect(landlord.getByTestId('support-comment')).toHaveCount(2);
  expect(await landlord.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await landlord.goto(LIST);
  await expect(landlord.getByTestId('record-card').filter({ hasText: subject })).toBeVisible();
  expect(await landlord.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await landlord.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await landlordContext.close();
});
