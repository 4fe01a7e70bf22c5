import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, messageAnswer, okAnswer } from './answerSchemas';
import { FEE_KINDS, PAYOUT_METHODS } from './ownerSchemas';

/**
 * What the owners and owner statements APIs answer (issue 36 item 3), as zod schemas: the contracts
 * declare them and the panel reads the types from them. Money travels as '120.000', shares as '60.00'.
 */

export const ownerShareSchema = z.object({
  property_id: z.uuid(),
  property_name: z.string(),
  share: z.string(),
});

export const ownerRecordSchema = z.object({
  id: z.uuid(),
  landlord_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language of the owner's mails and statement PDFs; null: not chosen (English). */
  language: z.enum(['en', 'ar']).nullable(),
  /** pending until the invitation is taken, then active; disabled when switched off. */
  status: z.string(),
  shares: z.array(ownerShareSchema),
  created_at: z.string(),
});
export type OwnerRecord = z.infer<typeof ownerRecordSchema>;

/** One property with its owners and management fee rule. */
export const propertySharesSchema = z.object({
  property_id: z.uuid(),
  property_name: z.string(),
  owners: z.array(z.object({ owner_id: z.uuid(), owner_name: z.string(), share: z.string() })),
  fee_kind: z.enum(FEE_KINDS),
  fee_value: z.string(),
});
export type PropertyShares = z.infer<typeof propertySharesSchema>;

export const payoutRecordSchema = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  owner_name: z.string(),
  date: z.string(),
  amount: z.string(),
  method: z.enum(PAYOUT_METHODS),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

export const statementLineSchema = z.object({
  property_id: z.uuid(),
  property_name: z.string(),
  share: z.string(),
  /** The whole property's month. */
  collected: z.string(),
  expenses: z.string(),
  fee: z.string(),
  /** The owner's share of each, to the fils (the remainder goes to the largest share). */
  owner_collected: z.string(),
  owner_expenses: z.string(),
  owner_fee: z.string(),
});

export const statementRecordSchema = z.object({
  id: z.uuid(),
  landlord_id: z.uuid(),
  owner_id: z.uuid(),
  owner_name: z.string(),
  owner_email: z.string(),
  month: z.string(),
  currency: z.literal('KWD'),
  /** The previous statement's closing, 0 at the first. */
  opening: z.string(),
  collected: z.string(),
  expenses: z.string(),
  fee: z.string(),
  payouts: z.string(),
  /** opening + collected − expenses − fee − payouts. */
  closing: z.string(),
  lines: z.array(statementLineSchema),
  mailed: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const ownerAnswers = {
  list: { 200: listAnswerOf(ownerRecordSchema), ...errorAnswers },
  one: { 200: okAnswer(ownerRecordSchema), ...errorAnswers },
  shares: { 200: okAnswer(z.array(propertySharesSchema)), ...errorAnswers },
  propertyShares: { 200: okAnswer(propertySharesSchema), ...errorAnswers },
  payouts: { 200: listAnswerOf(payoutRecordSchema), ...errorAnswers },
  payout: { 200: okAnswer(payoutRecordSchema), ...errorAnswers },
  deleted: { 200: messageAnswer, ...errorAnswers },
};

export const statementAnswers = {
  list: { 200: listAnswerOf(statementRecordSchema), ...errorAnswers },
  one: { 200: okAnswer(statementRecordSchema), ...errorAnswers },
  issued: { 200: okAnswer(z.array(statementRecordSchema)), ...errorAnswers },
  mailed: { 200: messageAnswer, ...errorAnswers },
  pdf: { 200: binaryAnswer(['application/pdf'], 'The owner statement as PDF'), ...errorAnswers },
};
