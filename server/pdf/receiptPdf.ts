import { PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';
import type { Receipt } from '../../domain/receiptSchemas';
import { dayMonthYear, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, kwd, pdfBytes, totals } from './pdfLayout';

/*
 * The receipt as a one-page A4 PDF, in the same layout as the invoice (pdfLayout.ts): the issuer
 * and RECEIPT with its number on top, who paid what for which invoice, and the amount received.
 * The layout leaves the text uncompressed, so the receipt number and amount can be found in the file.
 */

export const methodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABELS[method] ?? method) : 'Not specified';

export function renderReceiptPdf(receipt: Receipt, issuer: DocumentIssuer): Promise<Buffer> {
  const doc = createPdf({ title: `Receipt ${receipt.receiptNo}`, author: issuer.name });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: 'RECEIPT',
    titleLines: [receipt.receiptNo, `Date: ${dayMonthYear(receipt.receivedOn)}`],
  });
  keyValueRows(doc, [
    ['Received from', receipt.payerName],
    ['Invoice', receipt.invoiceNo],
    ['Property', receipt.propertyName],
    ['Receipt number', receipt.receiptNo],
    ['Date received', dayMonthYear(receipt.receivedOn)],
    ['Payment method', methodLabel(receipt.method)],
  ]);
  doc.moveDown(1);
  totals(doc, [['Amount received', kwd(receipt.amount)]]);
  footer(doc, `Receipt ${receipt.receiptNo} for invoice ${receipt.invoiceNo}. Thank you for your payment.`);
  return pdfBytes(doc);
}
