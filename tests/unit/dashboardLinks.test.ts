import { describe, expect, it } from 'vitest';
import { contractsEndingHref } from '../../resources/dashboard/dashboardLinks';
import { agingLabel, daysLeftLabel } from '../../resources/dashboard/dashboardLabels';
import { hrefFromApiLink, listHref } from '../../resources/dashboard/listHref';

const decoded = (href: string) => decodeURIComponent(href.replace(/\+/g, ' '));

describe('dashboard links', () => {
  it("put a react-admin list's filter and sort in its URL", () => {
    expect(
      decoded(listHref('/invoices/list', { dueTo: '2026-11-25' }, { field: 'balance', order: 'DESC' })),
    ).toBe('/admin-panel/invoices/list?filter={"dueTo":"2026-11-25"}&sort=balance&order=DESC');
    expect(listHref('/property/list')).toBe('/admin-panel/property/list');
  });

  it('give TENANT PAYMENTS its dates as plain parameters', () => {
    expect(listHref('/tenant-payments/list', { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe(
      '/admin-panel/tenant-payments/list?dateFrom=2026-11-01&dateTo=2026-11-30',
    );
  });

  it("turn the API's approval link into the landlords list filtered by status", () => {
    expect(decoded(hrefFromApiLink('/landlords/list?status=pending'))).toBe(
      '/admin-panel/landlords/list?filter={"status":"pending"}',
    );
  });

  it('open the contracts ending from today to today + the horizon, across a month end', () => {
    expect(decoded(contractsEndingHref('2026-11-25', 30))).toBe(
      '/admin-panel/tenant-users/approved?filter={"endFrom":"2026-11-25","endTo":"2026-12-25"}&sort=endDate&order=ASC',
    );
  });

  it('name the aging buckets and the days left in words', () => {
    expect(agingLabel({ from_days: 0, to_days: 30 })).toBe('0–30 days');
    expect(agingLabel({ from_days: 91, to_days: null })).toBe('Over 90 days');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(0)).toBe('Ends today');
  });
});
