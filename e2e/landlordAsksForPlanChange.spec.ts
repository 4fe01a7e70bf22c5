import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PLAN_FLEX_MESSAGES as M } from '../domain/planFlexibility';
import { enterAs } from './fixtures';
import { readLatestMail } from './mailbox';
import { shootAtTwoWidths } from './screenChecks';
import { budget } from './budget';

const SHOTS = '/tmp/plan-flexibility-shots';
const PAGE = '/admin-panel/feedback';

/*
 * Issue 21 item 6, "Plan flexibility request and answer": a landlord asks to move to another plan,
 * the super admin answers, accepts and moves it at once, and the landlord reads the answer and sees
 * its new plan. landlord2 asks, so the demo landlord's subscription, which other specs use, stays as
 * it is.
 */
test('Plan flexibility request and answer', async ({ browser }) => {
  test.setTimeout(budget(180_000));
  mkdirSync(SHOTS, { recursive: true });
  const note = `We open a second building in Mahboula ${Date.now()}.`;

  // The landlord opens Plan flexibility from the menu and asks for Enterprise.
  const landlordContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const landlord = await landlordContext.newPage();
  await enterAs(landlord, 'landlord2@example.com');
  await landlord
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Plan flexibility' })
    .click();
  await expect(landlord.getByRole('heading', { name: 'Plan flexibility', level: 1 })).toBeVisible();
  await expect(landlord.getByTestId('plan-current')).toContainText('Your plan:');
  await landlord.getByRole('button', { name: 'Ask for a change' }).click();
  const dialog = landlord.getByRole('dialog', { name: 'Ask for a change of plan' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(M.planRequired)).toBeVisible();
  await dialog.getByLabel('Custom plan').check();
  await dialog.getByLabel('Units').fill('0');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(M.units)).toBeVisible();
  await expect(dialog.getByText(M.messageShort)).toBeVisible();
  await dialog.getByLabel('Change of plan').check();
  await dialog.getByRole('combobox', { name: 'Plan' }).click();
  await landlord.getByRole('option', { name: /^Enterprise/ }).click();
  await dialog.getByLabel('Message').fill(note);
  await shootAtTwoWidths(landlord, SHOTS, 'landlord-ask');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(landlord.getByText(M.created)).toBeVisible();
  await expect(landlord.getByRole('heading', { name: 'Move to Enterprise' })).toBeVisible();
  await expect(landlord.getByText('No answer yet.')).toBeVisible();
  const requestUrl = landlord.url();
  expect(requestUrl).toMatch(/section=plan-flexibility&request=[0-9a-f-]{36}/);

  // The super admin finds it among the open requests of that landlord, answers and moves it.
  const platformContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const platform = await platformContext.newPage();
  await enterAs(platform, 'super@example.com');
  await platform.goto(PAGE);
  const section = platform.getByRole('region', { name: 'Plan flexibility' });
  await expect(section.getByRole('table', { name: 'Plan requests' })).toContainText('Khaled Al-Sabah');
  await shootAtTwoWidths(platform, SHOTS, 'platform-list');
  await section.getByRole('combobox', { name: 'State' }).click();
  await platform.getByRole('option', { name: 'Open' }).click();
  await section.getByRole('combobox', { name: 'Landlord' }).click();
  await platform.getByRole('option', { name: 'Fatma Al-Rashidi' }).click();
  await expect(platform).toHaveURL(/state=open&landlord=/);
  const row = section.getByRole('row').filter({ hasText: 'Fatma Al-Rashidi' }).first();
  await row.getByRole('button', { name: 'Move to Enterprise' }).click();
  await expect(section.getByTestId('plan-request-message')).toContainText(note);
  await section
    .getByLabel('Answer', { exact: true })
    .fill('Accepted: Enterprise covers the new building. We move you today.');
  await section.getByLabel('Accept', { exact: true }).check();
  await section.getByRole('button', { name: 'Send answer' }).click();
  await expect(platform.getByText(M.answered)).toBeVisible();
  await expect(section.getByTestId('plan-request-event')).toContainText('from Open to Accepted');
  await section.getByRole('combobox', { name: 'When' }).click();
  await platform.getByRole('option', { name: 'Now' }).click();
  await section.getByRole('button', { name: 'Move landlord' }).click();
  await expect(platform.getByText('The landlord is now on Enterprise.')).toBeVisible();
  await expect(section.getByTestId('plan-request-event').last()).toContainText(
    'moved the landlord to Enterprise, at once',
  );
  await expect(section.getByTestId('plan-request-subscription')).toContainText('Enterprise (');
  await shootAtTwoWidths(platform, SHOTS, 'platform-request');
  await platformContext.close();

  // The landlord is mailed the answer, reads it and sees its new plan, at both widths.
  const mail = await readLatestMail('landlord2@example.com', { subject: /plan request was accepted/ });
  expect(mail.text).toContain('Enterprise covers the new building');
  await landlord.goto(requestUrl);
  await expect(landlord.getByTestId('plan-request-answer')).toContainText(
    'Enterprise covers the new building',
  );
  await expect(landlord.getByTestId('plan-current')).toContainText('Your plan: Enterprise (');
  await expect(landlord.locator('[data-state="accepted"]')).toBeVisible();
  await shootAtTwoWidths(landlord, SHOTS, 'landlord-answered');
  await landlord.getByRole('button', { name: 'All requests' }).click();
  await expect(landlord.getByRole('table', { name: 'Plan requests' })).toContainText('Move to Enterprise');
  await shootAtTwoWidths(landlord, SHOTS, 'landlord-list');
  await landlordContext.close();
});
