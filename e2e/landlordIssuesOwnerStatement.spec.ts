import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { DEMO_PASSWORD, enterAs, signIn } from './fixtures';
import { api, newLandlord, newProperty } from './ownRecords';
import { seriousViolations, shootAtTwoWidths } from './screenChecks';

/*
 * Issue 36 item 3: a landlord of its own, whose building has two owners at 60/40 with a 10%
 * management fee, reads its owners and their shares, issues last month's owner statements (mailed
 * to each owner), opens one and downloads its PDF in English and in Arabic (their text read with
 * pdftotext). The demo owner signs in and sees only its statements. Screenshots at 1280 and 390 px
 * in English and Arabic into /tmp/shots-owners/; axe clean.
 */

const SHOTS = process.env.OWNER_SHOTS ?? '/tmp/shots-owners';

async function pdfText(download: Download): Promise<string> {
  const file = path.join(SHOTS, download.suggestedFilename());
  await download.saveAs(file);
  return execFileSync('pdftotext', [file, '-']).toString();
}

async function downloadPdf(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return download;
}

test('the landlord issues an owner statement and downloads it in English and Arabic', async ({
  page,
  request,
}) => {
  // A long story (seven screens at two widths, two PDFs read, three page loads in Arabic): the
  // default 30 s budget ran out under load (test:repeat, run 4 of 5 at load ~30), as for the
  // other stories it gets a budget of its length.
  test.setTimeout(budget(180_000));
  mkdirSync(SHOTS, { recursive: true });
  const landlord = await newLandlord(request);
  const tag = Date.now().toString(36);
  const building = `Owners Tower ${tag}`;
  const property = await newProperty(request, landlord.token, building);
  const owner = async (first: string, last: string) =>
    (
      await api<{ data: { id: string } }>(request, 'post', '/api/property-owners/create', landlord.token, {
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}-${tag}@example.com`,
      })
    ).data.id;
  const mariam = await owner('Mariam', 'Al-Ghanim');
  const faisal = await owner('Faisal', 'Al-Bahar');
  await api(request, 'post', `/api/property-owners/shares/${property.id}`, landlord.token, {
    owners: [
      { owner_id: mariam, share: '60' },
      { owner_id: faisal, share: '40' },
    ],
    fee_kind: 'percent',
    fee_value: '10',
  });
  await signIn(page, landlord.email, DEMO_PASSWORD);

  await page.goto('/admin-panel/property-owners/list');
  await expect(page.getByTestId('owner-card')).toHaveCount(2);
  const shares = page.getByTestId('property-shares').filter({ hasText: building });
  await expect(shares).toContainText('Mariam Al-Ghanim: 60.00%');
  await expect(shares).toContainText('Faisal Al-Bahar: 40.00%');
  await expect(shares).toContainText('10.00% of collected rent');
  await shootAtTwoWidths(page, SHOTS, 'owners-en');

  await page.goto('/admin-panel/owner-statements/list');
  await expect(page.getByText('No owner statements yet.')).toBeVisible();
  const issued = page.waitForResponse(
    (r) => r.url().includes('/api/owner-statements/issue') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Issue and mail statements' }).click();
  await issued;
  await expect(page.getByTestId('statement-row')).toHaveCount(2);
  await shootAtTwoWidths(page, SHOTS, 'statements-en');

  await page.getByRole('link', { name: 'Mariam Al-Ghanim' }).click();
  await expect(page.getByTestId('statement-closing')).toContainText('0.000 KWD');
  const english = await downloadPdf(page, 'PDF in English');
  expect(english.suggestedFilename()).toMatch(/^owner-statement-\d{4}-\d{2}-en\.pdf$/);
  const englishText = await pdfText(english);
  expect(englishText).toContain('OWNER STATEMENT');
  expect(englishText).toContain('Mariam Al-Ghanim');
  expect(englishText).toContain(building);
  const arabic = await downloadPdf(page, 'PDF in Arabic');
  expect(arabic.suggestedFilename()).toMatch(/^owner-statement-\d{4}-\d{2}-ar\.pdf$/);
  expect(await pdfText(arabic)).toMatch(/المالك/);
  await shootAtTwoWidths(page, SHOTS, 'statement-en');
  const statementUrl = page.url();

  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto(statementUrl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'PDF بالعربية' })).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'statement-ar');
  await page.goto('/admin-panel/owner-statements/list');
  await expect(page.getByTestId('statement-row')).toHaveCount(2);
  await shootAtTwoWidths(page, SHOTS, 'statements-ar');
  await page.goto('/admin-panel/property-owners/list');
  await expect(page.getByTestId('owner-card')).toHaveCount(2);
  await shootAtTwoWidths(page, SHOTS, 'owners-ar');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the demo owner sees its own statements only', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await enterAs(page, 'owner@example.com');
  await expect(page.getByTestId('owner-latest')).toContainText('closing balance');
  await page.getByRole('link', { name: 'Open my statements' }).click();
  await expect(page.getByTestId('statement-row')).toHaveCount(1);
  await expect(page.getByTestId('statement-row')).toContainText('Mariam Al-Ghanim');
  await expect(page.getByRole('button', { name: 'Issue and mail statements' })).toHaveCount(0);
  await shootAtTwoWidths(page, SHOTS, 'owner-view-en');
});
