/**
 * Click to rows on the first visit of every list (issue 37 item 3): the landlord of the demo data
 * on the embedded database (the production build as `npm start` serves it), in a fresh browser
 * each session. After sign-in the dashboard's figures show and the page settles (the menu's screen
 * code is fetched while the browser is idle, src/registry/screenPreload.ts); then each list of the
 * side menu is opened once, by a click on its entry, and timed from the click's event to the first
 * frame that shows its rows (or its empty state). Median of CLICK_SESSIONS (3) sessions per list.
 *
 * `npm run bench` runs it with the others; `npx tsx bench/clickToRows.ts` alone. Needs
 * `npm run build` first.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startEmbeddedServer } from './lighthouse';

const SESSIONS = Number(process.env.CLICK_SESSIONS ?? 3);
const TARGET_MS = 300;
const LANDLORD = { email: 'landlord@example.com', password: 'Demo@2026' };

export interface ClickToRowsRow {
  list: string;
  'median ms': number;
  'runs ms': number[];
  ok: string;
}

/**
 * The first frame that shows the screen's rows, or the sentence a list shows when it has none (what
 * the click was for), as the page's clock reads it; false before. Runs in the page.
 */
function rowsShownAt(): number | false {
  const main = document.querySelector('main');
  if (!main || main.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
  const rows = main.querySelector(
    'tbody tr td, [role="row"] [role="cell"], [role="gridcell"], .RaEmpty-message',
  );
  const empty = /\bno\b.*\b(yet|found)\b/i.test(main.textContent ?? '');
  return rows || empty ? performance.now() : false;
}

async function signIn(page: Page) {
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill(LANDLORD.email);
  await page.getByLabel('Password', { exact: true }).fill(LANDLORD.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin-panel\/dashboard$/);
  // The figures, then a quiet network: the idle fetch of the menu's screens has run.
  await page.getByTestId('dashboard-period').waitFor();
  await page.waitForLoadState('networkidle');
}

/** The side menu's entries that open a list (top level: the groups' entries stay folded). */
async function menuLists(page: Page): Promise<{ name: string; href: string }[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const links = await nav.locator('a[href$="/list"]').evaluateAll((anchors) =>
    // The entry's accessible name: its text, or, where the menu shows icons only (the sidebar
    // folded, as it is at this window's width), the aria-label its link then carries.
    anchors.map((a) => ({
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      href: a.getAttribute('href') ?? '',
    })),
  );
  return links.filter((l) => l.name);
}

/** From the click's event to the first frame with the list's rows. */
async function timeClick(page: Page, href: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { clickAt?: number };
    delete w.clickAt;
    document.addEventListener('click', (event) => (w.clickAt = event.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${href}"]`).click();
  await page.waitForURL((url) => url.pathname === href);
  const shownAt = await page.waitForFunction(rowsShownAt, undefined, { polling: 'raf', timeout: 20_000 });
  const clickAt = await page.evaluate(() => (window as unknown as { clickAt?: number }).clickAt ?? NaN);
  return Math.round(((await shownAt.jsonValue()) as number) - clickAt);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchClickToRows(): Promise<ClickToRowsRow[]> {
  const { base, child, dataDir } = await startEmbeddedServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const runs = new Map<string, number[]>();
  try {
    for (let session = 0; session < SESSIONS; session++) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page);
      for (const { name, href } of await menuLists(page)) {
        const ms = await timeClick(page, href).catch(() => NaN);
        runs.set(name, [...(runs.get(name) ?? []), ms]);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [...runs].map(([list, ms]) => {
    const m = median(ms);
    return { list, 'median ms': m, 'runs ms': ms, ok: m <= TARGET_MS ? 'yes' : 'NO' };
  });
}

// Run alone: `npx tsx bench/clickToRows.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(await benchClickToRows());
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
