import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, LOCALE_COOKIE } from '../domain/displayLocale';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { DEMO_PASSWORD, signIn } from './fixtures';
import { freshCivilId, kuwaitDay, newLandlord } from './ownRecords';
import { seriousViolations, shootAtTwoWidths } from './screenChecks';
import { displayDate } from '../domain/displayDates';

/*
 * Issue 36 item 5: a landlord of its own brings its portfolio in from spreadsheets. It downloads
 * the properties template, then checks and imports a properties file, a tenants file and a
 * contracts file in that order; a contracts file with mistakes shows each row's errors on the
 * screen (in English, then in Arabic) and writes nothing; the imports are listed in the history and
 * the imported building is in the Properties list. Screenshots at 1280 and 390 px in English and
 * Arabic into /tmp/shots-import/; axe clean.
 */

const SHOTS = process.env.IMPORT_SHOTS ?? '/tmp/shots-import';

/** DD-MM-YYYY of a YYYY-MM-DD day. */
/** DD-MM-YYYY in Latin digits, as a spreadsheet's date cell is typed. */
const dmy = (iso: string) => displayDate(iso, ENGLISH);
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

/** Chooses a kind in the screen's select, by its label. */
async function chooseKind(page: Page, label: RegExp, kind: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: kind }).click();
}

/** Gives the screen a file and runs its check (a dry run). */
async function check(page: Page, name: string, content: string, button: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) }); // prettier-ignore
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('the landlord imports properties, tenants and contracts from spreadsheets, sees a bad file’s errors, and finds the building in its list', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(180_000));
  mkdirSync(SHOTS, { recursive: true });
  const landlord = await newLandlord(request);
  const tag = Date.now().toString(36);
  const building = `Imported Tower ${tag}`;
  const ids = [freshCivilId(), freshCivilId()];
  const emails = ids.map((_, i) => `import-${tag}-${i}@example.com`);
  const started = `${kuwaitDay(-95).slice(0, 8)}01`;
  const ends = dmy(`${Number(started.slice(0, 4)) + 1}${started.slice(4, 8)}01`);
  const files = {
    properties: csv([
      ['Property name', 'Property type', 'Governorate', 'Area', 'Unit number', 'Floor', 'Monthly rent (KWD)'],
      [building, 'residential_building', 'Hawalli', 'Salmiya', '101', '1', '350.000'],
      [building, 'residential_building', 'Hawalli', 'Salmiya', '102', '1', '375.500'],
    ]),
    tenants: csv([
      ['First name', 'Last name', 'Email', 'Phone', 'Civil ID'],
      ['Salem', 'Al-Rashidi', emails[0]!, `5${tag.slice(-7).replace(/\D/g, '7').padStart(7, '1')}`, ids[0]!],
      ['Dana', 'Al-Enezi', emails[1]!, `6${tag.slice(-7).replace(/\D/g, '3').padStart(7, '2')}`, ids[1]!],
    ]),
    badContracts: csv([
      ['Civil ID', 'Property name', 'Unit number', 'Start date', 'End date', 'Monthly rent (KWD)'],
      [ids[0]!, building, '101', dmy(started), ends, '350.000'],
      [ids[1]!, building, '109', dmy(started), ends, '375.5'],
      [ids[1]!, building, '102', '31-02-2026', ends, '0'],
    ]),
    contracts: csv([
      ['Civil ID', 'Property name', 'Unit number', 'Start date', 'End date', 'Monthly rent (KWD)'],
      [ids[0]!, building, '101', dmy(started), ends, '350.000'],
      [ids[1]!, building, '102', dmy(started), ends, '375.500'],
    ]),
  };
  await signIn(page, landlord.email, DEMO_PASSWORD);
  await page.goto('/admin-panel/imports');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Import from a spreadsheet' }),
  ).toBeVisible();
  await expect(page.getByText('No imports yet.')).toBeVisible();

  // The template: English headers, as CSV.
  await page.getByLabel('Format').click();
  await page.getByRole('option', { name: 'CSV' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'English headers' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('import-properties-en.csv');
  const templateFile = path.join(SHOTS, template.suggestedFilename());
  await template.saveAs(templateFile);
  expect(readFileSync(templateFile, 'utf8')).toMatch(/^\ufeffProperty name,Property name \(Arabic\),/);

  for (const [kind, label, file] of [
    ['properties', 'Properties and units', files.properties],
    ['tenants', 'Tenants', files.tenants],
  ] as const) {
    await chooseKind(page, /What the file holds/, label);
    await check(page, `${kind}.csv`, file, 'Check the file');
    await expect(page.getByRole('status').filter({ hasText: 'rows checked' })).toContainText(
      '2 rows checked in',
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported 2 rows');
  }

  // A contracts file with mistakes: each row's error on the screen, nothing written.
  await chooseKind(page, /What the file holds/, 'Contracts (running leases)');
  await check(page, 'contracts-with-mistakes.csv', files.badContracts, 'Check the file');
  await expect(page.getByRole('status').filter({ hasText: 'errors' })).toContainText('3 rows checked: 3 errors. Nothing was written.'); // prettier-ignore
  const errors = page.locator('section[aria-labelledby="import-errors-title"]');
  await expect(errors).toContainText('This property has no unit with this number.');
  await expect(errors).toContainText('Write the date as DD-MM-YYYY.');
  await expect(errors).toContainText('Monthly rent must be more than 0 KWD.');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await shootAtTwoWidths(page, SHOTS, 'import-errors-en');

  await check(page, 'contracts.csv', files.contracts, 'Check the file');
  await expect(page.getByRole('status').filter({ hasText: 'rows checked' })).toContainText('Would write: 2 contracts'); // prettier-ignore
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Wrote: 2 contracts');

  // The history: three imports, newest first, each undoable.
  const history = page.locator('section[aria-labelledby="import-history-title"]');
  await expect(history.getByRole('article')).toHaveCount(3);
  await expect(history.getByRole('article').first()).toContainText(
    'Contracts (running leases) · contracts.csv',
  );
  await expect(history.getByRole('article').nth(2)).toContainText('1 property, 2 units');
  await expect(history.getByRole('button', { name: 'Undo' })).toHaveCount(3);
  await shootAtTwoWidths(page, SHOTS, 'import-history-en');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin-panel/property/list');
  await expect(page.getByText(building).first()).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'properties-en');

  // In Arabic: the same screen, and a bad file's errors in Arabic.
  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/admin-panel/imports');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'الاستيراد من جدول بيانات' }),
  ).toBeVisible();
  await expect(history.getByRole('article')).toHaveCount(3);
  await chooseKind(page, /محتوى الملف/, 'العقود (الإيجارات السارية)');
  await check(page, 'contracts-with-mistakes.csv', files.badContracts, 'افحص الملف');
  await expect(errors).toContainText('لا توجد في هذا العقار وحدة بهذا الرقم.');
  await expect(errors).toContainText('اكتب التاريخ بصيغة يوم-شهر-سنة (DD-MM-YYYY).');
  await shootAtTwoWidths(page, SHOTS, 'import-errors-ar');
  await page.goto('/admin-panel/property/list');
  await expect(page.getByText(building).first()).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'properties-ar');
});
