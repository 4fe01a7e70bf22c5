import type { CreditNote } from '../services/refundQueries';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { documentWords, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, pdfBytes, totals } from './pdfLayout';
import { methodLabelIn } from './pdfMessages';

/*
 * The credit note of a refund (issue 20 item 6) as a one-page A4 PDF, in the receipt's layout:
 * the issuer and CREDIT NOTE with its number on top, what was given back on which invoice and why.
 * The text stays uncompressed (pdfLayout.ts), so the number and amount can be found in the file.
 * In the reader's language (documentReader.ts), English when none is given.
 */
export function renderCreditNotePdf(
  note: CreditNote,
  issuer: DocumentIssuer,
  reader: DocumentReader = ENGLISH_READER,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { m, date, money } = words;
  const t = m.creditNote;
  const doc = createPdf({
    title: t.documentTitle(note.creditNoteNo),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t.title,
    titleLines: [note.creditNoteNo, t.date(date(note.issuedOn))],
  });
  keyValueRows(doc, [
    [t.refundedTo, words.tenant(note.tenantName)],
    [t.invoice, note.invoiceNo],
    [t.property, `${words.property(note.propertyName)} / ${note.unitNo}`],
    [t.creditNoteNumber, note.creditNoteNo],
    [t.refundDate, date(note.issuedOn)],
    [t.originalReceipt, note.receiptNo ?? '-'],
    [t.originalPayment, `${money(note.paymentAmount)} (${methodLabelIn(m, note.method)})`],
    [t.reason, note.reason],
  ]);
  doc.moveDown(1);
  totals(doc, [[t.amountRefunded, money(note.amount)]]);
  footer(doc, t.footer(note.creditNoteNo, note.invoiceNo));
  return pdfBytes(doc);
}
