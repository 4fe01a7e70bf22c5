import { eq } from 'drizzle-orm';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { INVOICE_STATUS_LABELS, isSettled, PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';
import type { Database } from '../db/client';
import { users, vendorSettings } from '../db/schema';
import type { InvoiceDetail } from '../services/invoiceQueries';
import { monthLabel } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import { createPdf, footer, header, keyValueRows, kwd, pdfBytes, rule, table, totals } from './pdfLayout';

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

/** A clean one-page invoice: issuer, reference, parties, items, money. */
export async function renderInvoicePdf(invoice: InvoiceDetail, issuer: DocumentIssuer): Promise<Buffer> {
  const doc = createPdf({ title: `Invoice ${invoice.invoiceNo}`, author: issuer.name });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: 'INVOICE',
    titleLines: [invoice.invoiceNo, `Status: ${INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status}`],
  });
  keyValueRows(doc, [
    ['Tenant', invoice.tenantName],
    ['Property', invoice.propertyName],
    ['Unit', invoice.unitNo],
    ['Period', monthLabel(invoice.period)],
    ['Issue date', dayMonthYear(invoice.issueDate)],
    ['Due date', dayMonthYear(invoice.dueDate)],
  ]);
  table(
    doc,
    [
      { header: 'Description', share: 0.7 },
      { header: 'Amount', share: 0.3, align: 'right' },
    ],
    invoice.items.map((item) => [item.description, kwd(item.amount)]),
  );
  totals(doc, [
    ['Total', kwd(invoice.total)],
    ['Paid', kwd(invoice.paidAmount)],
    // A short payment marked as paid: the rest is a recorded write-off, not a silent zero balance.
    ...(invoice.writeOff
      ? [[WRITE_OFF_MESSAGES.label, kwd(invoice.writeOff.amount)] as [string, string]]
      : []),
    ['Balance', kwd(invoice.balance)],
  ]);
  if (invoice.writeOff) {
    const w = invoice.writeOff;
    doc.moveDown(1);
    keyValueRows(doc, [
      [
        WRITE_OFF_MESSAGES.label,
        `${dayMonthYear(todayInKuwait(w.createdAt.getTime()))}${w.createdByName ? `, ${w.createdByName}` : ''}: ${w.reason}`,
      ],
    ]);
  }
  if (invoice.payments.length > 0) {
    doc.moveDown(1.5);
    rule(doc, 6);
    table(
      doc,
      [
        { header: 'Payment date', share: 0.25 },
        { header: 'Method', share: 0.25 },
        { header: 'Receipt', share: 0.25 },
        { header: 'Amount', share: 0.25, align: 'right' },
      ],
      invoice.payments.map((p) => [
        dayMonthYear(p.paymentDate),
        p.method ? (PAYMENT_METHOD_LABELS[p.method] ?? p.method) : '-',
        p.receiptNo ?? '-',
        kwd(p.amount),
      ]),
    );
  }
  footer(
    doc,
    isSettled(invoice.status)
      ? `Invoice ${invoice.invoiceNo} · ${INVOICE_STATUS_LABELS[invoice.status]}`
      : `Please pay ${kwd(invoice.balance)} by ${dayMonthYear(invoice.dueDate)} quoting ${invoice.invoiceNo}.`,
  );
  return pdfBytes(doc);
}
