import type { RefundDue } from '../../domain/onlinePaymentSchemas';
import type { PaymentRefundView } from '../../domain/refundSchemas';
import { apiClient } from '../../src/api/httpClient';
import { downloadFile } from '../billing/downloadFile';

/** What the refund answers (issue 20 item 6): the credit note, and the attempt as it now stands. */
export interface RefundAnswer {
  success: boolean;
  message: string;
  data: {
    refund_id: string;
    credit_note_no: string;
    amount: string;
    attempt: { state: string; refunded_amount: string };
  };
}

export const refundOnlinePayment = (attemptId: string, payload: { amount: string; reason: string }) =>
  apiClient.post<RefundAnswer>(`/online-payments/attempts/${encodeURIComponent(attemptId)}/refund`, payload);

/** `/api/…` as the list names it, relative to the HTTP client's `/api` base. */
const clientPath = (apiPath: string) => apiPath.replace(/^\/api(?=\/)/, '');

/** Saves a credit note's PDF as <credit note no>.pdf. */
export const downloadCreditNote = (refund: Pick<PaymentRefundView, 'pdf_path' | 'credit_note_no'>) =>
  downloadFile(clientPath(refund.pdf_path), `${refund.credit_note_no}.pdf`);

/** Issue 30 item 5: online payments the invoice could not take and the gateway did not refund. */
export interface RefundsDueAnswer {
  success: boolean;
  message: string;
  data: { items: RefundDue[] };
}

export const fetchRefundsDue = (actorId: string | null, signal?: AbortSignal) =>
  apiClient.get<RefundsDueAnswer>('/online-payments/refunds-due', { query: { actor_id: actorId }, signal });
