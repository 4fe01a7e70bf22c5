import { eq } from 'drizzle-orm';
import { displayMonth, localizedText } from '../../domain/displayLocale';
import { displayDate } from '../../domain/displayDates';
import { isSettled } from '../../domain/invoiceStatus';
import { invoiceMoney } from '../../domain/invoiceMoney';
import { money as decimal, moneyText, sumMoney } from '../../domain/money';
import { generatedMaintenanceCharge, generatedRentMonth, isOpeningBalance } from '../../domain/rentItem';
import type { Database } from '../db/client';
import { users, vendorSettings } from '../db/schema';
import type { InvoiceDetail } from '../services/invoiceQueries';
import { monthLabel } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import type { DocumentReader } from './documentReader';
import {
  createPdf,
  footer,
  header,
  keyValueRows,
  kwd,
  pdfBytes,
  rule,
  sectionTitle,
  table,
  totals,
} from './pdfLayout';
import { methodIn, statusIn, wordsIn } from './documentText';

/** Who issues a landlord's documents: the App Setting's vendor name, else the landlord's own name. */
export interface DocumentIssuer {
  name: string;
  address: string;
}

export async function documentIssuer(
  db: Pick<Database, 'select'>,
  landlordId: string,
): Promise<DocumentIssuer> {
  const [row] = await db
    .select({
      vendorName: vendorSettings.name,
      address: vendorSettings.address,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .leftJoin(vendorSettings, eq(vendorSettings.landlordId, users.id))
    .where(eq(users.id, landlordId));
  const ownName = `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim();
  return {
    name: row?.vendorName?.trim() || ownName || 'Landlord',
    address: [row?.address?.trim(), row?.email].filter(Boolean).join('\n'),
  };
}

/** '2026-11-05' → '05-11-2026', the panel's date format. */
export const dayMonthYear = (iso: string | null | undefined) =>
  iso ? iso.slice(0, 10).split('-').reverse().join('-') : '-';

/** What a document needs to write for its reader: words by id, dates, amounts and names. */
export function documentWords(reader: DocumentReader) {
  const { display } = reader;
  return {
    /** A word or sentence by id: `t('pdf.invoice.title')`, `t('pdf.labels.date', { date })`. */
    t: wordsIn(display.locale),
    display,
    date: (iso: string | null | undefined) => (iso ? displayDate(iso.slice(0, 10), display) : '-'),
    money: (amount: string | number) => kwd(amount, display),
    tenant: (stored: string) => localizedText(stored, reader.tenantNameAr, display),
    property: (stored: string) => localizedText(stored, reader.propertyNameAr, display),
    status: (status: string) => statusIn(display.locale, status),
    method: (method: string | null) => methodIn(display.locale, method),
  };
}

/**
 * A stored item description for the reader: the generated ones ('Rent for November 2026', a
 * maintenance request's charge) are translated; any other charge is printed as it was typed.
 */
function itemDescription(description: string, words: ReturnType<typeof documentWords>): string {
  if (words.display.locale === 'en') return description;
  const month = generatedRentMonth(description);
  if (month) return words.t('pdf.invoice.rentFor', { month: displayMonth(month, words.display) });
  if (isOpeningBalance(description)) return words.t('pdf.invoice.openingBalance');
  const maintenance = generatedMaintenanceCharge(description);
  return maintenance ? words.t('pdf.invoice.maintenanceFor', maintenance) : description;
}

/**
 * The invoice's money as the screens read it (domain/invoiceMoney.ts, issue 31 item 4): the
 * payments listed and the refunds listed, Paid = received = payments - refunds (the invoice's paid
 * amount), written off, and the balance (nothing once cancelled). Overdue: money still owed after
 * the due date, by the reader's today, whatever the stored status last said.
 */
export function invoicePdfMoney(invoice: InvoiceDetail, today: string) {
  const figures = invoiceMoney(invoice.total, invoice.paidAmount, invoice.writtenOffAmount);
  const balance = invoice.status === 'CANCELLED' ? moneyText(0) : figures.pending;
  const overdue = !isSettled(invoice.status) && decimal(balance).gt(0) && invoice.dueDate < today;
  return {
    ...figures,
    payments: sumMoney(invoice.payments.map((p) => p.amount)),
    refunded: sumMoney(invoice.refunds.map((r) => r.amount)),
    balance,
    overdue,
    status: overdue ? ('OVERDUE' as const) : invoice.status,
  };
}

/**
 * A clean one-page invoice: issuer, reference, parties, items, money. In the reader's language
 * (documentReader.ts), names in it when the records have them.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDetail,
  issuer: DocumentIssuer,
  reader: DocumentReader,
  /** The reader's today in Kuwait ('YYYY-MM-DD'): whether the invoice is overdue. */
  today: string,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { t, date, money } = words;
  const figures = invoicePdfMoney(invoice, today);
  const doc = createPdf({
    title: t('pdf.invoice.documentTitle', { invoiceNo: invoice.invoiceNo }),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t('pdf.invoice.title'),
    titleLines: [invoice.invoiceNo, t('pdf.invoice.status', { status: words.status(figures.status) })],
  });
  keyValueRows(doc, [
    [t('pdf.invoice.tenant'), words.tenant(invoice.tenantName)],
    [t('pdf.labels.property'), words.property(invoice.propertyName)],
    [t('pdf.invoice.unit'), invoice.unitNo],
    [
      t('pdf.invoice.period'),
      reader.display.locale === 'en'
        ? monthLabel(invoice.period)
        : displayMonth(invoice.period, reader.display),
    ],
    [t('pdf.invoice.issueDate'), date(invoice.issueDate)],
    [t('pdf.invoice.dueDate'), date(invoice.dueDate)],
  ]);
  table(
    doc,
    [
      { header: t('pdf.invoice.description'), share: 0.7 },
      { header: t('pdf.invoice.amount'), share: 0.3, align: 'right' },
    ],
    invoice.items.map((item) => [itemDescription(item.description, words), money(item.amount)]),
  );
  const refunded = invoice.refunds.length > 0;
  totals(doc, [
    [t('pdf.invoice.total'), money(figures.expected)],
    // With refunds, what was paid in and what went back, so Paid adds up to the lists below.
    ...(refunded
      ? ([
          [t('pdf.invoice.payments'), money(figures.payments)],
          [t('pdf.invoice.refunded'), money(figures.refunded)],
        ] as [string, string][])
      : []),
    [t('pdf.invoice.paid'), money(figures.received)],
    // A short payment marked as paid: the rest is a recorded write-off, not a silent zero balance.
    ...(invoice.writeOff ? [[t('writeOff.label'), money(figures.writtenOff)] as [string, string]] : []),
    [t('pdf.invoice.balance'), money(figures.balance)],
  ]);
  if (invoice.writeOff) {
    const w = invoice.writeOff;
    doc.moveDown(1);
    const day = date(todayInKuwait(w.createdAt.getTime()));
    const when = w.createdByName ? t('pdf.invoice.writeOffBy', { date: day, by: w.createdByName }) : day;
    keyValueRows(doc, [[t('writeOff.label'), `${when}: ${w.reason}`]]);
  }
  if (invoice.payments.length > 0) {
    doc.moveDown(1.5);
    rule(doc, 6);
    if (refunded) sectionTitle(doc, t('pdf.invoice.payments'));
    table(
      doc,
      [
        { header: t('pdf.invoice.paymentDate'), share: 0.25 },
        { header: t('pdf.invoice.method'), share: 0.25 },
        { header: t('pdf.invoice.receipt'), share: 0.25 },
        { header: t('pdf.invoice.amount'), share: 0.25, align: 'right' },
      ],
      invoice.payments.map((p) => [
        date(p.paymentDate),
        p.method ? words.method(p.method) : '-',
        p.receiptNo ?? '-',
        money(p.amount),
      ]),
    );
  }
  if (refunded) {
    doc.moveDown(0.5);
    sectionTitle(doc, t('pdf.invoice.refunds'));
    table(
      doc,
      [
        { header: t('pdf.invoice.creditNote'), share: 0.25 },
        { header: t('pdf.labels.refundDate'), share: 0.2 },
        { header: t('pdf.labels.reason'), share: 0.3 },
        { header: t('pdf.invoice.amount'), share: 0.25, align: 'right' },
      ],
      invoice.refunds.map((r) => [r.creditNoteNo, date(r.refundedOn), r.reason, money(r.amount)]),
    );
  }
  footer(
    doc,
    isSettled(invoice.status)
      ? t('pdf.invoice.settledFooter', { invoiceNo: invoice.invoiceNo, status: words.status(invoice.status) })
      : t(figures.overdue ? 'pdf.invoice.overdueFooter' : 'pdf.invoice.payFooter', {
          amount: money(figures.balance),
          dueDate: date(invoice.dueDate),
          invoiceNo: invoice.invoiceNo,
        }),
  );
  return pdfBytes(doc);
}
