import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../domain/invoiceStatus';
import type { ReceiptReport } from '../../domain/reportSchemas';
import type { InvoiceRecord } from '../../resources/billing/billingApi';
import {
  chartMonths,
  INVOICE_STATUS_COLORS,
  invoiceCsvRow,
  methodLabel,
  monthsBetween,
  receiptCsvRow,
  reportCsvRows,
  statementCsvRow,
} from '../../resources/billing/invoiceModel';
import { currentMonth, dateLabel, periodLabel, yearToDate } from '../../src/format/dates';
import { outstandingOf } from '../../resources/billing/TenantBalanceSummary';

const invoice = (over: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  id: 'i1',
  invoiceNo: 'INV-2026-000123',
  contractId: 'c1',
  tenantId: 't1',
  tenantName: 'Noura Al-Sabah',
  unitId: 'u1',
  unitNo: 'A-101',
  propertyId: 'p1',
  propertyName: 'Salmiya Tower',
  period: '2026-11-01',
  issueDate: '2026-11-01',
  dueDate: '2026-11-05',
  total: '350.000',
  paidAmount: '100.000',
  balance: '250.000',
  currency: 'KWD',
  status: 'PARTIALLY_PAID',
  createdAt: '2026-11-01T06:00:00.000Z',
  writtenOffAmount: '0.000',
  ...over,
});

describe('billing labels', () => {
  it("shows a period as 'Nov 2026' whether it comes as a month or a day", () => {
    expect(periodLabel('2026-11-01')).toBe('Nov 2026');
    expect(periodLabel('2026-01')).toBe('Jan 2026');
    expect(periodLabel('2025-12-31')).toBe('Dec 2025');
    expect(periodLabel('')).toBe('');
  });

  it('shows dates as DD-MM-YYYY, timestamps too, and a dash for none', () => {
    expect(dateLabel('2026-03-09')).toBe('09-03-2026');
    expect(dateLabel('2026-03-09T21:30:00.000Z')).toBe('09-03-2026');
    expect(dateLabel(null)).toBe('-');
  });

  it('gives each invoice status its own colour', () => {
    const colours = INVOICE_STATUSES.map((s) => INVOICE_STATUS_COLORS[s]);
    expect(new Set(colours).size).toBe(INVOICE_STATUSES.length);
    expect(INVOICE_STATUS_COLORS.PAID).toBe('success');
    expect(INVOICE_STATUS_COLORS.OVERDUE).toBe('error');
  });

  it('names payment methods as people read them', () => {
    expect(methodLabel('bank_transfer')).toBe('Bank Transfer');
    expect(methodLabel('pos')).toBe('POS');
    expect(methodLabel(null)).toBe('-');
    expect(methodLabel('unspecified')).toBe('-');
  });
});

describe('Kuwait dates', () => {
  it('takes today in Kuwait, not in the browser: 22:30 UTC on 31 Dec is already 1 Jan there', () => {
    const lateUtc = new Date('2025-12-31T22:30:00Z');
    expect(yearToDate(lateUtc)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-01' });
    expect(currentMonth(lateUtc)).toBe('2026-01');
    expect(yearToDate(new Date('2026-06-15T08:00:00Z'))).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-06-15',
    });
  });

  it('lists the months of a range across a year end', () => {
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-05-01', '2026-04-30')).toEqual([]);
  });
});

