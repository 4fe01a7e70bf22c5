import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioFigures as DashboardFigures } from '../../domain/dashboardSchemas';
import { money, sumMoney } from '../../domain/money';
import type { PaymentOnlineView } from '../../domain/refundSchemas';
import type { ReceiptReport, RentalCollectionRow, TenantStatement } from '../../domain/reportSchemas';
import { managerProperties } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { unpaidInvoice, type InvoiceRow } from './paymentFixtures';
import { pdfText } from './pdfText';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 20 item 6 on the reads: the credit note's PDF and its scope, the refund on the payment row,
 * on the tenant statement, in the receipts and collection reports and on the dashboard, each to
 * the fils and equal to the rows it sums.
 */
describe.each(databaseKinds())('online refunds in documents and reports (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlordId: string;
  let tenantId: string;
  let invoice: InvoiceRow;
  let attemptId: string;
  const refunds: { id: string; no: string; amount: string }[] = [];
  const app = () => t.app;

  const ok = async <T>(who: Who, url: string): Promise<T> => {
    const res = await get(app(), tok[who], url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const refund = async (who: Who, amount: string, reason: string) =>
    app().inject({
      method: 'POST',
      url: `/api/online-payments/attempts/${attemptId}/refund`,
      headers: bearer(tok[who]),
      payload: { amount, reason },
    });
  const refundOk = async (who: Who, amount: string, reason: string) => {
    const res = await refund(who, amount, reason);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { refund_id: string; credit_note_no: string; amount: string } }>().data;
    refunds.push({ id: data.refund_id, no: data.credit_note_no, amount: data.amount });
  };
  const invoiceNow = async () =>
    (
      await ok<{
        data: {
          paidAmount: string;
          balance: string;
          status: string;
          refunds: { creditNoteNo: string; amount: string; pdfPath: string }[];
        };
      }>('landlord', `/api/invoices/get/${invoice.id}`)
    ).data;
  const paymentRow = async (who: Who) => {
    const list = await ok<{
      items: { invoice_id: string; amount: number; online: PaymentOnlineView | null }[];
    }>(
      who,
      `/api/manual-payments/list?role=landlord&pageSize=100${who === 'super' ? '' : `&actor_id=${landlordId}`}`,
    );
    return list.items.find((i) => i.invoice_id === invoice.id)!;
  };

  /** Each figure checked against what it sums: the invoice, the refund rows, the receipts. */
  async function reportsAgree() {
    const inv = await invoiceNow();
    const refunded = sumMoney(refunds.map((r) => r.amount));
    // The invoice's detail shows each refund under its credit note, with the PDF's path.
    expect(inv.refunds.map((r) => [r.creditNoteNo, r.amount, r.pdfPath])).toEqual(
      refunds.map((r) => [r.no, r.amount, `/api/online-payments/refunds/${r.id}/pdf`]),
    );
    expect(money(inv.paidAmount).plus(refunded).toFixed(3)).toBe('120.750');

    const statement = (
      await ok<{ data: TenantStatement }>('landlord', `/api/tenant-statements/get/${tenantId}`)
    ).data;
    const lines = statement.entries.filter((e) => e.kind === 'refund');
    expect(lines.map((l) => [l.reference, l.debit])).toEqual(
      expect.arrayContaining(refunds.map((r) => [r.no, r.amount])),
    );
    expect(lines.find((l) => l.reference === refunds[0]!.no)!.description).toBe('Refund — Overcharged water');
    // The closing balance is every entry's sum, the refunds raising it.
    expect(statement.closingBalance).toBe(
      money(statement.totalDebit).minus(statement.totalCredit).toFixed(3),
    );

    const report = (
      await ok<{ data: ReceiptReport }>('landlord', `/api/reports/receipts?propertyId=${invoice.propertyId}`)
    ).data;
    expect([report.total, report.count]).toEqual(['120.750', 1]);
    expect([report.refunded, report.refundCount]).toEqual([refunded, refunds.length]);
    expect(report.net).toBe(inv.paidAmount);

    const month = invoice.period.slice(0, 7);
    const rental = await ok<{ items: RentalCollectionRow[]; totals: { collected: string } }>(
      'landlord',
      `/api/reports/rental-collection?month=${month}&propertyId=${invoice.propertyId}`,
    );
    expect(rental.items.map((r) => r.collected)).toEqual([inv.paidAmount]);
    expect(rental.totals.collected).toBe(inv.paidAmount);

    const collections = await ok<{
      items: { invoice_no: string; status: string }[];
      totals: { received_amount: number; pending_amount: number };
    }>('landlord', `/api/collections/list?landlord_id=${landlordId}&q=${invoice.invoiceNo}`);
    expect(collections.items.map((r) => r.invoice_no)).toEqual([invoice.invoiceNo]);
    expect(collections.totals.received_amount.toFixed(3)).toBe(inv.paidAmount);
    expect(collections.totals.pending_amount.toFixed(3)).toBe(inv.balance);

    const row = await paymentRow('landlord');
    expect(row.online!.refunds.map((r) => [r.credit_note_no, r.amount])).toEqual(
      refunds.map((r) => [r.no, r.amount]),
    );
    expect(row.online!.refunded_amount).toBe(refunded);
    expect(row.online!.refundable_amount).toBe(money('120.750').minus(refunded).toFixed(3));
    return inv;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(app());
    landlordId = await userId(app(), 'landlord@example.com');
    tenantId = await userId(app(), 'tenant@example.com');
    invoice = await unpaidInvoice(app(), { rent: '120.750' });
    const started = await startedCheckout(app(), tok.tenant, invoice.id);
    attemptId = started.attempt_id;
    await payerDecides(app(), attemptId);
    await browserReturns(app(), attemptId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the payment row names its online attempt with all of it refundable; a manager may not refund', async () => {
    const row = await paymentRow('landlord');
    expect(row.online).toMatchObject({
      state: 'captured',
      amount: '120.750',
      refunded_amount: '0.000',
      refundable_amount: '120.750',
      refunds: [],
    });
    expect((await paymentRow('super')).online!.attempt_id).toBe(attemptId);
    const byManager = await refund('manager', '1', 'x');
    expect(byManager.statusCode).toBe(403);
  });

  it('a partial refund: every report follows, to the fils, and the credit note is shown', async () => {
    const dashboardBefore = await ok<{ data: DashboardFigures }>(
      'landlord',
      `/api/dashboard/landlord-activity/${landlordId}`,
    );
    await refundOk('landlord', '20.001', 'Overcharged water');
    const inv = await reportsAgree();
    expect([inv.paidAmount, inv.balance, inv.status]).toEqual(['100.749', '20.001', 'PARTIALLY_PAID']);
    const dashboard = await ok<{ data: DashboardFigures }>(
      'landlord',
      `/api/dashboard/landlord-activity/${landlordId}`,
    );
    // Shown beside the cash received (which still equals its payments list), not taken from it.
    expect(dashboard.data.this_month.refunded).toBe(
      money(dashboardBefore.data.this_month.refunded).plus('20.001').toFixed(3),
    );
    expect(dashboard.data.this_month.cash_received).toBe(dashboardBefore.data.this_month.cash_received);
    const platform = await ok<{ data: { this_month: { refunded: string } } }>(
      'super',
      '/api/super/dashboard/platform',
    );
    expect(money(platform.data.this_month.refunded).gte('20.001')).toBe(true);
  });

  it('the super admin refunds the rest: the invoice owes its whole total again', async () => {
    await refundOk('super', '100.749', 'Contract ended');
    const inv = await reportsAgree();
    expect([inv.paidAmount, inv.balance, inv.status]).toEqual(['0.000', '120.750', 'UNPAID']);
    expect((await paymentRow('landlord')).online).toMatchObject({
      state: 'refunded',
      refundable_amount: '0.000',
    });
  });

  it('the credit note PDF: the tenant its own, the landlord its own, a manager its properties, the super admin all', async () => {
    const [first] = refunds;
    const pdf = (who: Who) =>
      app().inject({
        method: 'GET',
        url: `/api/online-payments/refunds/${first!.id}/pdf`,
        headers: bearer(tok[who]),
      });
    for (const who of ['tenant', 'landlord', 'manager', 'super'] as const) {
      const res = await pdf(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${first!.no}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const needle of [first!.no, '20.001 KWD', 'CREDIT NOTE', invoice.invoiceNo, 'Overcharged water'])
        expect(text, needle).toContain(needle);
    }
    expect((await pdf('landlord2')).statusCode).toBe(404);
    // A manager limited to another property no longer sees it.
    const managerId = await userId(app(), 'manager@example.com');
    const other = await unpaidInvoice(app(), { rent: '1.000' });
    await app().ctx.db.insert(managerProperties).values({ managerId, propertyId: other.propertyId });
    try {
      expect((await pdf('manager')).statusCode).toBe(404);
    } finally {
      const { and, eq } = await import('drizzle-orm');
      await app()
        .ctx.db.delete(managerProperties)
        .where(
          and(eq(managerProperties.managerId, managerId), eq(managerProperties.propertyId, other.propertyId)),
        );
    }
    const missing = await app().inject({
      method: 'GET',
      url: `/api/online-payments/refunds/00000000-0000-4000-8000-000000000000/pdf`,
      headers: bearer(tok.landlord),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Credit note not found.']);
  });
});
