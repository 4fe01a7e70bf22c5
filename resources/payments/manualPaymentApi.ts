import type { z } from 'zod';
import type { manualPaymentCreateSchema, manualPaymentUpdateSchema } from '../../domain/manualPaymentSchemas';
import { manualPaymentsContract } from '../../domain/contracts/manual-payments';
import { isAborted } from '../../src/api/httpClient';
import { isApiError } from '../../src/api/ApiError';
import { errorText } from '../../src/api/errorText';
import type { AnswerOf, DataOf, ItemOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

const payments = manualPaymentsContract.endpoints;

/** Manual payment list item (spec section 3): the contract's row. */
export type ManualPayment = ItemOf<typeof payments.list>;

/** An attachment as the API gives it (spec section 3): a file name and where to fetch it. */
export type PaymentAttachment = ManualPayment['docs']['attachments'][number];

export interface PaymentListQuery {
  q: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** 'YYYY-MM-DD'. */
  dateFrom: string;
  dateTo: string;
  actorId: string | null;
}

export type PaymentListAnswer = AnswerOf<typeof payments.list>;

/** Invoice lookup item (spec section 3). */
export type InvoiceOption = DataOf<typeof payments.unpaidInvoicesLov>['items'][number];

/** What the add dialog sends as `payload` (spec section 3, manual payment create): the schema the server reads it with. */
export type CreatePaymentPayload = z.input<typeof manualPaymentCreateSchema>;

/** What the update dialog sends: no invoice, no mark_as_paid; the existing attachments still shown. */
export type UpdatePaymentPayload = z.input<typeof manualPaymentUpdateSchema>;

/** What a save answers: the payment as saved (create says `message`, update `msg`). */
export type SavedPaymentAnswer = AnswerOf<typeof payments.create> | AnswerOf<typeof payments.update>;

/** The list is scoped to the signed-in landlord: role 'landlord', actor id = landlordId (spec section 6). */
export function fetchPayments(query: PaymentListQuery, signal?: AbortSignal): Promise<PaymentListAnswer> {
  return dataProvider.call(payments.list, {
    query: {
      q: query.q || undefined,
      constantPage: query.page,
      pageSize: query.pageSize,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      role: 'landlord',
      actor_id: query.actorId,
    },
    signal,
  });
}

export async function fetchUnpaidInvoices(
  landlordId: string | null,
  q: string,
  signal?: AbortSignal,
): Promise<InvoiceOption[]> {
  const answer = await dataProvider.call(payments.unpaidInvoicesLov, {
    query: { landlord_id: landlordId, q: q || undefined },
    signal,
  });
  return answer.data?.items ?? [];
}

/** The update dialog's invoice (shown, not changeable). */
export async function fetchInvoiceOption(
  landlordId: string | null,
  invoiceId: string | number,
  signal?: AbortSignal,
): Promise<InvoiceOption | null> {
  const answer = await dataProvider.call(payments.invoicesLov, {
    query: { landlord_id: landlordId, id: invoiceId },
    signal,
  });
  return answer.data?.items?.find((item) => String(item.id) === String(invoiceId)) ?? null;
}

function multipart(payload: object, files: File[]): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export function createPayment(
  ids: { adminUserId: string | null; actorId: string | null },
  payload: CreatePaymentPayload,
  files: File[],
  idempotencyKey: string,
): Promise<SavedPaymentAnswer> {
  return dataProvider.call(payments.create, {
    body: multipart(payload, files),
    query: { admin_user_id: ids.adminUserId, role: 'landlord', actor_id: ids.actorId },
    // The same key for every attempt of one dialog: a double submit or a retry never pays twice.
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function updatePayment(
  id: string | number,
  payload: UpdatePaymentPayload,
  files: File[],
  idempotencyKey: string,
): Promise<SavedPaymentAnswer> {
  return dataProvider.call(payments.update, {
    params: { id },
    body: multipart(payload, files),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface Toast {
  message: string;
  type: 'success' | 'error';
}

/**
 * Spec section 8 for payment create, update and list: an answer with success false shows the
 * server's message in a GREEN toast (as the spec says); an exception (HTTP error, network) shows
 * the extracted error text in a red one. A cancelled request shows nothing.
 */
export function paymentFailureToast(err: unknown): Toast | null {
  if (isAborted(err)) return null;
  if (isApiError(err)) {
    const body = err.body as { message?: unknown; msg?: unknown } | null;
    if (err.status >= 200 && err.status < 300) {
      const text = [body?.message, body?.msg].find((m) => typeof m === 'string' && m.trim());
      return { message: (text as string | undefined) ?? errorText(body), type: 'success' };
    }
    return { message: errorText(err.body), type: 'error' };
  }
  return { message: errorText(null), type: 'error' };
}

/** The server's message of a successful save (create answers `message`, update `msg`). */
export const savedMessage = (answer: SavedPaymentAnswer): string =>
  ('message' in answer && answer.message) || ('msg' in answer && answer.msg) || 'Saved';
