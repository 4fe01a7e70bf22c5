import { z } from 'zod';
import { CHEQUE_STATES, CUSTODIANS, type ChequeState } from './chequeStates';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { moneyInputSchema } from './moneyInput';
import { oneLine } from './oneLine';
import { text } from './messages/text';

/**
 * Post-dated cheques (issue 34 item 1): what the API takes (list query, create, update, status
 * move, schedule, the bounced-cheque fee setting) and the messages it answers with. Shared by the
 * routes and, later, the panel's forms. The answers' shapes are in domain/chequeRecord.ts.
 */
export const CHEQUE_MESSAGES = {
  listed: text('cheques.listed'),
  found: text('cheques.found'),
  created: text('cheques.created'),
  updated: text('cheques.updated'),
  moved: text('cheques.moved'),
  proposed: text('cheques.proposed'),
  scheduled: text('cheques.scheduled'),
  notFound: text('cheques.notFound'),
  contractNotFound: text('contracts.notFound'),
  noPermission: text('cheques.noPermission'),
  payloadMalformed: text('cheques.payloadMalformed'),
  bank: text('cheques.bank'),
  chequeNo: text('cheques.chequeNo'),
  firstNumber: text('cheques.firstNumber'),
  drawerName: text('cheques.drawerName'),
  amount: text('cheques.amount'),
  fee: text('cheques.fee'),
  dueDate: text('cheques.dueDate'),
  invoiceIds: text('cheques.invoiceIds'),
  invoicesUnknown: text('cheques.invoicesUnknown'),
  invoicesOneContract: text('cheques.invoicesOneContract'),
  period: text('cheques.period'),
  chequeTarget: text('cheques.chequeTarget'),
  custody: text('cheques.custody'),
  note: text('cheques.note'),
  reason: text('cheques.reason'),
  status: text('cheques.status'),
  replacementNeeded: text('cheques.replacementNeeded'),
  replacementUnwanted: text('cheques.replacementUnwanted'),
  tooManyCheques: text('cheques.tooManyCheques'),
  noPeriods: text('cheques.noPeriods'),
  onlyWhileReceived: text('cheques.onlyWhileReceived'),
  fileCount: text('cheques.fileCount'),
  photoType: text('cheques.photoType'),
  invoiceNotIssued: text('cheques.invoiceNotIssued'),
  overInvoices: text('cheques.overInvoices'),
  badMove: (from: ChequeState, to: ChequeState) => text('cheques.badMove', { from, to }),
  batchDeposited: text('cheques.batchDeposited'),
  batchFound: text('cheques.batchFound'),
  batchNotFound: text('cheques.batchNotFound'),
  batchChequeIds: text('cheques.batchChequeIds'),
  batchOneLandlord: text('cheques.batchOneLandlord'),
  batchRefused: (chequeNo: string, reason: string) => text('cheques.batchRefused', { chequeNo, reason }),
  settingLoaded: text('cheques.settingLoaded'),
  settingSaved: text('cheques.settingSaved'),
} as const;

const M = CHEQUE_MESSAGES;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const requiredLine = (max: number, message: string) =>
  oneLine(z.string({ error: message }).trim().min(1, message).max(max, message));
const note = (message: string) => z.string({ error: message }).trim().max(500, message).nullable();

export const chequeNoSchema = z
  .string({ error: M.chequeNo })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,30}$/, M.chequeNo);

const periodSchema = calendarDateSchema(M.period).refine((v) => v.endsWith('-01'), M.period);

/** The fields of one cheque as written on the paper, and what it is for. */
const chequeFields = {
  bank: requiredLine(100, M.bank),
  cheque_no: chequeNoSchema,
  drawer_name: requiredLine(150, M.drawerName),
  amount: moneyInputSchema(M.amount, { positive: true }),
  due_date: calendarDateSchema(M.dueDate),
  invoice_ids: z
    .array(z.uuid({ error: M.invoiceIds }), { error: M.invoiceIds })
    .min(1, M.invoiceIds)
    .max(24, M.invoiceIds),
  custody: z.enum(CUSTODIANS, { error: M.custody }),
  custody_note: note(M.note),
  notes: note(M.note),
};

/** Create: JSON, or multipart with this as `payload` and the photo as one `files` part. */
export const chequeCreateSchema = z.object({
  ...chequeFields,
  custody: chequeFields.custody.optional(),
  custody_note: chequeFields.custody_note.default(null),
  notes: chequeFields.notes.default(null),
});
export type ChequeCreate = z.infer<typeof chequeCreateSchema>;

/** Update: any of the fields; `keep_photo: false` removes the photo without giving another. */
export const chequeUpdateSchema = z.object({ ...chequeFields, keep_photo: z.boolean() }).partial();
export type ChequeUpdate = z.infer<typeof chequeUpdateSchema>;

