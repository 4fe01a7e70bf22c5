import type { Receipt } from '../../domain/receiptSchemas';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { documentWords, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, pdfBytes, totals } from './pdfLayout';
import { methodLabelIn, PDF_MESSAGES } from './pdfMessages';

/*
 * The receipt as a one-page A4 PDF, in the same layout as the invoice (pdfLayout.ts): the issuer
 * and RECEIPT with its number on top, who paid what for which invoice, and the amount received.
 * The layout leaves the text uncompressed, so the receipt number and amount can be found in the file.
 * In the reader's language (documentReader.ts), English when none is given.
 */

export const methodLabel = (method: string | null) => methodLabelIn(PDF_MESSAGES.en, method);

export function renderReceiptPdf(
  receipt: Receipt,
  issuer: DocumentIssuer,
  reader: DocumentReader = ENGLISH_READER,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { m, date, money } = words;
  const t = m.receipt;
  const doc = createPdf({
    title: t.documentTitle(receipt.receiptNo),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: t.title,
    titleLines: [
      receipt.receiptNo,
      t.date(date(receipt.receivedOn)),
      // A sandbox payment's receipt says it is a test, under its number (issue 30 item 6).
      ...(receipt.testPayment ? [t.testPayment] : []),
    ],
  });
  keyValueRows(doc, [
    [t.receivedFrom, words.tenant(receipt.payerName)],
    [t.invoice, receipt.invoiceNo],
    [t.property, words.property(receipt.propertyName)],
    [t.receiptNumber, receipt.receiptNo],
    [t.dateReceived, date(receipt.receivedOn)],
    [t.paymentMethod, methodLabelIn(m, receipt.method)],
  ]);
  doc.moveDown(1);
  totals(doc, [[t.amountReceived, money(receipt.amount)]]);
  footer(doc, t.footer(receipt.receiptNo, receipt.invoiceNo));
  return pdfBytes(doc);
}
