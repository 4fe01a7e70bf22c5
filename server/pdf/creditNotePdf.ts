import type { CreditNote } from '../services/refundQueries';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { documentWords, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, pdfBytes, totals } from './pdfLayout';

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
  const { t, date, money } = words;
  const doc = createPdf({
    title: t('pdf.creditNote.documentTitle', { creditNoteNo: note.creditNoteNo }),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t('pdf.creditNote.title'),
    titleLines: [note.creditNoteNo, t('pdf.labels.date', { date: date(note.issuedOn) })],
  });
  keyValueRows(doc, [
    [t('pdf.creditNote.refundedTo'), words.tenant(note.tenantName)],
    [t('pdf.labels.invoice'), note.invoiceNo],
    [t('pdf.labels.property'), `${words.property(note.propertyName)} / ${note.unitNo}`],
    [t('pdf.creditNote.creditNoteNumber'), note.creditNoteNo],
    [t('pdf.labels.refundDate'), date(note.issuedOn)],
    [t('pdf.creditNote.originalReceipt'), note.receiptNo ?? '-'],
    [t('pdf.creditNote.originalPayment'), `${money(note.paymentAmount)} (${words.method(note.method)})`],
    [t('pdf.labels.reason'), note.reason],
  ]);
  doc.moveDown(1);
  totals(doc, [[t('pdf.creditNote.amountRefunded'), money(note.amount)]]);
  footer(doc, t('pdf.creditNote.footer', { creditNoteNo: note.creditNoteNo, invoiceNo: note.invoiceNo }));
  return pdfBytes(doc);
}
