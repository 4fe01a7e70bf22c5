import { ENGLISH } from '../../domain/displayLocale';
import { dateLabel, periodLabel } from '../../src/format/dates';
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS, type InvoiceStatus } from '../../domain/invoiceStatus';
import type { Receipt } from '../../domain/receiptSchemas';
import type { ReceiptReport, RentalCollectionRow, StatementEntry } from '../../domain/reportSchemas';
import type { InvoiceRecord } from './billingApi';

/*
 * What the billing screens show and export, as pure functions: labels, colours, dates and CSV rows.
 * Amounts stay the API's exact 3-decimal text in CSV files (a spreadsheet reads them as numbers).
 * The screens translate labels through the catalogue keys below (useBillingLabels); CSV files stay
 * in English with Latin digits whatever the reader's language, so a spreadsheet reads every column.
 */

/** The invoice's standalone printable page, outside the panel layout. */
export const printablePath = (id: string) => `/admin-panel/invoice/detail/${encodeURIComponent(id)}`;

/** Distinct colours, so a row's state reads at a glance: paid green, partly amber, overdue red. */
export const INVOICE_STATUS_COLORS: Record<
  InvoiceStatus,
  'success' | 'warning' | 'info' | 'error' | 'default'
> = {
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  UNPAID: 'info',
  OVERDUE: 'error',
  CANCELLED: 'default',
};

export const invoiceStatusLabel = (status: string): string =>
  INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status;

/** The catalogue key of a status's label (resources/billing/messages.*.ts); the English label is its default. */
export const invoiceStatusKey = (status: string): string => `billing.status.${status}`;

/** Status filter choices: react-admin translates each `name` key. */
export const statusChoices = Object.keys(INVOICE_STATUS_LABELS).map((id) => ({
  id,
  name: invoiceStatusKey(id),
}));

/** 'Bank Transfer' for 'bank_transfer'; a receipt without a method shows a dash. */
export function methodLabel(method: string | null | undefined): string {
  if (!method || method === 'unspecified') return '-';
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** The catalogue key of a payment method's label (the domain's id, paymentMethods.<method>), or null for a receipt without one (a dash). */
export function methodKey(method: string | null | undefined): string | null {
  if (!method || method === 'unspecified') return null;
  return PAYMENT_METHOD_LABELS[method] ? `paymentMethods.${method}` : null;
}

/** Method choices: react-admin's SelectInput translates each `name` key. */
export const methodChoices = Object.keys(PAYMENT_METHOD_LABELS).map((id) => ({
  id,
  name: `paymentMethods.${id}`,
}));

export const invoiceCsvRow = (i: InvoiceRecord) => ({
  'Invoice no': i.invoiceNo,
  Tenant: i.tenantName,
  Property: i.propertyName,
  Unit: i.unitNo,
  Period: periodLabel(i.period, ENGLISH),
  // DD-MM-YYYY as on the screens and in the other CSVs (issue 31 item 11), in Western digits.
  'Issue date': dateLabel(i.issueDate, ENGLISH),
  'Due date': dateLabel(i.dueDate, ENGLISH),
  'Total (KWD)': i.total,
  'Paid (KWD)': i.paidAmount,
  'Written off (KWD)': i.writtenOffAmount ?? '0.000',
  'Balance (KWD)': i.balance,
  Status: invoiceStatusLabel(i.status),
});

export const receiptCsvRow = (r: Receipt) => ({
  'Receipt no': r.receiptNo,
  Date: dateLabel(r.receivedOn, ENGLISH),
  Payer: r.payerName,
  'Invoice no': r.invoiceNo,
  Property: r.propertyName,
  Method: methodLabel(r.method),
  'Amount (KWD)': r.amount,
});

/** The report's three breakdowns in one file: a Breakdown column says which table a row is from. */
export function reportCsvRows(report: ReceiptReport) {
  return [
    ...report.byPeriod.map((p) => ({
      Breakdown: 'Month',
      Name: periodLabel(p.period, ENGLISH),
      Receipts: p.count,
      'Total (KWD)': p.total,
    })),
    ...report.byProperty.map((p) => ({
      Breakdown: 'Property',
      Name: p.propertyName,
      Receipts: p.count,
      'Total (KWD)': p.total,
    })),
    ...report.byMethod.map((m) => ({
      Breakdown: 'Method',
      Name: methodLabel(m.method) === '-' ? 'Not given' : methodLabel(m.method),
      Receipts: m.count,
      'Total (KWD)': m.total,
    })),
    { Breakdown: 'All', Name: 'Total', Receipts: report.count, 'Total (KWD)': report.total },
    { Breakdown: 'All', Name: 'Refunded', Receipts: report.refundCount, 'Total (KWD)': report.refunded },
    { Breakdown: 'All', Name: 'Net received', Receipts: report.count, 'Total (KWD)': report.net },
  ];
}

export const collectionCsvRow = (r: RentalCollectionRow) => ({
  Month: periodLabel(r.period, ENGLISH),
  Property: r.propertyName,
  Unit: r.unitNo,
  Tenant: r.tenantName,
  'Due (KWD)': r.due,
  'Collected (KWD)': r.collected,
  'Outstanding (KWD)': r.outstanding,
});

export const statementCsvRow = (e: StatementEntry) => ({
  Date: dateLabel(e.date, ENGLISH),
  Reference: e.reference,
  Description: e.description,
  'Debit (KWD)': e.debit ?? '',
  'Credit (KWD)': e.credit ?? '',
  'Balance (KWD)': e.balance,
});

/** Every month from `dateFrom` to `dateTo` ('YYYY-MM-DD'), as 'YYYY-MM'; at most 120 of them. */
export function monthsBetween(dateFrom: string, dateTo: string): string[] {
  const months: string[] = [];
  let year = Number(dateFrom.slice(0, 4));
  let month = Number(dateFrom.slice(5, 7));
  const last = dateTo.slice(0, 7);
  while (months.length < 120) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}

/**
 * The chart's bars: one per month of the range, months without receipts at zero, so the gaps show.
 * Without a full range, the months the report has.
 */
export function chartMonths(report: ReceiptReport): { period: string; label: string; total: string }[] {
  const byPeriod = new Map(report.byPeriod.map((p) => [p.period.slice(0, 7), p.total]));
  const periods =
    report.dateFrom && report.dateTo && report.dateFrom <= report.dateTo
      ? monthsBetween(report.dateFrom, report.dateTo)
      : [...byPeriod.keys()].sort();
  return periods.map((period) => ({
    period,
    label: periodLabel(period),
    total: byPeriod.get(period) ?? '0.000',
  }));
}
