import type { PlatformFigures, TenantFigures } from '../../domain/dashboardPeopleSchemas';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { LANDLORD_ID, signInAs, USER_ID } from './paymentsHarness';

/*
 * Known dashboard answers (as the API sends them) for the screen's unit tests, and a stored login
 * of any role. Today is 2026-11-25 in each.
 */

export const TODAY = '2026-11-25';
export const TENANT_ID = '6f1c2f7e-0000-4000-8000-0000000000dd';

const ROLE_NAMES = { landlord: 'Landlord', manager: 'Manager', user: 'Tenant', super_admin: 'Super Admin' };

/** The stored login of a user of `role` (its id is USER_ID, its landlord LANDLORD_ID). */
export function signInWithRole(role: keyof typeof ROLE_NAMES) {
  const user = signInAs([], role === 'super_admin' ? null : LANDLORD_ID);
  const stored = { ...user, role: { ...user.role, key: role, name: ROLE_NAMES[role] } };
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
  return stored;
}

const month = (m: string, expected: string, collected: string, writtenOff: string, outstanding: string) => ({
  month: m,
  expected,
  collected,
  written_off: writtenOff,
  outstanding,
});

export function portfolioFigures(overrides: Partial<PortfolioFigures> = {}): PortfolioFigures {
  return {
    landlord_id: USER_ID,
    manager_id: null,
    property_ids: null,
    today: TODAY,
    currency: 'KWD',
    deposits_held: '0.000',
    occupancy: {
      rentable_units: 5,
      occupied_units: 3,
      vacant_units: 2,
      under_maintenance_units: 1,
      occupancy_percent: '60.0',
    },
    this_month: {
      ...month('2026-11', '2000.000', '1234.500', '0.000', '765.500'),
      cash_received: '1500.250',
      refunded: '0.000',
      collection_percent: '61.7',
    },
    outstanding: {
      total: '2720.000',
      invoices: 5,
      buckets: [
        { key: 'days_0_30', from_days: 0, to_days: 30, amount: '2000.000', invoices: 3 },
        { key: 'days_31_60', from_days: 31, to_days: 60, amount: '450.000', invoices: 1 },
        { key: 'days_61_90', from_days: 61, to_days: 90, amount: '270.000', invoices: 1 },
        { key: 'days_over_90', from_days: 91, to_days: null, amount: '0.000', invoices: 0 },
      ],
    },
    top_debtors: [
      {
        tenant_id: TENANT_ID,
        tenant_name: 'Faisal Al-Azmi',
        amount: '2370.000',
        invoices: 4,
        oldest_due_date: '2026-09-05',
      },
    ],
    contracts_ending: [
      { within_days: 30, count: 0 },
      { within_days: 60, count: 2 },
      { within_days: 90, count: 3 },
    ],
    contract_requests_waiting: 1,
    maintenance: {
      by_status: { OPEN: 3, IN_PROGRESS: 1, COMPLETED: 2, CLOSED: 0, DEFERRED: 0, DECLINED: 0 },
      open: 4,
      overdue: 1,
      completed: 2,
      average_days_to_complete: '2.5',
    },
    monthly: [month('2026-10', '2000.000', '1550.000', '0.000', '450.000')],
    latest_activity: [
      {
        kind: 'payment_recorded',
        at: '2026-11-24T07:30:00.000Z',
        entity_id: 'pay-1',
        summary: 'INV-2026-000018 · Faisal Al-Azmi · Salmiya Tower 201',
        amount: '180.000',
      },
    ],
    ...overrides,
  };
}

/** A landlord that has just signed up: nothing yet. */
export function emptyPortfolioFigures(): PortfolioFigures {
  const base = portfolioFigures();
  return {
    ...base,
    occupancy: {
      rentable_units: 0,
      occupied_units: 0,
      vacant_units: 0,
      under_maintenance_units: 0,
      occupancy_percent: null,
    },
    top_debtors: [],
    monthly: [],
  };
}

export function tenantFigures(overrides: Partial<TenantFigures> = {}): TenantFigures {
  return {
    tenant_id: USER_ID,
    tenant_name: 'Noura Al-Kandari',
    today: TODAY,
    currency: 'KWD',
    next_due: {
      invoice_id: 'inv-1',
      invoice_no: 'INV-2026-000012',
      due_date: '2026-12-01',
      amount: '350.000',
      projected: false,
    },
    balance: { total: '1049.750', overdue: '699.750' },
    deposit_held: '700.000',
    contract: {
      contract_id: 'c-1',
      property_name: 'Salmiya Tower',
      unit_no: 'A1',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      days_left: 36,
      monthly_rent: '350.000',
    },
    last_payments: [
      {
        payment_id: 'p-1',
        invoice_id: 'inv-0',
        invoice_no: 'INV-2026-000011',
        amount: '350.000',
        payment_date: '2026-11-02',
        method: 'cash',
        receipt_id: 'r-1',
        receipt_no: 'RCT-2026-000007',
      },
    ],
    open_requests: {
      count: 1,
      items: [
        {
          id: 'm-1',
          number: 'MR-000003',
          title: 'Leaking tap',
          status: 'OPEN',
          created_at: '2026-11-20T08:00:00Z',
        },
      ],
    },
    pay: { online_available: true, invoice_id: 'inv-1' },
    ...overrides,
  };
}

export function platformFigures(): PlatformFigures {
  return {
    today: TODAY,
    currency: 'KWD',
    landlords: { active: 2, awaiting_approval: 1, approve_link: '/landlords/list?status=pending' },
    properties: 3,
    units: 12,
    tenants: 7,
    this_month: {
      ...month('2026-11', '4100.000', '2050.125', '0.000', '2049.875'),
      invoices: 9,
      cash_received: '2300.000',
      refunded: '0.000',
      collection_percent: '50.0',
    },
    open_support_tickets: 2,
    subscriptions_by_plan: [],
  };
}
