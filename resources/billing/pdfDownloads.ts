import { invoicesContract } from '../../domain/contracts/invoices';
import { receiptsContract } from '../../domain/contracts/receipts';
import { downloadFile } from '../../src/api/downloadFile';

/** Download PDF: an invoice's PDF (GET /api/invoices/pdf/{id}), saved as <invoice no>.pdf. */
export const downloadInvoicePdf = (invoice: { id: string; invoiceNo: string }) =>
  downloadFile(invoicesContract.endpoints.pdf, { id: invoice.id }, `${invoice.invoiceNo}.pdf`);

/** A receipt's PDF (GET /api/receipts/pdf/{id}), saved as <receipt no>.pdf. */
export const downloadReceiptPdf = (receipt: { id: string; receiptNo: string }) =>
  downloadFile(receiptsContract.endpoints.pdf, { id: receipt.id }, `${receipt.receiptNo}.pdf`);
