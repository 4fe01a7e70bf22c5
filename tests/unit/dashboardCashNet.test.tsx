// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cashReceivedNet } from '../../domain/dashboardFigures';
import Dashboard from '../../src/pages/Dashboard';
import { portfolioFigures, signInWithRole } from './dashboardFixtures';
import { fakeApi, json, renderInAdmin, USER_ID } from './paymentsHarness';

vi.mock('../../resources/dashboard/MonthlyMoneyChart', () => ({ default: () => <p>monthly chart</p> }));
vi.mock('../../resources/dashboard/AgingChart', () => ({ default: () => <p>aging chart</p> }));
vi.mock('../../resources/dashboard/OccupancyGauge', () => ({ default: () => <p>occupancy gauge</p> }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/*
 * Issue 31 item 11: the cash card is the month's payments net of the month's refunds (naming both,
 * so it still adds up with the payments list it opens), and a refund is among the latest activity.
 */
describe("the landlord's cash received and latest activity", () => {
  it('takes the refunds from the payments, to the fils', () => {
    expect(cashReceivedNet({ cash_received: '1500.250', refunded: '100.125' })).toBe('1400.125');
    expect(cashReceivedNet({ cash_received: '0.000', refunded: '0.000' })).toBe('0.000');
  });

  it('shows the net figure, the payments and the refunds on the card, and the refund in the activity', async () => {
    signInWithRole('landlord');
    const base = portfolioFigures();
    const figures = portfolioFigures({
      this_month: { ...base.this_month, cash_received: '1500.250', refunded: '100.125' },
      latest_activity: [
        {
          kind: 'refund_made',
          at: '2026-11-25T07:30:00.000Z',
          entity_id: 'refund-1',
          summary: 'CRN-2026-000001 · INV-2026-000018 · Faisal Al-Azmi · Salmiya Tower 201',
          amount: '100.125',
        },
        ...base.latest_activity,
      ],
    });
    fakeApi({
      [`/api/dashboard/landlord-activity/${USER_ID}`]: () =>
        json(200, { success: true, message: 'Dashboard figures.', data: figures }),
    });
    renderInAdmin(<Dashboard />);
    expect((await screen.findByTestId('figure-cash-received')).textContent).toContain('1,400.125 KWD');
    const card = screen.getByTestId('card-cash-received').textContent ?? '';
    expect(card).toContain('1,500.250 KWD');
    expect(card).toContain('less 100.125 KWD refunded');
    const activity = screen.getByRole('region', { name: 'Latest activity' });
    expect(within(activity).getByText('Payment refunded: 100.125 KWD')).toBeTruthy();
  });
});
