// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthLabel, monthWords } from '../../resources/dashboard/dashboardLabels';
import Dashboard from '../../src/pages/Dashboard';
import { portfolioFigures, TODAY } from './dashboardFixtures';
import { fakeApi, json, renderInAdmin, signInAs, USER_ID } from './paymentsHarness';

// The charts are stand-ins here; the end-to-end spec looks at the real ones.
vi.mock('../../resources/dashboard/MonthlyMoneyChart', () => ({ default: () => <p>monthly chart</p> }));
vi.mock('../../resources/dashboard/AgingChart', () => ({ default: () => <p>aging chart</p> }));
vi.mock('../../resources/dashboard/OccupancyGauge', () => ({ default: () => <p>occupancy gauge</p> }));

/*
 * Issue 19 item 5: the landlord's property and month filter. It lives in the address, goes to the
 * API as property_id and month, renames the month's cards, and carries the property and the month
 * into the lists the cards open.
 */

const LANDLORD_API = `/api/dashboard/landlord-activity/${USER_ID}`;
const TOWER = '6f1c2f7e-0000-4000-8000-0000000000e1';
const PLAZA = '6f1c2f7e-0000-4000-8000-0000000000e2';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The landlord's API answers, echoing the month asked for (as the server does). */
function landlordApi() {
  return fakeApi({
    [LANDLORD_API]: ({ url }) => {
      const month = url.searchParams.get('month') ?? TODAY.slice(0, 7);
      const figures = portfolioFigures();
      return json(200, {
        success: true,
        message: 'Dashboard figures.',
        data: { ...figures, this_month: { ...figures.this_month, month } },
      });
    },
    '/api/properties/list': () =>
      json(200, {
        items: [
          { id: TOWER, name: 'Salmiya Tower' },
          { id: PLAZA, name: 'Hawalli Plaza' },
        ],
        total: 2,
      }),
  });
}

const filterOf = (link: HTMLElement) => {
  const url = new URL((link.getAttribute('href') ?? '').replace(/^#/, ''), 'http://localhost');
  return JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, string>;
};
const cardLink = (id: string) => within(screen.getByTestId(`card-${id}`)).getAllByRole('link')[0]!;
const address = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe("the dashboard's property and month filter", () => {
  it('names months MM-YYYY, and says "this month" for the current one', () => {
    expect(monthLabel('2026-02')).toBe('02-2026');
    expect(monthWords('2026-11', TODAY)).toBe('this month');
    expect(monthWords('2026-10', TODAY)).toBe('in 10-2026');
  });

  it('reads the filter from the address, asks the API for it and carries it into the links', async () => {
    signInAs(['View Property']);
    window.history.replaceState(null, '', `/#/dashboard?property_id=${TOWER}&month=2026-10`);
    const api = landlordApi();
    renderInAdmin(<Dashboard />);
    await screen.findByTestId('figure-expected');
    const asked = api.callsTo(LANDLORD_API)[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ property_id: TOWER, month: '2026-10' });
    expect(screen.getByTestId('card-expected').textContent).toContain('Rent due in 10-2026');
    expect(screen.getByTestId('card-outstanding').textContent).toContain('due and unpaid today');
    expect(screen.getByTestId('dashboard-period').textContent).toContain('for 10-2026');
    expect(screen.getByTestId('dashboard-period').textContent).toContain('as of today, 25-11-2026');
    // The month's invoices of that property; outstanding stays as of today, on that property.
    expect(filterOf(cardLink('expected'))).toEqual({
      propertyId: TOWER,
      dueFrom: '2026-10-01',
      dueTo: '2026-10-31',
      excludeCancelled: 'true',
    });
    expect(filterOf(cardLink('outstanding'))).toEqual({ propertyId: TOWER, dueTo: TODAY });
    expect(filterOf(screen.getByRole('link', { name: 'Overdue: 1' }))).toEqual({
      propertyId: TOWER,
      overdue: 'true',
    });
    expect(await screen.findByRole('combobox', { name: 'Property' })).toHaveProperty(
      'textContent',
      'Salmiya Tower',
    );
  });

  it('a chosen property goes into the address and to the API; clearing returns to everything', async () => {
    signInAs(['View Property']);
    window.history.replaceState(null, '', '/#/dashboard');
    const api = landlordApi();
    renderInAdmin(<Dashboard />);
    await screen.findByTestId('figure-expected');
    expect(screen.getByTestId('card-expected').textContent).toContain('Rent due this month');
    expect(api.callsTo(LANDLORD_API)[0]!.url.search).toBe('');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Property' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hawalli Plaza' }));
    await waitFor(() => expect(address().get('property_id')).toBe(PLAZA));
    await waitFor(() =>
      expect(api.callsTo(LANDLORD_API).at(-1)!.url.searchParams.get('property_id')).toBe(PLAZA),
    );
    await waitFor(() =>
      expect(filterOf(cardLink('outstanding'))).toEqual({ propertyId: PLAZA, dueTo: TODAY }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'All properties, this month' }));
    await waitFor(() => expect(address().get('property_id')).toBeNull());
    await waitFor(() => expect(filterOf(cardLink('outstanding'))).toEqual({ dueTo: TODAY }));
  });
});
