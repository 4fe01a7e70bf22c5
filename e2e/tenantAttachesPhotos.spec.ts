import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DOCUMENT_MESSAGES } from '../domain/documents';
import { MAINTENANCE_MESSAGES as M } from '../domain/maintenanceSchemas';
import { enterAs } from './fixtures';
import { budget } from './budget';
import { seriousViolations } from './screenChecks';

/*
 * Issue 31 item 7: the tenant's maintenance report keeps every photo picked, one at a time, each
 * with its remove button; a wrong type or a file too big is refused when picked, before anything
 * is sent.
 */

const SHOTS = '/tmp/maintenance-photos-shots';
/** A 1×1 PNG: the API checks attachments by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test(`the tenant's photos add up, each removable, and wrong ones are refused when picked (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(budget(120_000));
    mkdirSync(SHOTS, { recursive: true });
    const phone = viewport.width < 768;
    await page.setViewportSize(viewport);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/maintenance-requests/create')) creates.push(request.url());
    });
    await enterAs(page, 'tenant@example.com');
    await page.goto('/admin-panel/support-tickets/list');
    await page.getByRole('link', { name: 'New request' }).click();
    await expect(page).toHaveURL(/\/support-tickets\/add$/);
    const title = `Cracked tiles in the kitchen ${viewport.width} ${Date.now()}`;
    await page.getByRole('combobox', { name: /^Unit/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await page.getByLabel(/^Title/).fill(title);

    const picker = page.getByLabel('Photos or PDF files of the problem');
    // The file dialog offers only photos and PDFs.
    await expect(picker).toHaveAttribute('accept', /^\.jpg,\.jpeg,\.png,\.gif,\.webp,\.pdf,/);
    const files = page.getByRole('list', { name: 'Files to send' });
    for (const name of ['tiles-1.png', 'tiles-2.png', 'tiles-3.png', 'tiles-4.png']) {
      await picker.setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    }
    await expect(files.getByRole('listitem')).toHaveCount(4);
    await files.getByRole('button', { name: 'Remove tiles-4.png' }).click();
    await expect(files.getByRole('listitem')).toHaveCount(3);
    for (const name of ['tiles-1.png', 'tiles-2.png', 'tiles-3.png'])
      await expect(files.getByRole('button', { name: `Remove ${name}` })).toBeVisible();

    // A program and a file over 10 MB are refused at once, beside the picker; the photos stay.
    const refused = page.getByRole('alert').filter({ hasText: 'setup.exe' });
    await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: PNG });
    await expect(refused).toHaveText(`setup.exe: ${M.fileType}`);
    await picker.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0xff),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'huge.jpg' })).toHaveText(
      `huge.jpg: ${DOCUMENT_MESSAGES.tooLarge}`,
    );
    await expect(files.getByRole('listitem')).toHaveCount(3);
    expect(creates).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/maintenance-files-${viewport.width}.png`, fullPage: true });

    const answered = page.waitForResponse((r) => r.url().includes('/api/maintenance-requests/create'));
    await page.getByRole('button', { name: 'Report the problem' }).click();
    const answer = (await (await answered).json()) as { data: { attachments: { name: string }[] } };
    expect(answer.data.attachments.map((a) => a.name)).toEqual(['tiles-1.png', 'tiles-2.png', 'tiles-3.png']);
    await expect(page.getByText(M.created)).toBeVisible();
    await expect(page).toHaveURL(/\/support-tickets\/detail\/[0-9a-f-]{36}$/);
    for (const name of ['tiles-1.png', 'tiles-2.png', 'tiles-3.png'])
      await expect(page.getByRole('link', { name })).toBeVisible();
  });
}