/** The new cheque a bounced one is REPLACED by: its number at least, the rest defaults to the old one's. */
export const chequeReplacementSchema = z.object({
  cheque_no: chequeNoSchema,
  bank: chequeFields.bank.optional(),
  drawer_name: chequeFields.drawer_name.optional(),
  amount: chequeFields.amount.optional(),
  due_date: chequeFields.due_date.optional(),
});
export type ChequeReplacement = z.infer<typeof chequeReplacementSchema>;

export const chequeStatusSchema = z.object({
  status: z.enum(CHEQUE_STATES, { error: M.status }),
  reason: optional(z.string({ error: M.reason }).trim().max(500, M.reason)),
  replacement: chequeReplacementSchema.optional(),
});
export type ChequeStatusMove = z.infer<typeof chequeStatusSchema>;

/** One cheque of a schedule as the panel sends it back after editing the proposal. */
export const scheduledChequeSchema = z
  .object({
    cheque_no: chequeNoSchema,
    amount: chequeFields.amount,
    due_date: chequeFields.due_date,
    bank: chequeFields.bank.optional(),
    drawer_name: chequeFields.drawer_name.optional(),
    invoice_ids: z
      .array(z.uuid({ error: M.invoiceIds }))
      .max(24, M.invoiceIds)
      .default([]),
    period: periodSchema.nullable().default(null),
  })
  .refine((c) => c.invoice_ids.length > 0 || c.period !== null, {
    message: M.chequeTarget,
    path: ['period'],
  });
export type ScheduledCheque = z.infer<typeof scheduledChequeSchema>;

/**
 * POST /api/cheques/schedule. `dry_run: true` answers the proposal (one cheque per rent month of
 * the contract that has no live cheque yet: its invoice's balance when issued, else the monthly
 * rent; numbers counting up from `first_number`, leading zeros kept) and saves nothing. Without
 * it, `cheques` (the proposal as edited) is saved; when `cheques` is left out the proposal is saved
 * as it stands.
 */
export const chequeScheduleSchema = z.object({
  contract_id: z.uuid({ error: M.contractNotFound }),
  bank: chequeFields.bank,
  first_number: z
    .string({ error: M.firstNumber })
    .trim()
    .regex(/^\d{1,20}$/, M.firstNumber),
  drawer_name: chequeFields.drawer_name.optional(),
  dry_run: z.boolean().default(false),
  cheques: z.array(scheduledChequeSchema).min(1, M.noPeriods).max(120, M.tooManyCheques).optional(),
});
export type ChequeSchedule = z.infer<typeof chequeScheduleSchema>;

/**
 * POST /api/cheques/deposit-batch: RECEIVED cheques taken to the bank together, all marked
 * DEPOSITED in one transaction or none (422 naming the cheque that cannot move).
 */
export const chequeDepositBatchSchema = z.object({
  cheque_ids: z
    .array(z.uuid({ error: M.batchChequeIds }), { error: M.batchChequeIds })
    .min(1, M.batchChequeIds)
    .max(100, M.batchChequeIds)
    .refine((ids) => new Set(ids).size === ids.length, M.batchChequeIds),
  deposit_account: optional(oneLine(z.string({ error: M.bank }).trim().max(100, M.bank))),
  note: optional(z.string({ error: M.note }).trim().max(500, M.note)),
});
export type ChequeDepositBatch = z.infer<typeof chequeDepositBatchSchema>;

export const CHEQUE_SORT_FIELDS = ['due_date', 'amount', 'cheque_no', 'state', 'bank', 'created_at'] as const;
export type ChequeSortField = (typeof CHEQUE_SORT_FIELDS)[number];

export const chequeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  state: optional(z.enum(CHEQUE_STATES, { error: M.status })),
  due_from: optional(calendarDateSchema()),
  due_to: optional(calendarDateSchema()),
  property_id: optional(z.uuid()),
  tenant_id: optional(z.uuid()),
  contract_id: optional(z.uuid()),
  bank: optional(z.string().trim().max(100, M.bank)),
  /** Held (RECEIVED) and due within TO_DEPOSIT_DAYS of today in Kuwait, overdue ones included. */
  to_deposit: optional(z.enum(['true', 'false'])),
  sort: optional(sortFieldSchema(CHEQUE_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
});
export type ChequeListQuery = z.infer<typeof chequeListQuerySchema>;

/** The landlord's cheque setting: the fee a bounced cheque adds to the tenant's next invoice. */
export const chequeSettingSchema = z.object({
  bounced_cheque_fee: moneyInputSchema(M.fee, { positive: false }),
});
export type ChequeSetting = z.infer<typeof chequeSettingSchema>;
export const DEFAULT_CHEQUE_SETTING: ChequeSetting = { bounced_cheque_fee: '0.000' };

/** The invoice line a bounced cheque's fee writes (English; kept as written, like every item's). */
export const bouncedFeeDescription = (chequeNo: string, bank: string) =>
  `Bounced cheque fee: cheque ${chequeNo} (${bank})`.slice(0, 200);
