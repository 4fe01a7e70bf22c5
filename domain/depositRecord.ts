import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from './answerSchemas';
import { DEDUCTION_REASONS, DEPOSIT_METHODS, DEPOSIT_STATES } from './depositSchemas';

/**
 * What the deposits API answers (issue 34 item 3), as zod schemas: the contract declares them as
 * its response schemas and the panel reads the types from them. Money travels as '350.000'.
 */
export const depositRecordSchema = z.object({
  /** The contract's id: one deposit per contract. */
  id: z.uuid(),
  contract_id: z.uuid(),
  landlord_id: z.uuid(),
  tenant_id: z.uuid(),
  tenant_name: z.string(),
  property_id: z.uuid(),
  property_name: z.string(),
  unit_no: z.string(),
  contract_status: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  currency: z.literal('KWD'),
  /** The contract's security_deposit. */
  agreed: z.string(),
  received: z.string(),
  deducted: z.string(),
  refunded: z.string(),
  /** received − deducted − refunded: what the landlord holds, and what can still be refunded. */
  held: z.string(),
  state: z.enum(DEPOSIT_STATES),
  updated_at: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['receipt', 'deduction', 'refund']),
  amount: z.string(),
  method: z.enum(DEPOSIT_METHODS).nullable(),
  reference: z.string().nullable(),
  date: z.string(),
  reason: z.enum(DEDUCTION_REASONS).nullable(),
  note: z.string().nullable(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type DepositEntry = z.infer<typeof depositEntrySchema>;

export const depositDetailSchema = depositRecordSchema.extend({
  /** The contract's rent still owed and past due (information for the settlement; not deposit money). */
  arrears: z.string(),
  /** Every move, oldest first. */
  entries: z.array(depositEntrySchema),
});
export type DepositDetail = z.infer<typeof depositDetailSchema>;

export const depositAnswers = {
  list: { 200: listAnswerOf(depositRecordSchema), ...errorAnswers },
  one: { 200: okAnswer(depositDetailSchema), ...errorAnswers },
  pdf: {
    200: binaryAnswer(['application/pdf'], 'The move-out settlement statement (PDF)'),
    ...errorAnswers,
  },
} as const;
