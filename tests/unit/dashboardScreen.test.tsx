// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../src/pages/Dashboard';
import {
  emptyPortfolioFigures,
  platformFigures,
  portfolioFigures,
  signInWithRole,
  TENANT_ID,
  tenantFigures,
  TODAY,
} from './dashboardFixtures';
import { fakeApi, json, LANDLORD_ID, renderInAdmin, USER_ID } from './paymentsHarness';

// The charts are drawn by @mui/x-charts in their own chunk; here they are stand-ins, and the
// end-to-end spec (e2e/usersSeeTheirDashboards.spec.ts) looks at the real ones.
vi.mock('../../resources/dashboard/MonthlyMoneyChart', () => ({ default: () => <p>monthly chart</p> }));
vi.mock('../../resources/dashboard/AgingChart', () => ({ default: () => <p>aging chart</p> }));
vi.mock('../../resources/dashboard/OccupancyGauge', () => ({ default: () => <p>occupancy gauge</p> }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => () => json(200, { success: true, message: 'Dashboard figures.', data });
const LANDLORD_API = `/api/dashboard/landlord-activity/${USER_ID}`;

/** The list URL a card's link opens: its path and its react-admin filter, decoded. */
function linkTarget(link: HTMLElement) {
  const href = link.getAttribute('href') ?? '';
  const url = new URL(href.replace(/^#/, ''), 'http://localhost');
  const filter = url.searchParams.get('filter');
  return {
    path: url.pathname,
    filter: filter ? (JSON.parse(filter) as Record<string, string>) : {},
    sort: url.searchParams.get('sort'),
    order: url.searchParams.get('order'),
  };
}

const cardLink = (id: string) => within(screen.getByTestId(`card-${id}`)).getAllByRole('link')[0]!;

describe("the landlord's dashboard", () => {
  it('shows each figure from its own call, in KWD with 3 decimals', async () => {
    signInWithRole('landlord');
    const api = fakeApi({ [LANDLORD_API]: ok(portfolioFigures()) });
    renderInAdmin(<Dashboard />);
    expect((await screen.findByTestId('figure-outstanding')).textContent).toContain('2,720.000 KWD');
    expect(screen.getByTestId('figure-expected').textContent).toContain('2,000.000 KWD');
    expect(screen.getByTestId('figure-collected').textContent).toContain('1,234.500 KWD');
    expect(screen.getByTestId('card-collected').textContent).toContain('61.7% of rent due');
    expect(screen.getByTestId('figure-cash-received').textContent).toContain('1,500.250 KWD');
    expect(screen.getByTestId('figure-occupancy').textContent).toContain('60.0%');
    expect(screen.getByTestId('figure-contracts-ending').textContent).toContain('0');
    expect(screen.getByTestId('figure-open-requests').textContent).toContain('4');
    // Each aging bucket opens its invoices: due 31 to 60 days before today. It sits with its chart,
    // which comes lazily (a skeleton holds its place meanwhile).
    const bucket = await screen.findByRole(
      'link',
      { name: '31–60 days: 450.000 KWD (1 invoice)' },
      { timeout: 10_000 },
    );
    expect(linkTarget(bucket).filter).toEqual({ dueFrom: '2026-09-26', dueTo: '2026-10-25' });
    expect(screen.getByText('05-09-2026')).toBeTruthy();
    // The latest activity, its time in Kuwait (UTC+3).
    expect(screen.getByText('Payment recorded: 180.000 KWD')).toBeTruthy();
    expect(
      screen.getByText('INV-2026-000018 · Faisal Al-Azmi · Salmiya Tower 201 · 24-11-2026 10:30'),
    ).toBeTruthy();
    expect(api.callsTo(LANDLORD_API)).toHaveLength(1);
    // A running portfolio: no first-run checklist, and no extra calls to find out.
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    expect(api.callsTo('/api/properties/list')).toHaveLength(0);
  });

  it('links each card to the list whose rows make up its figure', async () => {
    signInWithRole('landlord');
    fakeApi({ [LANDLORD_API]: ok(portfolioFigures()) });
    renderInAdmin(<Dashboard />);
    await screen.findByTestId('figure-outstanding');
    expect(linkTarget(cardLink('outstanding'))).toEqual({
      path: '/admin-panel/invoices/list',
      filter: { dueTo: TODAY },
      sort: 'balance',
      order: 'DESC',
    });
    expect(linkTarget(cardLink('expected')).filter).toEqual({
      dueFrom: '2026-11-01',
      dueTo: '2026-11-30',
      excludeCancelled: 'true',
    });
    expect(linkTarget(cardLink('contracts-ending'))).toMatchObject({
      path: '/admin-panel/tenant-users/approved',
      filter: { endFrom: TODAY, endTo: '2026-12-25' },
    });
    expect(linkTarget(screen.getByRole('link', { name: '3 within 90 days' })).filter).toEqual({
      endFrom: TODAY,
      endTo: '2027-02-23',
    });
    expect(linkTarget(screen.getByRole('link', { name: 'Open: 3' }))).toMatchObject({
      path: '/admin-panel/reported-tickets/list',
      filter: { status: 'OPEN' },
    });
    expect(linkTarget(screen.getByRole('link', { name: 'Overdue: 1' })).filter).toEqual({ overdue: 'true' });
    expect(linkTarget(screen.getByRole('link', { name: 'Faisal Al-Azmi' })).filter).toEqual({
      tenantId: TENANT_ID,
      dueTo: TODAY,
    });
    // TENANT PAYMENTS keeps its dates as plain parameters.
    expect(cardLink('cash-received').getAttribute('href')).toContain(
      '/admin-panel/tenant-payments/list?dateFrom=2026-11-01&dateTo=2026-11-30',
    );
  });

  it('lists the first steps while the landlord has not taken them, each linking to its screen', async () => {
    signInWithRole('landlord');
    fakeApi({
      [LANDLORD_API]: ok(emptyPortfolioFigures()),
      '/api/properties/list': () => json(200, { success: true, items: [], total: 1 }),
      '/api/tenants/list': () => json(200, { success: true, items: [], total: 0 }),
      '/api/contracts/list': () => json(200, { success: true, items: [], total: 0 }),
    });
    renderInAdmin(<Dashboard />);
    // The checklist waits for the figures and three list calls (and the filter bar's month picker
    // renders first): allow a loaded machine its time.
    const checklist = await screen.findByRole('region', { name: 'Get started' }, { timeout: 10_000 });
    expect(within(checklist).queryByRole('link', { name: 'Add a property' })).toBeNull();
    expect(within(checklist).getByText('Add a property')).toBeTruthy();
    expect(within(checklist).getByRole('link', { name: 'Add its units' }).getAttribute('href')).toContain(
      '/admin-panel/property/list',
    );
    expect(within(checklist).getByRole('link', { name: 'Invite a tenant' }).getAttribute('href')).toContain(
      '/admin-panel/tenant-users/add',
    );
    expect(within(checklist).getByRole('link', { name: 'Approve a contract' })).toBeTruthy();
    expect(screen.getByTestId('figure-occupancy').textContent).toContain('-');
  });

  it("shows the server's message and a Retry button when the call fails", async () => {
    signInWithRole('landlord');
    let fail = true;
    fakeApi({
      [LANDLORD_API]: () =>
        fail ? json(404, { success: false, message: 'Landlord not found.' }) : ok(portfolioFigures())(),
    });
    renderInAdmin(<Dashboard />);
    expect(await screen.findByText('Landlord not found.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('figure-outstanding')).textContent).toContain('2,720.000 KWD');
  });
});

describe('the other roles', () => {
  it("a manager asks for its own stats (spec section 7's landlord_id and user_id)", async () => {
    signInWithRole('manager');
    const api = fakeApi({
      '/api/dashboard/manager/stats': ok(portfolioFigures({ property_ids: ['prop-1'], manager_id: USER_ID })),
    });
    renderInAdmin(<Dashboard />);
    await screen.findByTestId('figure-outstanding');
    const query = api.callsTo('/api/dashboard/manager/stats')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ landlord_id: LANDLORD_ID, user_id: USER_ID });
    expect(screen.getByText('These figures cover the 1 property you manage.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull());
  });

  it('a tenant sees its next rent, balance, deposit, contract, payments with receipts and open requests', async () => {
    signInWithRole('user');
    const api = fakeApi({ '/api/super/dashboard/tenant/stats': ok(tenantFigures()) });
    renderInAdmin(<Dashboard />);
    expect((await screen.findByTestId('figure-next-due')).textContent).toContain('350.000 KWD');
    expect(screen.getByTestId('card-next-due').textContent).toContain('Due 01-12-2026');
    expect(screen.getByTestId('figure-balance').textContent).toContain('1,049.750 KWD');
    expect(screen.getByTestId('card-balance').textContent).toContain('699.750 KWD past due');
    expect(screen.getByTestId('figure-deposit').textContent).toContain('700.000 KWD');
    expect(screen.getByTestId('figure-contract-end').textContent).toContain('31-12-2026');
    expect(screen.getByTestId('card-contract-end').textContent).toContain('36 days left');
    const receipt = screen.getByRole('link', { name: 'RCT-2026-000007' });
    expect(linkTarget(receipt)).toMatchObject({
      path: '/admin-panel/receipts/list',
      filter: { q: 'RCT-2026-000007' },
    });
    expect(screen.getByRole('link', { name: 'MR-000003 · Leaking tap' }).getAttribute('href')).toContain(
      '/admin-panel/support-tickets/detail/m-1',
    );
    // No online payment yet: no Pay button.
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
    expect(api.callsTo('/api/super/dashboard/tenant/stats')[0]!.url.searchParams.get('user_id')).toBe(
      USER_ID,
    );
  });

  it('the super admin sees the platform, with the way to approve waiting landlords', async () => {
    signInWithRole('super_admin');
    fakeApi({ '/api/super/dashboard/platform': ok(platformFigures()) });
    renderInAdmin(<Dashboard />);
    expect((await screen.findByTestId('figure-landlords-awaiting')).textContent).toContain('1');
    expect(screen.getByTestId('figure-landlords-active').textContent).toContain('2');
    expect(screen.getByTestId('figure-units').textContent).toContain('12');
    expect(screen.getByTestId('figure-invoices-month').textContent).toContain('4,100.000 KWD');
    expect(screen.getByTestId('card-invoices-month').textContent).toContain('9 invoices');
    expect(screen.getByTestId('figure-collected-month').textContent).toContain('2,050.125 KWD');
    expect(screen.getByTestId('figure-support-tickets').textContent).toContain('2');
    expect(linkTarget(cardLink('landlords-awaiting'))).toMatchObject({
      path: '/admin-panel/landlords/list',
      filter: { status: 'pending' },
    });
  });
});
