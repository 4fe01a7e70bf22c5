import type { CreditNote } from '../services/refundQueries';
import { dayMonthYear, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, kwd, pdfBytes, totals } from './pdfLayout';
import { methodLabel } from './receiptPdf';

/*
 * The credit note of a refund (issue 20 item 6) as a one-page A4 PDF, in the receipt's layout:
 * the issuer and CREDIT NOTE with its number on top, what was given back on which invoice and why.
 * The text stays uncompressed (pdfLayout.ts), so the number and amount can be found in the file.
 */
export function renderCreditNotePdf(note: CreditNote, issuer: DocumentIssuer): Promise<Buffer> {
  const doc = createPdf({ title: `Credit note ${note.creditNoteNo}`, author: issuer.name });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: 'CREDIT NOTE',
    titleLines: [note.creditNoteNo, `Date: ${dayMonthYear(note.issuedOn)}`],
  });
  keyValueRows(doc, [
    ['Refunded to', note.tenantName],
    ['Invoice', note.invoiceNo],
    ['Property', `${note.propertyName} / ${note.unitNo}`],
    ['Credit note number', note.creditNoteNo],
    ['Refund date', dayMonthYear(note.issuedOn)],
    ['Original receipt', note.receiptNo ?? '-'],
    ['Original payment', `${kwd(note.paymentAmount)} (${methodLabel(note.method)})`],
    ['Reason', note.reason],
  ]);
  doc.moveDown(1);
  totals(doc, [['Amount refunded', kwd(note.amount)]]);
  footer(
    doc,
    `Credit note ${note.creditNoteNo} for invoice ${note.invoiceNo}: the amount was refunded to the card or KNET account that paid it.`,
  );
  return pdfBytes(doc);
}
