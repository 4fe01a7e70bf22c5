import { z } from 'zod';
import { oneLine } from './oneLine';
import { kuwaitIbanProblem, normaliseIban, type KuwaitIbanProblem } from './iban';
import { isIsoDate } from './isoDate';
import { sortFieldSchema } from './listQuery';
import { optionalIsoDate, optionalUuid } from './receiptSchemas';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

/**
 * Bank and settlements (issue 20 item 7): the landlord's bank account and the gateway's
 * settlement batches. One set of rules and messages for the API and the panel's forms.
 */
export const BANK_SETTLEMENT_MESSAGES = {
  ibanRequired: text('bankSettlements.ibanRequired'),
  ibanCountry: text('bankSettlements.ibanCountry'),
  ibanLength: text('bankSettlements.ibanLength'),
  ibanFormat: text('bankSettlements.ibanFormat'),
  ibanChecksum: text('bankSettlements.ibanChecksum'),
  holderRequired: text('bankSettlements.holderRequired'),
  holderLength: text('bankSettlements.holderLength'),
  bankRequired: text('bankSettlements.bankRequired'),
  bankLength: text('bankSettlements.bankLength'),
  subMerchantFormat: text('bankSettlements.subMerchantFormat'),
  accountLoaded: text('bankSettlements.accountLoaded'),
  accountSaved: text('bankSettlements.accountSaved'),
  noPermission: text('bankSettlements.noPermission'),
  landlordOnly: text('bankSettlements.landlordOnly'),
  dateFrom: text('dateRange.from'),
  dateTo: text('dateRange.to'),
  dateRange: text('dateRange.order'),
  day: text('bankSettlements.day'),
  dayInFuture: text('bankSettlements.dayInFuture'),
  status: text('bankSettlements.status'),
  landlord: text('lookups.landlordChoice'),
  batchNotFound: text('bankSettlements.batchNotFound'),
  notAvailable: (provider: string) => text('bankSettlements.providerUnsupported', { provider }),
  fetched: (created: number, updated: number) =>
    created + updated === 0
      ? text('bankSettlements.upToDate')
      : text(created === 1 ? 'bankSettlements.fetchedOne' : 'bankSettlements.fetched', { created, updated }),
} as const;
const M = BANK_SETTLEMENT_MESSAGES;

const IBAN_MESSAGES: Record<KuwaitIbanProblem, string> = {
  country: M.ibanCountry,
  length: M.ibanLength,
  format: M.ibanFormat,
  checksum: M.ibanChecksum,
};

/** The IBAN as typed (spaces allowed) → stored without spaces, in upper case. */
export const ibanSchema = z
  .string({ error: M.ibanRequired })
  .transform(normaliseIban)
  .refine((v) => v.length > 0, M.ibanRequired)
  .superRefine((v, ctx) => {
    if (v.length === 0) return;
    const problem = kuwaitIbanProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: IBAN_MESSAGES[problem] });
  });

const requiredText = (required: string, tooLong: string) =>
  oneLine(z.string({ error: required }).trim().min(1, required).max(100, tooLong));

export const bankAccountBodySchema = z.object({
  iban: ibanSchema,
  holder_name: requiredText(M.holderRequired, M.holderLength),
  bank_name: requiredText(M.bankRequired, M.bankLength),
  sub_merchant_ref: z
    .string({ error: M.subMerchantFormat })
    .trim()
    .refine((v) => /^[A-Za-z0-9._-]{0,64}$/.test(v), M.subMerchantFormat)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;

export const bankAccountSchema = z.object({
  iban: z.string(),
  /** 'KW81 CBKU 0000 …' for reading. */
  iban_display: z.string(),
  holder_name: z.string(),
  bank_name: z.string(),
  sub_merchant_ref: z.string().nullable(),
  updated_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const SETTLEMENT_STATUSES = ['reconciled', 'flagged'] as const;
export const SETTLEMENT_SORTS = ['depositDate', 'reference', 'net'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const settlementFilterFields = {
  landlordId: optionalUuid(M.landlord),
  dateFrom: optionalIsoDate(M.dateFrom),
  dateTo: optionalIsoDate(M.dateTo),
  status: z.preprocess(blankToUndefined, z.enum(SETTLEMENT_STATUSES, { error: M.status }).optional()),
};
const dateRangeInOrder = (v: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;

export const settlementListQuerySchema = listQuerySchema
  .extend({ ...settlementFilterFields, sort: sortFieldSchema(SETTLEMENT_SORTS).optional() })
  .refine(dateRangeInOrder, { message: M.dateRange, path: ['dateTo'] });
export type SettlementListQuery = z.infer<typeof settlementListQuerySchema>;

/** The CSV export takes the list's filters and search, without its page. */
export const settlementExportQuerySchema = z
  .object({ ...settlementFilterFields, q: listQuerySchema.shape.q })
  .refine(dateRangeInOrder, { message: M.dateRange, path: ['dateTo'] });
export type SettlementExportQuery = z.infer<typeof settlementExportQuerySchema>;

export const fetchSettlementsBodySchema = z.object({
  day: z.string({ error: M.day }).trim().refine(isIsoDate, M.day),
});

export const settlementBatchSchema = z.object({
  id: z.string(),
  landlord_id: z.string(),
  landlord_name: z.string().optional(),
  provider: z.string(),
  reference: z.string(),
  deposit_date: z.string(),
  gross: z.string(),
  fees: z.string(),
  refunds: z.string(),
  net: z.string(),
  item_count: z.number(),
  reconciled: z.boolean(),
  difference: z.string(),
});
export type SettlementBatch = z.infer<typeof settlementBatchSchema>;

export const settlementItemSchema = z.object({
  id: z.string(),
  gateway_reference: z.string(),
  transaction_id: z.string().nullable(),
  method: z.string().nullable(),
  attempt_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  receipt_no: z.string().nullable(),
  invoice_no: z.string().nullable(),
  payer_name: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  refunded: z.string(),
  net: z.string(),
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

export const settlementBatchDetailSchema = settlementBatchSchema.extend({
  items: z.array(settlementItemSchema),
});

export const fetchResultSchema = z.object({
  day: z.string(),
  created: z.number(),
  updated: z.number(),
  existing: z.number(),
  unmatched: z.number(),
  flagged: z.number(),
});
export type FetchResult = z.infer<typeof fetchResultSchema>;
