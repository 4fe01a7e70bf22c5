import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { renderCreditNotePdf } from '../pdf/creditNotePdf';
import { documentReader } from '../pdf/documentReader';
import { documentIssuer } from '../pdf/invoicePdf';
import { findCreditNote } from '../services/refundQueries';
import { onlinePaymentRefundsContract } from '../../domain/contracts/online-payment-refunds';
import { contractRoutes } from '../http/contractRoutes';

/**
 * A refund's credit note as PDF (issue 20 item 6). Read like a receipt, with the receipts' access
 * rule and scope: a tenant its own, a landlord its own, a limited manager its properties', the
 * platform admin every landlord's.
 */
export const onlinePaymentRefundRoutes = contractRoutes(onlinePaymentRefundsContract, async (ctx) => {
  return {
    pdf: async (request, reply) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const note = await findCreditNote(ctx.db, scope, request.params.id);
      const [issuer, reader] = await Promise.all([
        documentIssuer(ctx.db, note.landlordId),
        documentReader(ctx.db, request, note),
      ]);
      const pdf = await renderCreditNotePdf(note, issuer, reader);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${note.creditNoteNo}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
});