describe('CSV rows', () => {
  it('writes an invoice with readable headers and exact amounts', () => {
    expect(invoiceCsvRow(invoice())).toEqual({
      'Invoice no': 'INV-2026-000123',
      Tenant: 'Noura Al-Sabah',
      Property: 'Salmiya Tower',
      Unit: 'A-101',
      Period: 'Nov 2026',
      // DD-MM-YYYY, as the screens and the other CSVs write dates (issue 31 item 11).
      'Issue date': '01-11-2026',
      'Due date': '05-11-2026',
      'Total (KWD)': '350.000',
      'Paid (KWD)': '100.000',
      'Written off (KWD)': '0.000',
      'Balance (KWD)': '250.000',
      Status: 'Partially paid',
    });
  });

  it('writes a receipt with its method label', () => {
    const row = receiptCsvRow({
      id: 'r1',
      landlordId: 'l1',
      receiptNo: 'RCT-2026-000007',
      paymentId: 'pay1',
      invoiceId: 'i1',
      invoiceNo: 'INV-2026-000123',
      tenantId: 't1',
      payerName: 'Noura Al-Sabah',
      propertyId: 'p1',
      propertyName: 'Salmiya Tower',
      amount: '0.300',
      method: 'cash',
      receivedOn: '2026-11-03',
      createdAt: '2026-11-03T08:00:00Z',
    });
    expect(row).toMatchObject({ 'Receipt no': 'RCT-2026-000007', Method: 'Cash', 'Amount (KWD)': '0.300' });
    expect(row.Date).toBe('03-11-2026');
  });

  it("writes a statement line's date as DD-MM-YYYY", () => {
    expect(
      statementCsvRow({
        date: '2026-11-05',
        kind: 'invoice',
        reference: 'INV-2026-000123',
        description: 'Rent for Nov 2026',
        debit: '350.000',
        credit: null,
        balance: '350.000',
      }),
    ).toEqual({
      Date: '05-11-2026',
      Reference: 'INV-2026-000123',
      Description: 'Rent for Nov 2026',
      'Debit (KWD)': '350.000',
      'Credit (KWD)': '',
      'Balance (KWD)': '350.000',
    });
  });

  const report: ReceiptReport = {
    dateFrom: '2026-01-01',
    dateTo: '2026-03-31',
    total: '700.300',
    count: 3,
    refunded: '100.100',
    refundCount: 1,
    net: '600.200',
    byPeriod: [
      { period: '2026-01', total: '350.000', count: 1 },
      { period: '2026-03', total: '350.300', count: 2 },
    ],
    byProperty: [{ propertyId: 'p1', propertyName: 'Salmiya Tower', total: '700.300', count: 3 }],
    byMethod: [
      { method: 'cash', total: '0.300', count: 1 },
      { method: 'unspecified', total: '700.000', count: 2 },
    ],
  };

  it("writes the report's three breakdowns, the total, refunds and net in one file", () => {
    const rows = reportCsvRows(report);
    expect(rows.map((r) => `${r.Breakdown}:${r.Name}:${r['Total (KWD)']}`)).toEqual([
      'Month:Jan 2026:350.000',
      'Month:Mar 2026:350.300',
      'Property:Salmiya Tower:700.300',
      'Method:Cash:0.300',
      'Method:Not given:700.000',
      'All:Total:700.300',
      'All:Refunded:100.100',
      'All:Net received:600.200',
    ]);
  });

  it('charts every month of the range, a month without receipts at zero', () => {
    expect(chartMonths(report)).toEqual([
      { period: '2026-01', label: 'Jan 2026', total: '350.000' },
      { period: '2026-02', label: 'Feb 2026', total: '0.000' },
      { period: '2026-03', label: 'Mar 2026', total: '350.300' },
    ]);
  });
});

describe("the tenant's balance summary", () => {
  it('adds the open balances exactly, leaving out paid and cancelled invoices', () => {
    const summary = outstandingOf([
      invoice({ balance: '0.100', status: 'UNPAID', dueDate: '2026-12-05' }),
      invoice({ balance: '0.200', status: 'OVERDUE', dueDate: '2026-10-05' }),
      invoice({ balance: '0.000', status: 'PAID' }),
      invoice({ balance: '350.000', status: 'CANCELLED' }),
    ]);
    expect(summary).toEqual({
      outstanding: '0.300',
      openCount: 2,
      overdueCount: 1,
      // Issue 16: an overdue date is not "next due"; it is said as overdue since.
      nextDue: '2026-12-05',
      oldestOverdue: '2026-10-05',
    });
  });
});
