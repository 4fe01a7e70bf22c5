import { onlinePaymentRefundsContract } from '../../domain/contracts/online-payment-refunds';
import { onlinePaymentsContract } from '../../domain/contracts/online-payments';
import type { PaymentRefundView } from '../../domain/refundSchemas';
import type { AnswerOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { downloadFile } from '../../src/api/downloadFile';

const online = onlinePaymentsContract.endpoints;

/** What the refund answers (issue 20 item 6): the credit note, and the attempt as it now stands. */
export type RefundAnswer = AnswerOf<typeof online.attemptsRefund>;

export const refundOnlinePayment = (attemptId: string, payload: { amount: string; reason: string }) =>
  dataProvider.call(online.attemptsRefund, { params: { id: attemptId }, body: payload });

/** Saves a credit note's PDF (GET /api/online-payments/refunds/{id}/pdf) as <credit note no>.pdf. */
export const downloadCreditNote = (refund: Pick<PaymentRefundView, 'id' | 'credit_note_no'>) =>
  downloadFile(onlinePaymentRefundsContract.endpoints.pdf, { id: refund.id }, `${refund.credit_note_no}.pdf`);

/** Issue 30 item 5: online payments the invoice could not take and the gateway did not refund. */
export type RefundsDueAnswer = AnswerOf<typeof online.refundsDue>;

export const fetchRefundsDue = (actorId: string | null, signal?: AbortSignal) =>
  dataProvider.call(online.refundsDue, { query: { actor_id: actorId }, signal });
