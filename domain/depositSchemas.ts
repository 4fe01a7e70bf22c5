import { z } from 'zod';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { moneyInputSchema } from './moneyInput';
import { oneLine } from './oneLine';
import { text } from './messages/text';

/**
 * Security deposits (issue 34 item 3): what the API takes (list query, receive, deduct, refund)
 * and the messages it answers with. One deposit per contract, its id the contract's. The answers'
 * shapes are in domain/depositRecord.ts.
 */
export const DEPOSIT_MESSAGES = {
  listed: text('deposits.listed'),
  found: text('deposits.found'),
  received: text('deposits.received'),
  deducted: text('deposits.deducted'),
  refunded: text('deposits.refunded'),
  notFound: text('deposits.notFound'),
  noPermission: text('deposits.noPermission'),
  amount: text('deposits.amount'),
  method: text('deposits.method'),
  reason: text('deposits.reason'),
  reference: text('deposits.reference'),
  note: text('deposits.note'),
  date: text('deposits.date'),
  noteNeeded: text('deposits.noteNeeded'),
  overReceived: (agreed: string, received: string) => text('deposits.overReceived', { agreed, received }),
  overHeld: (amount: string, held: string) => text('deposits.overHeld', { amount, held }),
  overRefund: (amount: string, held: string) => text('deposits.overRefund', { amount, held }),
} as const;

const M = DEPOSIT_MESSAGES;

/** How deposit money comes in or goes back. */
export const DEPOSIT_METHODS = ['cash', 'cheque', 'bank_transfer', 'knet', 'other'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Why part of a deposit is kept at move-out. */
export const DEDUCTION_REASONS = ['damages', 'arrears', 'cleaning', 'utilities', 'other'] as const;
export type DeductionReason = (typeof DEDUCTION_REASONS)[number];

/** What a deposit's state is, from its figures: nothing received yet, money held, or all settled. */
export const DEPOSIT_STATES = ['NOT_RECEIVED', 'HELD', 'SETTLED'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

const amountSchema = moneyInputSchema(M.amount, { positive: true });

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: message }).trim().max(max, message).nullable().default(null),
  );

const moneyMove = {
  amount: amountSchema,
  method: z.enum(DEPOSIT_METHODS, { error: M.method }),
  reference: oneLine(z.string({ error: M.reference }).trim().max(100, M.reference))
    .nullable()
    .default(null),
  /** The day the money moved; today (Kuwait) when left out. */
  date: calendarDateSchema(M.date).optional(),
  note: optionalText(500, M.note),
};

/** POST /api/deposits/{id}/receive: money of the deposit received from the tenant. */
export const depositReceiveSchema = z.object(moneyMove);
export type DepositReceive = z.infer<typeof depositReceiveSchema>;

/** POST /api/deposits/{id}/refund: money of the deposit given back to the tenant. */
export const depositRefundSchema = z.object(moneyMove);
export type DepositRefund = z.infer<typeof depositRefundSchema>;

/** POST /api/deposits/{id}/deduct: an amount kept at move-out, and why. */
export const depositDeductSchema = z
  .object({
    amount: amountSchema,
    reason: z.enum(DEDUCTION_REASONS, { error: M.reason }),
    note: optionalText(500, M.note),
    date: calendarDateSchema(M.date).optional(),
  })
  .refine((d) => d.reason !== 'other' || (d.note ?? '').length > 0, {
    message: M.noteNeeded,
    path: ['note'],
  });
export type DepositDeduct = z.infer<typeof depositDeductSchema>;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const DEPOSIT_SORT_FIELDS = ['start_date', 'agreed', 'received', 'held', 'tenant_name'] as const;
export type DepositSortField = (typeof DEPOSIT_SORT_FIELDS)[number];

export const depositListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  state: optional(z.enum(DEPOSIT_STATES)),
  property_id: optional(z.uuid()),
  tenant_id: optional(z.uuid()),
  contract_id: optional(z.uuid()),
  sort: optional(sortFieldSchema(DEPOSIT_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
});
export type DepositListQuery = z.infer<typeof depositListQuerySchema>;
