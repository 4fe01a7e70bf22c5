import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, type StoredDocument } from '../../domain/documents';
import {
  MANUAL_PAYMENT_MESSAGES as M,
  extensionOf,
  isAcceptedAttachment,
  manualPaymentCreateSchema,
  manualPaymentUpdateSchema,
} from '../../domain/manualPaymentSchemas';
import { moneyText } from '../../domain/money';
import { sendPaymentReceipt } from '../services/tenantNotices';
import { principalOf } from '../auth/guard';
import { scopeOf, type Scope } from '../auth/scope';
import { HttpError, type ValidationIssue } from '../http/errors';
import { readerLocale } from '../http/readerLocale';
import type { UploadedFile } from '../http/multipartForm';
import { PAYLOAD_FORM_LIMITS, readPayloadForm } from '../http/payloadForm';
import { checkIdempotencyKey, onceForKey, requestHash } from '../services/idempotency';
import {
  findManualPayment,
  findPayableInvoice,
  invoiceLookup,
  landlordInScope,
  listManualPayments,
} from '../services/manualPaymentQueries';
import { editManualPayment } from '../services/manualPaymentEdit';
import { PAYMENT_MESSAGES, recordPayment, type PaymentFields } from '../services/payments';
import { refreshInvoiceStatuses } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import { storeDocument } from '../storage/documents';
import type { FileStorage } from '../storage/fileStorage';
import { manualPaymentsContract } from '../../domain/contracts/manual-payments';
import { contractRoutes } from '../http/contractRoutes';

