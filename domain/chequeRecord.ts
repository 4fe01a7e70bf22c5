import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from './answerSchemas';
import { CHEQUE_STATES, CUSTODIANS } from './chequeStates';
import { documentLinkSchema } from './maintenanceRecord';

/**
 * What the cheques API answers (issue 34 item 1), as zod schemas: the contract declares them as
 * its response schemas and the panel reads the types from them.
 */

const state = z.enum(CHEQUE_STATES);

/** An invoice the cheque is for; `payment_id` is the payment its clearing recorded there. */
export const chequeInvoiceSchema = z.object({
  id: z.uuid(),
  invoice_no: z.string(),
  period: z.string(),
  due_date: z.string(),
  total: z.string(),
  status: z.string(),
  payment_id: z.uuid().nullable(),
});

export const chequeRecordSchema = z.object({
  id: z.uuid(),
  landlord_id: z.uuid(),
  contract_id: z.uuid(),
  tenant_id: z.uuid(),
  tenant_name: z.string(),
  property_id: z.uuid(),
  property_name: z.string(),
  unit_no: z.string(),
  bank: z.string(),
  cheque_no: z.string(),
  drawer_name: z.string(),
  amount: z.string(),
  currency: z.literal('KWD'),
  /** The date written on the cheque (YYYY-MM-DD). */
  due_date: z.string(),
  /** The rent month a scheduled cheque pays when its invoice is not issued yet (YYYY-MM-01). */
  period: z.string().nullable(),
  state,
  custody: z.enum(CUSTODIANS),
  custody_note: z.string().nullable(),
  notes: z.string().nullable(),
  invoices: z.array(chequeInvoiceSchema),
  photo: documentLinkSchema.nullable(),
  replaces_id: z.uuid().nullable(),
  replaced_by_id: z.uuid().nullable(),
  /** The bounced-cheque fee charged, and the invoice it went on (null while none is issued). */
  bounced_fee: z.string().nullable(),
  fee_invoice_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChequeRecord = z.infer<typeof chequeRecordSchema>;

export const chequeHistorySchema = z.object({
  id: z.uuid(),
  from_state: state.nullable(),
  to_state: state,
  reason: z.string().nullable(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const chequeDetailSchema = chequeRecordSchema.extend({
  /** Every move, oldest first (the first is its receipt). */
  history: z.array(chequeHistorySchema),
});
export type ChequeDetail = z.infer<typeof chequeDetailSchema>;

/** One proposed cheque of a schedule (dry run): what the panel shows editable. */
export const proposedChequeSchema = z.object({
  cheque_no: z.string(),
  bank: z.string(),
  drawer_name: z.string(),
  amount: z.string(),
  due_date: z.string(),
  period: z.string().nullable(),
  invoice_ids: z.array(z.uuid()),
  invoice_no: z.string().nullable(),
});

export const chequeSettingAnswerSchema = z.object({ bounced_cheque_fee: z.string() });

/** A deposit batch: the cheques marked DEPOSITED together, and the slip's figures. */
export const chequeDepositBatchRecordSchema = z.object({
  id: z.uuid(),
  deposit_account: z.string().nullable(),
  note: z.string().nullable(),
  /** The sum of the cheques' amounts, to the fils. */
  total: z.string(),
  created_at: z.string(),
  cheques: z.array(chequeRecordSchema),
});
export type ChequeDepositBatchRecord = z.infer<typeof chequeDepositBatchRecordSchema>;

export const chequeAnswers = {
  depositBatch: { 200: okAnswer(chequeDepositBatchRecordSchema), ...errorAnswers },
  depositSlip: { 200: binaryAnswer(['application/pdf'], 'The deposit slip PDF'), ...errorAnswers },
  list: { 200: listAnswerOf(chequeRecordSchema), ...errorAnswers },
  one: { 200: okAnswer(chequeDetailSchema), ...errorAnswers },
  schedule: {
    200: okAnswer(
      z.object({
        dry_run: z.boolean(),
        /** The proposal (dry run), or the cheques saved. */
        proposed: z.array(proposedChequeSchema),
        saved: z.array(chequeRecordSchema),
      }),
    ),
    ...errorAnswers,
  },
  setting: { 200: okAnswer(chequeSettingAnswerSchema), ...errorAnswers },
} as const;
