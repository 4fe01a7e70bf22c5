import { eq } from 'drizzle-orm';
import { displayMonth, localizedText } from '../../domain/displayLocale';
import { displayDate } from '../../domain/displayDates';
import { isSettled } from '../../domain/invoiceStatus';
import { generatedRentMonth } from '../../domain/rentItem';
import type { Database } from '../db/client';
import { users, vendorSettings } from '../db/schema';
import type { InvoiceDetail } from '../services/invoiceQueries';
import { monthLabel } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { createPdf, footer, header, keyValueRows, kwd, pdfBytes, rule, table, totals } from './pdfLayout';
import { methodLabelIn, PDF_MESSAGES, statusLabel, type PdfMessages } from './pdfMessages';
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

/** What a document needs to write for its reader: words, dates, amounts and names. */
export function documentWords(reader: DocumentReader) {
  const { display } = reader;
  const m: PdfMessages = PDF_MESSAGES[display.locale];
  return {
    m,
    display,
    date: (iso: string | null | undefined) => (iso ? displayDate(iso.slice(0, 10), display) : '-'),
    money: (amount: string | number) => kwd(amount, display),
    tenant: (stored: string) => localizedText(stored, reader.tenantNameAr, display),
    property: (stored: string) => localizedText(stored, reader.propertyNameAr, display),
  };
}

/** A stored item description for the reader: the generated 'Rent for November 2026' is translated. */
function itemDescription(description: string, words: ReturnType<typeof documentWords>): string {
  if (words.display.locale === 'en') return description;
  const month = generatedRentMonth(description);
  return month ? words.m.invoice.rentFor(displayMonth(month, words.display)) : description;
}

/**
 * A clean one-page invoice: issuer, reference, parties, items, money. In the reader's language
 * (documentReader.ts; English when none is given), names in it when the records have them.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDetail,
  issuer: DocumentIssuer,
  reader: DocumentReader = ENGLISH_READER,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { m, date, money } = words;
  const t = m.invoice;
  const doc = createPdf({
    title: t.documentTitle(invoice.invoiceNo),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t.title,
    titleLines: [invoice.invoiceNo, t.status(statusLabel(m, invoice.status))],
  });
  keyValueRows(doc, [
    [t.tenant, words.tenant(invoice.tenantName)],
    [t.property, words.property(invoice.propertyName)],
    [t.unit, invoice.unitNo],
    [
      t.period,
      reader.display.locale === 'en'
        ? monthLabel(invoice.period)
        : displayMonth(invoice.period, reader.display),
    ],
    [t.issueDate, date(invoice.issueDate)],
    [t.dueDate, date(invoice.dueDate)],
  ]);
  table(
    doc,
    [
      { header: t.description, share: 0.7 },
      { header: t.amount, share: 0.3, align: 'right' },
    ],
    invoice.items.map((item) => [itemDescription(item.description, words), money(item.amount)]),
  );
  totals(doc, [
    [t.total, money(invoice.total)],
    [t.paid, money(invoice.paidAmount)],
    // A short payment marked as paid: the rest is a recorded write-off, not a silent zero balance.
    ...(invoice.writeOff ? [[t.writtenOff, money(invoice.writeOff.amount)] as [string, string]] : []),
    [t.balance, money(invoice.balance)],
  ]);
  if (invoice.writeOff) {
    const w = invoice.writeOff;
    doc.moveDown(1);
    keyValueRows(doc, [
      [t.writtenOff, t.writeOff(date(todayInKuwait(w.createdAt.getTime())), w.createdByName ?? '', w.reason)],
    ]);
  }
  if (invoice.payments.length > 0) {
    doc.moveDown(1.5);
    rule(doc, 6);
    table(
      doc,
      [
        { header: t.paymentDate, share: 0.25 },
        { header: t.method, share: 0.25 },
        { header: t.receipt, share: 0.25 },
        { header: t.amount, share: 0.25, align: 'right' },
      ],
      invoice.payments.map((p) => [
        date(p.paymentDate),
        p.method ? methodLabelIn(m, p.method) : '-',
        p.receiptNo ?? '-',
        money(p.amount),
      ]),
    );
  }
  footer(
    doc,
    isSettled(invoice.status)
      ? t.settledFooter(invoice.invoiceNo, statusLabel(m, invoice.status))
      : t.payFooter(money(invoice.balance), date(invoice.dueDate), invoice.invoiceNo),
  );
  return pdfBytes(doc);
}
