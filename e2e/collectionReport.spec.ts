import { expect, test, type Page } from '@playwright/test';
import { formatKwd, sumMoney } from '../domain/money';
import { collectPageErrors, enterAs } from './fixtures';
import { budget } from './budget';

const REPORT_PATH = '/admin-panel/collection-reports/list';
const SHOTS = '/tmp/payments-ui-shots';

const rows = (page: Page) => page.getByTestId('collection-row');
const card = (page: Page, key: string) => page.getByTestId(`card-${key}`);

/** '1,234.500 KWD' → '1234.500' (exact digits, no float). */
const amountOf = (text: string | null) => (text ?? '').replace(/ KWD$/, '').replace(/,/g, '').trim();

/** The column's cells of every row shown, as text. */
async function column(page: Page, index: number): Promise<string[]> {
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr as HTMLTableRowElement).cells[i]?.textContent?.trim() ?? ''),
    index,
  );
}

function isSorted<T extends string | number>(values: T[], direction: 1 | -1): boolean {
  return values.every((v, i) => i === 0 || (direction === 1 ? values[i - 1]! <= v : values[i - 1]! >= v));
}

interface Totals {
  total: number;
  totals: { total_collection: number; received_amount: number; pending_amount: number };
}

/** The collections call, asked directly with the signed-in landlord's token. */
async function apiCollections(page: Page, q = ''): Promise<Totals> {
  return page.evaluate(async (search) => {
    const user = JSON.parse(localStorage.getItem('WEB_ADMIN_USER') ?? '{}') as { landlordId?: string };
    const params = new URLSearchParams({ landlord_id: user.landlordId ?? '', page: '1', pageSize: '10' });
    if (search) params.set('q', search);
    const res = await fetch(`/api/collections/list?${params}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('WEB_ADMIN_AUTH_TOKEN')}` },
    });
    return (await res.json()) as Totals;
  }, q);
}

test('the collection report: cards match the rows, headers sort, Enter searches from page 1', async ({
  page,
}) => {
  test.setTimeout(budget(90_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'landlord@example.com');
  await page.goto(REPORT_PATH);
  await expect(page.getByRole('heading', { name: 'COLLECTION REPORTS', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  for (const title of ['TOTAL COLLECTIONS', 'RECEIVED AMOUNT', 'PENDING AMOUNT']) {
    await expect(page.getByRole('group', { name: title })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/collections-desktop.png`, fullPage: true });

  // The cards show the API's totals over every row, as '{number} KWD'. (Other specs may record a
  // payment meanwhile on the shared server: then the page is read again.)
  await expect(async () => {
    const all = await apiCollections(page);
    const shown = await Promise.all(
      ['total_collection', 'received_amount', 'pending_amount', 'row-count'].map((key) =>
        page.getByTestId(key === 'row-count' ? key : `card-${key}`).textContent(),
      ),
    );
    if (
      shown.join('|') !==
      [
        formatKwd(all.totals.total_collection),
        formatKwd(all.totals.received_amount),
        formatKwd(all.totals.pending_amount),
        `1-10 of ${all.total}`,
      ].join('|')
    ) {
      await page.reload();
      await expect(rows(page)).toHaveCount(10);
      throw new Error(`cards ${shown.join(', ')} differ from the API's ${JSON.stringify(all)}`);
    }
  }).toPass({ timeout: 20_000 });

  // 'Received' is styled apart from any other status.
  const received = page.getByTestId('collection-row').locator('[data-status="received"]').first();
  await expect(received).toHaveText('Received');
  await expect(received).toHaveClass(/MuiChip-colorSuccess/);
  const other = page.getByTestId('collection-row').locator('[data-status="other"]').first();
  await expect(other).not.toHaveClass(/MuiChip-colorSuccess/);

  // Rent sorts ascending, then descending, by a click on its header; Tenant sorts too.
  const rentHeader = page.getByRole('columnheader', { name: 'Rent' });
  await rentHeader.getByRole('button').click();
  await expect(rentHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => isSorted((await column(page, 5)).map(amountOf).map(Number), 1)).toBe(true);
  await rentHeader.getByRole('button').click();
  await expect(rentHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => isSorted((await column(page, 5)).map(amountOf).map(Number), -1)).toBe(true);
  const tenantHeader = page.getByRole('columnheader', { name: 'Tenant' });
  await tenantHeader.getByRole('button').click();
  await expect(tenantHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => isSorted(await column(page, 3), 1)).toBe(true);

  // Enter searches and goes back to page 1; with one page of rows, the rows add up to the cards.
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByTestId('row-count')).toHaveText(/^11-/);
  // An invoice number less its last digit matches at most ten invoices: one page.
  const invoiceNo = (await column(page, 0))[0]!;
  const term = invoiceNo.slice(0, -1);
  const search = page.getByRole('searchbox', { name: 'Search tenant...' });
  await search.fill(term);
  await search.press('Enter');
  await expect.poll(async () => (await column(page, 0)).every((no) => no.startsWith(term))).toBe(true);
  const found = await rows(page).count();
  expect(found).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('row-count')).toHaveText(`1-${found} of ${found}`);
  await expect(page.getByRole('button', { name: 'page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const no of await column(page, 0)) expect(no.startsWith(term)).toBe(true);
  const rents = (await column(page, 5)).map(amountOf);
  const cards = {
    total: amountOf(await card(page, 'total_collection').textContent()),
    received: amountOf(await card(page, 'received_amount').textContent()),
    pending: amountOf(await card(page, 'pending_amount').textContent()),
  };
  expect(sumMoney([cards.received, cards.pending])).toBe(cards.total);
  expect(sumMoney(rents)).toBe(cards.total);

  expect(errors).toEqual([]);
});

test('at phone width the collection report is cards with a sort picker and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, 'landlord@example.com');
  await page.goto(REPORT_PATH);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/collections-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Cards instead of headers: a sort picker and an order button.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Rent' }).click();
  const rents = async () =>
    (await page.getByTestId('collection-rent').allTextContents()).map((t) => Number(amountOf(t)));
  await expect.poll(async () => (await rents()).length).toBe(10);
  await expect.poll(async () => isSorted(await rents(), 1)).toBe(true);
  await page.getByRole('button', { name: /sort descending/ }).click();
  await expect.poll(async () => isSorted(await rents(), -1)).toBe(true);
  await expect.poll(async () => (await rents())[0]).toBeGreaterThan((await rents()).at(-1)!);
});
