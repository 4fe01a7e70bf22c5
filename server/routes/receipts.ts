import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { listAnswer } from '../http/listAnswer';
import { documentReader } from '../pdf/documentReader';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderReceiptPdf } from '../pdf/receiptPdf';
import {
  findReceipt,
  findReceiptRow,
  isTestPayment,
  listReceipts,
  toReceipt,
} from '../services/receiptQueries';
import { receiptsContract } from '../../domain/contracts/receipts';
import { contractRoutes } from '../http/contractRoutes';

/** API resource `receipts` (issue 6 item 3): list, one receipt, and its PDF. Read-only: payments issue them. */
export const receiptsRoutes = contractRoutes(receiptsContract, async (ctx) => {
  const scopeFor = async (request: Parameters<typeof principalOf>[0]) =>
    scopeOf(ctx.db, principalOf(request));

  return {
    list: async (request) => {
      const scope = await scopeFor(request);
      const { items, total } = await listReceipts(ctx.db, scope, request.query, readerLocale(request));
      return listAnswer(items, total, request.query);
    },
    get: async (request) => {
      const scope = await scopeFor(request);
      return {
        success: true,
        message: 'OK',
        data: await findReceipt(ctx.db, scope, request.params.id, readerLocale(request)),
      };
    },
    pdf: async (request, reply) => {
      const scope = await scopeFor(request);
      const row = await findReceiptRow(ctx.db, scope, request.params.id);
      const [issuer, reader, testPayment] = await Promise.all([
        documentIssuer(ctx.db, row.landlordId),
        documentReader(ctx.db, request, row),
        isTestPayment(ctx.db, row.paymentId),
      ]);
      const receipt = { ...toReceipt(row), testPayment };
      const pdf = await renderReceiptPdf(receipt, issuer, reader);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${receipt.receiptNo}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
});
