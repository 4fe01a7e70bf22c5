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
/** Only these lists (their menu names, comma-separated), to look at a few: `CLICK_LISTS=Cheques,Owners`. */
const ONLY = process.env.CLICK_LISTS?.split(',').map((name) => name.trim());
const LANDLORD = { email: 'landlord@example.com', password: 'Demo@2026' };

export interface ClickToRowsRow {
  list: string;
  'median ms': number;
  'runs ms': number[];
  /** API calls that started between the click and the rows, in the first session (load-independent). */
  'api calls': number;
  /** Code chunks fetched between the click and the rows, in the first session. */
  chunks: number;
  ok: string;
}

/** One fetch of the page between the click and the rows, in ms from the click. */
interface Fetched {
  path: string;
  startMs: number;
  endMs: number;
}

interface Click {
  ms: number;
  fetched: Fetched[];
}

/**
 * The first frame that shows the screen's rows, or the sentence a list shows when it has none (what
 * the click was for), as the page's clock reads it; false before. Runs in the page.
 */
function rowsShownAt(): number | false {
  const main = document.querySelector('main');
  // The dashboard still on screen (a navigation React has not drawn yet) is not the list.
  if (
    !main ||
    main.querySelector('[aria-busy="true"], [role="progressbar"], [data-testid="dashboard-period"]')
  )
    return false;
  // Table rows, or the cards the audit trail and the owners show at every width.
  const rows = main.querySelector(
    'tbody tr td, [role="row"] [role="cell"], [role="gridcell"], .RaEmpty-message, main article, [data-testid="owner-card"]',
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
  // The figures, then a quiet network: the idle fetch of the menu's screens has run. It fetches
  // one chunk at each idle moment of the browser, which on a loaded machine come further apart than
  // the 500 ms of Playwright's 'networkidle': 3 s without a new fetch is asked for.
  await page.getByTestId('dashboard-period').waitFor();
  await page.waitForLoadState('networkidle');
  let fetched = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === fetched) break;
    fetched = now;
    await page.waitForTimeout(3_000);
  }
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
  return links.filter((l) => l.name && (!ONLY || ONLY.includes(l.name)));
}

/** From the click's event to the first frame with the list's rows, and what was fetched meanwhile. */
async function timeClick(page: Page, href: string): Promise<Click> {
  await page.evaluate(() => {
    const w = window as unknown as { clickAt?: number };
    delete w.clickAt;
    // The resource timings of this click only (the buffer holds 250 entries by default).
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1_000);
    document.addEventListener('click', (event) => (w.clickAt = event.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${href}"]`).click();
  await page.waitForURL((url) => url.pathname === href);
  const shownAt = await page.waitForFunction(rowsShownAt, undefined, { polling: 'raf', timeout: 20_000 });
  const shown = (await shownAt.jsonValue()) as number;
  const clickAt = await page.evaluate(() => (window as unknown as { clickAt?: number }).clickAt ?? NaN);
  const fetched = await page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= from && e.startTime < to)
        .map((e) => ({
          path: new URL(e.name).pathname + new URL(e.name).search,
          startMs: Math.round(e.startTime - from),
          endMs: Math.round((e as PerformanceResourceTiming).responseEnd - from),
        })),
    { from: clickAt, to: shown },
  );
  return { ms: Math.round(shown - clickAt), fetched };
}

const isApiCall = (f: Fetched) => f.path.startsWith('/api/');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchClickToRows(): Promise<ClickToRowsRow[]> {
  // A server already running (CLICK_BASE_URL, e.g. to try a change again and again), or its own.
  const own = process.env.CLICK_BASE_URL ? undefined : await startEmbeddedServer();
  const base = process.env.CLICK_BASE_URL ?? own!.base;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const runs = new Map<string, number[]>();
  const firstFetched = new Map<string, Fetched[]>();
  try {
    for (let session = 0; session < SESSIONS; session++) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page);
      for (const { name, href } of await menuLists(page)) {
        const click = await timeClick(page, href).catch(async (error: unknown): Promise<Click> => {
          // What the screen showed instead, so that the bench's idea of rows can be mended.
          const shown = await page.evaluate(() => document.querySelector('main')?.outerHTML.slice(0, 3000));
          console.error(`${name}: ${String(error).split('\n')[0]}\n${shown}`);
          return { ms: NaN, fetched: [] };
        });
        runs.set(name, [...(runs.get(name) ?? []), click.ms]);
        if (!firstFetched.has(name)) firstFetched.set(name, click.fetched);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    if (own) {
      own.child.kill('SIGTERM');
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  }
  return [...runs].map(([list, ms]) => {
    const m = median(ms);
    const fetched = firstFetched.get(list) ?? [];
    if (process.env.CLICK_NETWORK_LOG)
      for (const f of fetched) console.log(`${list}: ${f.startMs}-${f.endMs} ms ${f.path}`);
    return {
      list,
      'median ms': m,
      'runs ms': ms,
      'api calls': fetched.filter(isApiCall).length,
      chunks: fetched.filter((f) => !isApiCall(f)).length,
      ok: m <= TARGET_MS ? 'yes' : 'NO',
    };
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
