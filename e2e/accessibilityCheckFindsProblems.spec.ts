import { expect, test } from '@playwright/test';
import { seriousViolations } from './screenChecks';

/*
 * The accessibility check every screen passes (e2e/screenChecks.ts) must still see what it is there
 * to see: axe runs inside the page itself (AxeBuilder's legacy mode: no blank page opened per run,
 * a quarter of the accessibility walk's time), and frames of the same origin are read too. A page
 * with known faults, served by the browser's own route at the panel's origin (frames are read
 * across a same-origin boundary only, as on the panel): an image without a text alternative
 * (critical), a button with no name (critical), grey text on white too faint to read (serious), and
 * the image again in a frame.
 */
const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body>
  <main>
    <h1>A page with faults</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">
    <button id="no-name"></button>
    <p id="faint" style="color:#ccc;background:#fff">Rent is due on the first of the month.</p>
    <iframe title="Statement" srcdoc="<!doctype html><html lang='en'><head><title>In frame</title></head><body><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw=' id='frame-no-alt'></body></html>"></iframe>
  </main>
</body></html>`;

const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head><body>
  <main><h1>Statement</h1><p>Rent of 350.000 KWD received on 01-11-2026.</p><button>Print</button></main>
</body></html>`;

for (const wcagOnly of [true, false]) {
  test(`the accessibility check names every serious or critical fault, in frames too (${wcagOnly ? 'WCAG rules' : 'all rules'})`, async ({
    page,
  }) => {
    await page.route('**/accessibility-check/*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/faulty') ? FAULTY : CLEAN,
      }),
    );
    await page.goto('/accessibility-check/faulty');
    await expect(page.frameLocator('iframe').locator('#frame-no-alt')).toBeAttached();
    const found = await seriousViolations(page, { wcagOnly });
    const line = (rule: string, target: string) =>
      found.find((f) => f.includes(`: ${rule} (`) && f.includes(target));
    expect(line('image-alt', '#no-alt'), found.join('\n')).toContain('(critical)');
    expect(line('button-name', '#no-name'), found.join('\n')).toContain('(critical)');
    expect(line('color-contrast', '#faint'), found.join('\n')).toContain('(serious)');
    expect(line('image-alt', '#frame-no-alt'), found.join('\n')).toContain('(critical)');

    await page.goto('/accessibility-check/clean');
    expect(await seriousViolations(page, { wcagOnly })).toEqual([]);
  });
}
