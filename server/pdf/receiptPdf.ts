import type { Receipt } from '../../domain/receiptSchemas';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { documentWords, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, pdfBytes, totals } from './pdfLayout';

/*
 * The receipt as a one-page A4 PDF, in the same layout as the invoice (pdfLayout.ts): the issuer
 * and RECEIPT with its number on top, who paid what for which invoice, and the amount received.
 * The layout leaves the text uncompressed, so the receipt number and amount can be found in the file.
 * In the reader's language (documentReader.ts), English when none is given.
 */

export function renderReceiptPdf(
  receipt: Receipt,
  issuer: DocumentIssuer,
  reader: DocumentReader = ENGLISH_READER,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { t, date, money } = words;
  const doc = createPdf({
    title: t('pdf.receipt.documentTitle', { receiptNo: receipt.receiptNo }),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t('pdf.receipt.title'),
    titleLines: [
      receipt.receiptNo,
      t('pdf.labels.date', { date: date(receipt.receivedOn) }),
      // A sandbox payment's receipt says it is a test, under its number (issue 30 item 6).
      ...(receipt.testPayment ? [t('pdf.receipt.testPayment')] : []),
    ],
  });
  keyValueRows(doc, [
    [t('pdf.receipt.receivedFrom'), words.tenant(receipt.payerName)],
    [t('pdf.labels.invoice'), receipt.invoiceNo],
    [t('pdf.labels.property'), words.property(receipt.propertyName)],
    [t('pdf.receipt.receiptNumber'), receipt.receiptNo],
    [t('pdf.receipt.dateReceived'), date(receipt.receivedOn)],
    [t('pdf.receipt.paymentMethod'), words.method(receipt.method)],
  ]);
  doc.moveDown(1);
  totals(doc, [[t('pdf.receipt.amountReceived'), money(receipt.amount)]]);
  footer(doc, t('pdf.receipt.footer', { receiptNo: receipt.receiptNo, invoiceNo: receipt.invoiceNo }));
  return pdfBytes(doc);
}
