import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { collectPageErrors, enterAs, signIn } from './fixtures';
import { api, apiToken, newLandlord } from './ownRecords';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 21 items 3 to 5: the landlord on its trial opens Subscriptions from the header (/pricing),
 * subscribes to a plan through the sandbox gateway, then cancels and sees until when it keeps
 * access; the super admin edits a plan's price and /pricing shows it at once.
 */

const SHOTS = 'test-results/subscription-shots';

test('the landlord subscribes from /pricing through the sandbox gateway, then cancels and sees the end date', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(180_000));
  const errors = collectPageErrors(page);
  const notFound: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
  });
  // A landlord of its own on its trial (approved, not yet subscribed; e2e/ownRecords.ts): the demo's
  // landlord2 stays on its trial for the other specs that read it.
  const landlord = await newLandlord(request, { plan: 'trial' });
  await signIn(page, landlord.email);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple plans in Kuwaiti dinars' })).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'pricing-monthly');

  await page.getByRole('link', { name: 'Subscribe to Starter, billed monthly' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/subscription\/list\?plan=/);
  await expect(page.getByTestId('subscription-state')).toHaveText('Trial');
  await expect(page.getByTestId('subscription-period')).toContainText(
    /Your free trial ends on \d{2}-\d{2}-\d{4}/,
  );
  await shootAtTwoWidths(page, SHOTS, 'subscription-trial');

  await page.getByRole('button', { name: 'Subscribe and pay: Starter, monthly' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(page.getByText('12.000')).toBeVisible();
  await page.getByLabel('Card number').fill('8888880000000001');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/admin-panel\/subscription\/list\?payment=paid$/);
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment received');
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await expect(page.getByRole('heading', { name: 'Starter plan · Monthly' })).toBeVisible();
  await expect(page.getByText(/Paid \d{2}-\d{2}-\d{4}/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(
    page.getByText(/^Your subscription is cancelled\. You keep access until \d{2}-\d{2}-\d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-period')).toHaveText(
    /^Cancelled\. You keep access until \d{2}-\d{2}-\d{4}\.$/,
  );
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await shootAtTwoWidths(page, SHOTS, 'subscription-cancelled');
  // The sandbox's own page has no icon: the browser's ask for /favicon.ico there is no fault of ours.
  expect(notFound.filter((path) => path !== '/favicon.ico')).toEqual([]);
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test("the super admin edits a plan's price and /pricing shows it; the subscriptions screen lists landlords", async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000));
  const errors = collectPageErrors(page);
  // The plans are the platform's, one catalogue for every landlord: there is no Enterprise of this
  // spec's own. Its price is put back as it was at the end, whatever happened, so the specs that
  // read the catalogue after this one (the plan changes, /pricing) find the seeded plan.
  const superToken = await apiToken(request, 'super@example.com');
  const { items } = await api<{ items: ({ id: string; name: string } & Record<string, unknown>)[] }>(
    request,
    'get',
    '/api/super/plans/list',
    superToken,
  );
  const enterprise = items.find((plan) => plan.name === 'Enterprise')!;
  try {
    await editsEnterprise(page);
  } finally {
    const { id, name, description, monthlyPrice, yearlyPrice, maxUnits, maxManagers, features } = enterprise;
    const { recommended, sortOrder } = enterprise;
    await api(request, 'post', `/api/super/plans/update/${id}`, superToken, {
      ...{ name, description, monthlyPrice, yearlyPrice, maxUnits, maxManagers, features },
      ...{ recommended, sortOrder },
    });
  }
  expect(errors).toEqual([]);
});

async function editsEnterprise(page: Page) {
  await enterAs(page, 'super@example.com');
  await page.goto('/admin-panel/plans/list');
  await expect(page.getByTestId('plan-row-Enterprise')).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'plans');
  await page.getByRole('button', { name: 'Edit Enterprise' }).click();
  const monthly = page.getByLabel('Monthly price (KWD)');
  await monthly.fill('85.500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Plan updated successfully')).toBeVisible();
  await expect(page.getByTestId('plan-row-Enterprise')).toContainText('85.500 KWD');

  await page.goto('/pricing');
  await expect(page.locator('[data-plan="Enterprise"]')).toContainText('85.500 KWD');
  await page.getByRole('link', { name: 'Yearly' }).click();
  await expect(page).toHaveURL(/\/pricing\?cycle=yearly$/);
  await expect(page.locator('[data-plan="Starter"]')).toContainText('a year');
  await shootAtTwoWidths(page, SHOTS, 'pricing-yearly');

  await page.goto('/admin-panel/subscriptions/list');
  await expect(page.getByTestId('subscription-row-landlord@example.com')).toContainText('Professional');
  await expect(page.getByTestId('subscription-totals')).toContainText('Monthly recurring revenue');
  await shootAtTwoWidths(page, SHOTS, 'super-subscriptions');
}
