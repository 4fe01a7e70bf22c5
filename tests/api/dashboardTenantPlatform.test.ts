import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANDLORD_APPROVAL_LINK,
  type PlatformFigures,
  type TenantFigures,
} from '../../domain/dashboardPeopleSchemas';
import { get, tokensOf, type Who } from './contractFixtures';
import { buildDashboardFixture, pinClock, type DashboardFixture } from './dashboardFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 19 items 3 and 4: the tenant's dashboard and the platform's, on the fixture of
 * tests/api/dashboardFixtures.ts (Kuwait's today is 2027-03-01).
 */

describe.each(databaseKinds())('tenant and platform dashboards (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let f: DashboardFixture;

  const data = async <T>(who: Who, url: string) => {
    const res = await get(t.app, tok[who], url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    pinClock(t.clock);
    f = await buildDashboardFixture(t.app);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("the tenant's own figures: next rent, balance, deposit, contract, last six payments, open requests", async () => {
    const own = await data<TenantFigures>('tenant', '/api/super/dashboard/tenant/stats');
    expect(own).toMatchObject({
      tenant_id: f.tenants.T1,
      tenant_name: 'Noura Al-Kandari',
      today: '2027-03-01',
    });
    // I1 (350.000, 100.250 paid) is due on 5 March; I5 (350.000, 50.000 paid) was due on 28 February.
    expect(own.next_due).toEqual({
      invoice_id: f.invoices.I1.id,
      invoice_no: f.invoices.I1.invoiceNo,
      due_date: '2027-03-05',
      amount: '249.750',
      projected: false,
    });
    expect(own.balance).toEqual({ total: '549.750', overdue: '300.000' });
    expect(own.deposit_held).toBe('700.000');
    expect(own.contract).toEqual({
      contract_id: f.contracts.C1.id,
      property_name: 'Dash Tower A',
      unit_no: 'A1',
      start_date: '2026-03-01',
      end_date: '2027-12-31',
      days_left: 305,
      monthly_rent: '300.000',
    });
    // Seven payments: the two of 1 March (the later recorded first), then I12's of 10, 9, 8, 7 April.
    expect(own.last_payments.map((p) => [p.amount, p.payment_date, p.invoice_no])).toEqual([
      ['50.000', '2027-03-01', f.invoices.I5.invoiceNo],
      ['100.250', '2027-03-01', f.invoices.I1.invoiceNo],
      ['60.000', '2026-04-10', f.invoices.I12.invoiceNo],
      ['60.000', '2026-04-09', f.invoices.I12.invoiceNo],
      ['60.000', '2026-04-08', f.invoices.I12.invoiceNo],
      ['60.000', '2026-04-07', f.invoices.I12.invoiceNo],
    ]);
    expect(own.last_payments.every((p) => p.receipt_id && /^RCT-/.test(p.receipt_no ?? ''))).toBe(true);
    // M1 OPEN and M5 DEFERRED; M7 is deleted.
    expect(own.open_requests.count).toBe(2);
    expect(own.open_requests.items.map((r) => [r.id, r.status])).toEqual([
      [f.requests.M1, 'OPEN'],
      [f.requests.M5, 'DEFERRED'],
    ]);
    expect(own.pay).toEqual({ online_available: true, invoice_id: f.invoices.I1.id });
  });

  it("the balance is the tenant statement's closing balance, to the fils", async () => {
    const own = await data<TenantFigures>(
      'landlord',
      `/api/super/dashboard/tenant/stats?user_id=${f.tenants.T1}`,
    );
    const statement = await data<{ closingBalance: string }>(
      'landlord',
      `/api/tenant-statements/get/${f.tenants.T1}`,
    );
    expect(own.balance.total).toBe(statement.closingBalance);
  });

  it('with nothing left to pay before the next invoice, the next rent is projected from the contract', async () => {
    // T3: I3 (March) is paid, I7 and I8 are past due; the contract's next month is April, due day 1.
    const t3 = await data<TenantFigures>(
      'landlord',
      `/api/super/dashboard/tenant/stats?user_id=${f.tenants.T3}`,
    );
    expect(t3.next_due).toEqual({
      invoice_id: null,
      invoice_no: null,
      due_date: '2027-04-01',
      amount: '300.000',
      projected: true,
    });
    expect(t3.balance).toEqual({ total: '810.125', overdue: '810.125' });
    expect(t3.deposit_held).toBe('0.000');
    expect(t3.contract).toMatchObject({ end_date: '2027-04-30', days_left: 60 });
    expect(t3.pay.invoice_id).toBeNull();
    // T5's contract ended yesterday: no contract, nothing projected, the debts remain.
    const t5 = await data<TenantFigures>(
      'landlord',
      `/api/super/dashboard/tenant/stats?user_id=${f.tenants.T5}`,
    );
    expect(t5).toMatchObject({ next_due: null, contract: null, deposit_held: '0.000' });
    expect(t5.balance).toEqual({ total: '315.554', overdue: '315.554' });
  });

  it('the platform: landlords, portfolio, this month across every landlord, tickets', async () => {
    const platform = await data<PlatformFigures>('super', '/api/super/dashboard/platform');
    expect(platform).toEqual({
      today: '2027-03-01',
      currency: 'KWD',
      // landlord and landlord2 approved; pending@example.com waiting.
      landlords: { active: 2, awaiting_approval: 1, approve_link: LANDLORD_APPROVAL_LINK },
      properties: 2,
      units: 6,
      // The demo tenant and the six the fixture adds.
      tenants: 7,
      // The same March as the first landlord's (the only one with invoices).
      this_month: {
        month: '2027-03',
        invoices: 3,
        expected: '1060.625',
        collected: '510.375',
        written_off: '0.000',
        outstanding: '550.250',
        cash_received: '150.250',
        refunded: '0.000',
        collection_percent: '48.1',
      },
      // OPEN and IN_PROGRESS; RESOLVED and CLOSED are not open.
      open_support_tickets: 2,
      subscriptions_by_plan: [],
    });
  });
});
