import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, messageAnswer, okAnswer } from './answerSchemas';
import { EXPENSE_CATEGORIES, EXPENSE_RECURRENCES } from './expenseSchemas';

/**
 * What the expenses API answers (issue 36 items 1 and 2), as zod schemas: the contract declares them
 * and the panel reads the types from them. Money travels as '120.000'.
 */
export const expenseReceiptSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  /** A signed, expiring link to the file. */
  url: z.string(),
});

export const expenseRecordSchema = z.object({
  id: z.uuid(),
  landlord_id: z.uuid(),
  property_id: z.uuid(),
  property_name: z.string(),
  unit_id: z.uuid().nullable(),
  unit_no: z.string().nullable(),
  date: z.string(),
  amount: z.string(),
  currency: z.literal('KWD'),
  category: z.enum(EXPENSE_CATEGORIES),
  vendor: z.string().nullable(),
  note: z.string().nullable(),
  receipts: z.array(expenseReceiptSchema),
  maintenance_request_id: z.uuid().nullable(),
  charged_to_tenant: z.boolean(),
  recurrence: z.enum(EXPENSE_RECURRENCES),
  recurring_source_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExpenseRecord = z.infer<typeof expenseRecordSchema>;

/** One property's month: money in, money out by category, and the net. */
export const profitRowSchema = z.object({
  property_id: z.uuid(),
  property_name: z.string(),
  /** Rent and charges invoiced for the month (invoices by period start, not cancelled). */
  invoiced: z.string(),
  /** Money paid against those invoices: the collection report's collected. */
  collected: z.string(),
  /** Money in that is not rent: late fees collected (none else yet). */
  other_income: z.string(),
  expenses: z.string(),
  by_category: z.record(z.string(), z.string()),
  /** collected + other_income − expenses. */
  net: z.string(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitReportSchema = z.object({
  month: z.string(),
  currency: z.literal('KWD'),
  rows: z.array(profitRowSchema),
  totals: profitRowSchema.omit({ property_id: true, property_name: true }),
});
export type ProfitReport = z.infer<typeof profitReportSchema>;

export const expenseAnswers = {
  list: { 200: listAnswerOf(expenseRecordSchema).extend({ total_amount: z.string() }), ...errorAnswers },
  one: { 200: okAnswer(expenseRecordSchema), ...errorAnswers },
  deleted: { 200: messageAnswer, ...errorAnswers },
  profit: { 200: okAnswer(profitReportSchema), ...errorAnswers },
  file: {
    200: binaryAnswer(['text/csv', 'application/pdf'], 'The profit report as CSV or PDF'),
    ...errorAnswers,
  },
};