/** Zod issues in the 422 shape, located in the multipart `payload` field. */
function payloadError(issues: { path: PropertyKey[]; message: string; code: string }[]): HttpError {
  const detail: ValidationIssue[] = issues.map((i) => ({
    loc: ['payload', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: i.message,
    type: i.code,
  }));
  return new HttpError(422, detail.map((d) => d.msg).join('; '), detail);
}

const unsupportedFile = (index: number) =>
  new HttpError(422, M.unsupportedFile, [
    { loc: ['files', index], msg: M.unsupportedFile, type: 'file_type' },
  ]);

/** Refuses the request before anything is stored when a file's extension is not accepted. */
function checkAttachmentNames(files: UploadedFile[]): void {
  files.forEach((file, i) => {
    if (!isAcceptedAttachment(file.filename)) throw unsupportedFile(i);
  });
}

/** What the content read by the document store must be for each accepted extension. */
const CONTENT_OF_EXTENSION: Record<string, (mime: string) => boolean> = {
  pdf: (mime) => mime === 'application/pdf',
  doc: (mime) => mime === 'application/x-cfb',
  docx: (mime) => mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const contentFits = (ext: string, mime: string) =>
  (CONTENT_OF_EXTENSION[ext] ?? ((m: string) => m.startsWith('image/')))(mime);

/** Stores the attachments, each checked by content too: a renamed .exe is refused, not kept. */
async function storeAttachments(storage: FileStorage, files: UploadedFile[]): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  for (const [i, file] of files.entries()) {
    const result = await storeDocument(storage, file);
    if (!result.ok) {
      if (file.data.length > PAYLOAD_FORM_LIMITS.fileSize) throw new HttpError(413, result.message);
      // A pixel flood is an image of an accepted type: say what is wrong with it.
      if (result.message === DOCUMENT_MESSAGES.imageTooManyPixels) {
        throw new HttpError(422, result.message, [
          { loc: ['files', i], msg: result.message, type: 'image_pixels' },
        ]);
      }
      throw unsupportedFile(i);
    }
    if (!contentFits(extensionOf(file.filename), result.document.type)) throw unsupportedFile(i);
    stored.push(result.document);
  }
  return stored;
}

/** API resource `manual-payments` (issue 7 item 3): list, create, update and the invoice lookups. */
export const manualPaymentsRoutes = contractRoutes(manualPaymentsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const links = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
  const today = () => todayInKuwait(ctx.now());
  const recordOf = async (scope: Scope, id: string, request: FastifyRequest) => {
    const record = await findManualPayment(ctx.db, scope, id, links(), readerLocale(request));
    if (!record) throw new HttpError(404, PAYMENT_MESSAGES.paymentNotFound);
    return record;
  };

  /** The add dialog's picker: 'Create' or 'View Landlord Payment' (the guard checks the role). */

  /** The update dialog's lookup over all the landlord's invoices (`id` answers that one). */

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { q, constantPage, pageSize, dateFrom, dateTo, actor_id } = request.query;
      // A platform admin reads every landlord's payments, or one landlord's when it names one
      // (issue 16 item 2); a landlord's side reads its own only.
      const landlordId = scope.landlordId
        ? landlordInScope(scope, actor_id, 'actor_id', M.missingActor)
        : (actor_id ?? null);
      const { items, total } = await listManualPayments(
        ctx.db,
        { landlordId, propertyIds: scope.propertyIds, q, dateFrom, dateTo, locale: readerLocale(request) },
        { page: constantPage, pageSize },
        links(),
      );
      return { success: true, items, total, msg: M.listed };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      // A landlord's side may name its own landlord only; a platform admin may name any (or none).
      const landlordId = scope.landlordId
        ? landlordInScope(scope, request.query.actor_id, 'actor_id', M.missingActor)
        : (request.query.actor_id ?? null);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = manualPaymentCreateSchema.safeParse(form.payload);
      if (!parsed.success) throw payloadError(parsed.error.issues);
      checkAttachmentNames(form.files);
      const input = parsed.data;
      const invoice = await findPayableInvoice(ctx.db, {
        landlordId,
        propertyIds: scope.propertyIds,
        id: input.invoice_id,
      });
      if (!invoice) throw new HttpError(404, PAYMENT_MESSAGES.invoiceNotFound);

      const key = checkIdempotencyKey(headerOf(request.headers['idempotency-key']));
      const hash = requestHash([
        JSON.stringify(form.payload),
        ...form.files.flatMap((f) => [f.filename, f.data]),
      ]);
      const result = await onceForKey(
        ctx.db,
        { userId: principal.userId, key, requestHash: hash },
        async (tx) => {
          const attachments = await storeAttachments(ctx.storage, form.files);
          const payment = await recordPayment(tx, {
            landlordId: invoice.landlord_id,
            invoiceId: invoice.id,
            fields: fieldsOf(input),
            markAsPaid: input.mark_as_paid,
            writeOffReason: input.write_off_reason,
            attachments,
            actorId: principal.userId,
            nowMs: ctx.now(),
          });
          // Only the id is kept for a retry: it answers the record as it is then, with fresh links.
          return { statusCode: 200, body: { paymentId: payment.id } };
        },
      );
      // The tenant's receipt message, once the payment has committed (a replay sent it already).
      if (!result.replayed) await sendPaymentReceipt(ctx, request.log, result.body.paymentId);
      const items = await recordOf(scope, result.body.paymentId, request);
      return { success: true, items, message: M.created };
    },
    update: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const current = await recordOf(scope, request.params.id, request);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = manualPaymentUpdateSchema.safeParse(form.payload);
      if (!parsed.success) throw payloadError(parsed.error.issues);
      checkAttachmentNames(form.files);
      const input = parsed.data;
      await editManualPayment(ctx.db, {
        landlordId: scope.landlordId,
        paymentId: current.id,
        fields: fieldsOf(input),
        keep: input.keep_attachments,
        storeAdded: () => storeAttachments(ctx.storage, form.files),
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      return { success: true, items: await recordOf(scope, current.id, request), msg: M.updated };
    },
    unpaidInvoicesLov: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const landlordId = landlordInScope(scope, request.query.landlord_id, 'landlord_id', M.missingLandlord);
      await refreshInvoiceStatuses(ctx.db, landlordId, today());
      const items = await invoiceLookup(ctx.db, {
        landlordId,
        propertyIds: scope.propertyIds,
        q: request.query.q,
        id: request.query.id,
        unpaidOnly: true,
      });
      return {
        success: true,
        message: M.invoicesListed,
        data: { items: items.map(({ id, name }) => ({ id, name })) },
      };
    },
    invoicesLov: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const landlordId = landlordInScope(scope, request.query.landlord_id, 'landlord_id', M.missingLandlord);
      const items = await invoiceLookup(ctx.db, {
        landlordId,
        propertyIds: scope.propertyIds,
        q: request.query.q,
        id: request.query.id,
        unpaidOnly: false,
      });
      return {
        success: true,
        message: M.invoicesListed,
        data: { items: items.map(({ id, name }) => ({ id, name })) },
      };
    },
  };
});

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const fieldsOf = (input: {
  amount: string;
  currency: 'KWD';
  method: string | null;
  deposit_reference: string | null;
  deposit_date: string | null;
  notes: string | null;
}): PaymentFields => ({
  amount: moneyText(input.amount),
  currency: input.currency,
  method: input.method,
  depositReference: input.deposit_reference,
  depositDate: input.deposit_date,
  notes: input.notes,
});
