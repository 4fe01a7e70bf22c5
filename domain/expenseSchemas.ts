import { z } from 'zod';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { moneyInputSchema } from './moneyInput';
import { oneLine } from './oneLine';
import { text } from './messages/text';

/**
 * A landlord's expenses (issue 36 item 1): what the API takes (list query, create, update) and the
 * messages it answers with. The answers' shapes are in domain/expenseRecord.ts.
 */
export const EXPENSE_MESSAGES = {
  listed: text('expenses.listed'),
  found: text('expenses.found'),
  created: text('expenses.created'),
  updated: text('expenses.updated'),
  deleted: text('expenses.deleted'),
  notFound: text('expenses.notFound'),
  noPermission: text('expenses.noPermission'),
  payloadMalformed: text('expenses.payloadMalformed'),
  property: text('expenses.property'),
  unit: text('expenses.unit'),
  amount: text('expenses.amount'),
  category: text('expenses.category'),
  date: text('listQuery.date'),
  vendor: text('expenses.vendor'),
  note: text('expenses.note'),
  recurrence: text('expenses.recurrence'),
  fileCount: text('expenses.fileCount'),
  reportListed: text('expenses.reportListed'),
  month: text('reports.month'),
} as const;

const M = EXPENSE_MESSAGES;

/** The categories of spec'd expenses, in the order the panel lists them. */
export const EXPENSE_CATEGORIES = [
  'maintenance',
  'utilities',
  'caretaker',
  'cleaning',
  'insurance',
  'management_fee',
  'tax_fees',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_RECURRENCES = ['none', 'monthly'] as const;
export type ExpenseRecurrence = (typeof EXPENSE_RECURRENCES)[number];

/** At most this many receipt files on one expense. */
export const MAX_EXPENSE_RECEIPTS = 5;

const amountSchema = moneyInputSchema(M.amount, { positive: true });

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: message }).trim().max(max, message).nullable().default(null),
  );

/** POST /api/expenses/create (JSON, or multipart with it as `payload` and receipts as `files`). */
export const expenseCreateSchema = z.object({
  property_id: z.uuid({ error: M.property }),
  unit_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: M.unit }).nullable().default(null)),
  date: calendarDateSchema(M.date),
  amount: amountSchema,
  category: z.enum(EXPENSE_CATEGORIES, { error: M.category }),
  vendor: z.preprocess(
    (v) => (v === '' ? null : v),
    oneLine(z.string({ error: M.vendor }).trim().max(120, M.vendor))
      .nullable()
      .default(null),
  ),
  note: optionalText(500, M.note),
  recurrence: z.enum(EXPENSE_RECURRENCES, { error: M.recurrence }).default('none'),
  /** On update: false removes the receipts kept so far (new files are added to those kept). */
  keep_receipts: z.boolean().optional(),
});
export type ExpenseCreate = z.infer<typeof expenseCreateSchema>;

/** POST /api/expenses/update/{id}: the same fields, each optional. */
export const expenseUpdateSchema = expenseCreateSchema.partial();
export type ExpenseUpdate = z.infer<typeof expenseUpdateSchema>;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const EXPENSE_SORT_FIELDS = ['date', 'amount', 'category', 'property_name', 'vendor'] as const;

export const expenseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  property_id: optional(z.uuid()),
  category: optional(z.enum(EXPENSE_CATEGORIES, { error: M.category })),
  date_from: optional(calendarDateSchema(M.date)),
  date_to: optional(calendarDateSchema(M.date)),
  sort: optional(sortFieldSchema(EXPENSE_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

/** GET /api/expenses/profit: one month ('YYYY-MM'), every property or one. */
export const profitQuerySchema = z.object({
  month: z.string({ error: M.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month),
  property_id: optional(z.uuid()),
});
export type ProfitQuery = z.infer<typeof profitQuerySchema>;
