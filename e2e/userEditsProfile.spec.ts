import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { enterAs } from './fixtures';

test('the tenant edits its name and picture, and the header shows them after a reload', async ({
  page,
}, testInfo) => {
  await enterAs(page, 'tenant@example.com');
  await page.goto('/admin-panel/profile/list');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Noura');

  // Bad input first: the sign-up rules, on blur.
  await firstName.fill('N');
  await firstName.blur();
  await expect(page.getByText('Please enter a valid first name.')).toBeVisible();
  const phone = page.getByLabel('Phone');
  await phone.fill('+965 9456 7891');
  await phone.blur();
  await expect(phone).toHaveValue('94567891');

  try {
    await firstName.fill('Nour');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    const picture = testInfo.outputPath('avatar.png');
    await sharp({ create: { width: 96, height: 96, channels: 3, background: '#b45309' } })
      .png()
      .toFile(picture);
    await page.getByLabel('Profile picture file').setInputFiles(picture);
    await expect(page.getByText('Profile picture updated successfully')).toBeVisible();

    await page.reload();
    const userButton = page.getByRole('button', { name: 'Profile' });
    await expect(userButton).toContainText('Nour Al-Kandari');
    await expect(userButton.locator('img')).toHaveAttribute('src', /\/uploads\/[\w-]+\.webp$/);
    await page.screenshot({ path: testInfo.outputPath('profile-1280.png'), fullPage: true });
  } finally {
    await page.getByLabel('First name').fill('Noura');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
  }
});

test('a text file named like a picture is refused with the spec message', async ({ page }, testInfo) => {
  await enterAs(page, 'manager@example.com');
  await page.goto('/admin-panel/profile/list');
  const fake = testInfo.outputPath('notes.txt');
  await import('node:fs').then((fs) => fs.writeFileSync(fake, 'not a picture'));
  await page.getByLabel('Profile picture file').setInputFiles(fake);
  await expect(page.getByText('Only image files (JPG, JPEG, PNG, WEBP) are allowed')).toBeVisible();
});
