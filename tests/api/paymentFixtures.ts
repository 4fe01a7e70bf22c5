import { eq, sql } from 'drizzle-orm';
import type { ManualPaymentRecord } from '../../domain/manualPaymentSchemas';
import type { App } from '../../server/app';
import { invoices } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { bearer } from './testApp';
import { multipartBody } from './multipart';
import { dayOffset, issueInvoices, makeContract } from '../support/make';

/*
 * Manual payment fixtures: a fresh unpaid invoice per test (a contract starting today owes this
 * month's rent, due today at the earliest, so it is UNPAID) and the multipart calls as the panel
 * makes them.
 */

export type InvoiceRow = typeof invoices.$inferSelect;

export async function unpaidInvoice(
  app: App,
  options: { landlordEmail?: string; rent?: string; tenantId?: string } = {},
): Promise<InvoiceRow> {
  const { contractId, landlordId } = await makeContract(app, {
    ...options,
    startDate: dayOffset(app, 0),
    dueDay: 28,
  });
  const [invoice] = await issueInvoices(app, landlordId, contractId);
  return invoice!;
}

export const invoiceRow = async (app: App, id: string): Promise<InvoiceRow> => {
  const [row] = await app.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
};

export interface FileSpec {
  name: string;
  data: Buffer | Uint8Array<ArrayBuffer>;
  type?: string;
}

export const paymentPayload = (invoiceId: string, overrides: Record<string, unknown> = {}) => ({
  invoice_id: invoiceId,
  amount: 100.25,
  currency: 'KWD',
  method: 'bank_transfer',
  deposit_reference: 'DEP-7781',
  deposit_date: new Date().toISOString(),
  notes: 'Paid at the branch',
  mark_as_paid: false,
  ...overrides,
});

export const updatePayload = (overrides: Record<string, unknown> = {}) => ({
  amount: 50,
  currency: 'KWD',
  method: 'cash',
  deposit_reference: 'DEP-UPDATED',
  deposit_date: new Date().toISOString(),
  notes: 'Corrected amount',
  ...overrides,
});

async function postMultipart(
  app: App,
  token: string,
  url: string,
  payload: unknown,
  files: FileSpec[],
  headers: Record<string, string>,
) {
  const form = await multipartBody(payload, files);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...form.headers, ...headers },
    payload: form.body,
  });
}

export const createPaymentCall = (
  app: App,
  token: string,
  payload: unknown,
  options: { files?: FileSpec[]; query?: string; headers?: Record<string, string> } = {},
) =>
  postMultipart(
    app,
    token,
    `/api/manual-payments/create${options.query ? `?${options.query}` : ''}`,
    payload,
    options.files ?? [],
    options.headers ?? {},
  );

export const updatePaymentCall = (
  app: App,
  token: string,
  id: string,
  payload: unknown,
  options: { files?: FileSpec[]; headers?: Record<string, string> } = {},
) =>
  postMultipart(
    app,
    token,
    `/api/manual-payments/update/${id}`,
    payload,
    options.files ?? [],
    options.headers ?? {},
  );

export interface SavedAnswer {
  success: boolean;
  items: ManualPaymentRecord;
  message?: string;
  msg?: string;
}

/** Records a payment through the API; fails the test unless it is accepted. */
export async function createPayment(
  app: App,
  token: string,
  payload: unknown,
  options: { files?: FileSpec[]; headers?: Record<string, string> } = {},
): Promise<ManualPaymentRecord> {
  const res = await createPaymentCall(app, token, payload, options);
  if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<SavedAnswer>().items;
}

export interface ListAnswer {
  success: boolean;
  items: ManualPaymentRecord[];
  total: number;
  msg: string;
}

export const listPayments = (app: App, token: string, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/manual-payments/list?${new URLSearchParams(
      Object.entries({ role: 'landlord', ...query }).map(([k, v]) => [k, String(v)]),
    ).toString()}`,
    headers: bearer(token),
  });

/** What the database holds for an invoice's payments and receipts. */
export async function moneyOf(app: App, invoiceId: string) {
  const [row] = await queryRows<{ payments: number; receipts: number; paid: string; status: string }>(
    app.ctx.db,
    sql`select (select count(*)::int from payments where invoice_id = ${invoiceId}) as payments,
               (select count(*)::int from receipts where invoice_id = ${invoiceId}) as receipts,
               i.paid_amount::text as paid, i.status
          from invoices i where i.id = ${invoiceId}`,
  );
  return row!;
}
