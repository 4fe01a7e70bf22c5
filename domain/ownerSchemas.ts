import { z } from 'zod';
import { calendarDateSchema, wholeListQuerySchema } from './listQuery';
import { moneyInputSchema } from './moneyInput';
import { phoneSchema } from './accountSchemas';
import { oneLine } from './oneLine';
import { text } from './messages/text';

/**
 * Owners, their shares per property, payouts and owner statements (issue 36 item 3): what the API
 * takes and the messages it answers with. The answers' shapes are in domain/ownerRecord.ts.
 */
export const OWNER_MESSAGES = {
  listed: text('owners.listed'),
  found: text('owners.found'),
  created: (email: string) => text('owners.created', { email }),
  notFound: text('owners.notFound'),
  noPermission: text('owners.noPermission'),
  firstName: text('owners.firstName'),
  lastName: text('owners.lastName'),
  email: text('owners.email'),
  emailTaken: text('owners.emailTaken'),
  sharesListed: text('owners.sharesListed'),
  sharesSaved: text('owners.sharesSaved'),
  property: text('owners.property'),
  propertyNotFound: text('properties.notFound'),
  owner: text('owners.owner'),
  share: text('owners.share'),
  sharesTotal: (total: string) => text('owners.sharesTotal', { total }),
  ownerTwice: text('owners.ownerTwice'),
  feeKind: text('owners.feeKind'),
  feeValue: text('owners.feeValue'),
  payoutsListed: text('owners.payoutsListed'),
  payoutCreated: text('owners.payoutCreated'),
  payoutDeleted: text('owners.payoutDeleted'),
  payoutNotFound: text('owners.payoutNotFound'),
  amount: text('expenses.amount'),
  method: text('owners.method'),
  note: text('cheques.note'),
  statementsListed: text('owners.statementsListed'),
  statementFound: text('owners.statementFound'),
  statementsIssued: (count: number, month: string) =>
    text('owners.statementsIssued', { count: String(count), month }),
  statementNotFound: text('owners.statementNotFound'),
  statementMailed: (email: string) => text('owners.statementMailed', { email }),
  noOwners: text('owners.noOwners'),
  statementNoPermission: text('owners.statementNoPermission'),
  month: text('owners.month'),
  language: text('owners.language'),
  updated: text('owners.updated'),
  updatedReinvited: (email: string) => text('owners.updatedReinvited', { email }),
  emailOwned: text('owners.emailOwned'),
  emailWhileDisabled: text('owners.emailWhileDisabled'),
  disabled: text('owners.disabled'),
  enabled: text('owners.enabled'),
  alreadyDisabled: text('owners.alreadyDisabled'),
  notDisabled: text('owners.notDisabled'),
  holdsShares: (properties: string) => text('owners.holdsShares', { properties }),
  disabledOwner: (name: string) => text('owners.disabledOwner', { name }),
} as const;

const M = OWNER_MESSAGES;

export const FEE_KINDS = ['none', 'percent', 'fixed'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const PAYOUT_METHODS = ['bank_transfer', 'cheque', 'cash'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const SHARE = /^\d{1,3}(\.\d{1,2})?$/;
const FEE = /^\d{1,9}(\.\d{1,3})?$/;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const monthSchema = z.string({ error: M.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month);

const name = (message: string) =>
  oneLine(z.string({ error: message }).trim().min(1, message).max(60, message));

const email = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.email }).max(254, M.email));

/** POST /api/property-owners/create: the owner is invited by mail to set its password. */
export const ownerCreateSchema = z.object({
  first_name: name(M.firstName),
  last_name: name(M.lastName),
  email,
  landlord_id: optional(z.uuid()),
});
export type OwnerCreate = z.infer<typeof ownerCreateSchema>;

/** An empty field the panel sends ('') clears it (null); left out, it stays as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

/**
 * POST /api/property-owners/update/{id}: any of create's fields, checked as create checks them,
 * and the owner's phone (a Kuwaiti number) and language (of its mails and statement PDFs). A field
 * left out stays as it is. The email changes only while the invitation is not yet taken
 * (server/services/ownerAccounts.ts says why).
 */
export const ownerUpdateSchema = z.object({
  first_name: name(M.firstName).optional(),
  last_name: name(M.lastName).optional(),
  email: email.optional(),
  phone: clearable(phoneSchema),
  language: clearable(z.enum(['en', 'ar'], { error: M.language })),
});
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;

// No sort or search: an unknown one is refused, not ignored (tests/api/badInput.test.ts).
export const ownerListQuerySchema = wholeListQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  property_id: optional(z.uuid()),
});
export type OwnerListQuery = z.infer<typeof ownerListQuerySchema>;

/**
 * POST /api/property-owners/shares/{property_id}: the property's whole set of owners at once
 * (shares adding up to 100, or none to clear it) and its management fee rule.
 */
export const sharesSetSchema = z
  .object({
    owners: z
      .array(
        z.object({
          owner_id: z.uuid({ error: M.owner }),
          share: z
            .union([z.string(), z.number()], { error: M.share })
            .transform((v) => String(v).trim())
            .refine((v) => SHARE.test(v) && Number(v) > 0 && Number(v) <= 100, M.share),
        }),
        { error: M.owner },
      )
      .max(20, M.owner),
    fee_kind: z.enum(FEE_KINDS, { error: M.feeKind }).default('none'),
    fee_value: z
      .union([z.string(), z.number()], { error: M.feeValue })
      .transform((v) => String(v).trim() || '0')
      .refine((v) => FEE.test(v), M.feeValue)
      .default('0'),
  })
  .refine((v) => v.fee_kind !== 'percent' || Number(v.fee_value) <= 100, {
    message: M.feeValue,
    path: ['fee_value'],
  });
export type SharesSet = z.infer<typeof sharesSetSchema>;

/** POST /api/property-owners/payouts/create */
export const payoutCreateSchema = z.object({
  owner_id: z.uuid({ error: M.owner }),
  date: calendarDateSchema(text('listQuery.date')),
  amount: moneyInputSchema(M.amount, { positive: true }),
  method: z.enum(PAYOUT_METHODS, { error: M.method }),
  note: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: M.note }).trim().max(500, M.note).nullable().default(null),
  ),
});
export type PayoutCreate = z.infer<typeof payoutCreateSchema>;

// No sort or search: an unknown one is refused, not ignored (tests/api/badInput.test.ts).
export const payoutListQuerySchema = wholeListQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  owner_id: optional(z.uuid()),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

// No sort or search: an unknown one is refused, not ignored (tests/api/badInput.test.ts).
export const statementListQuerySchema = wholeListQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  owner_id: optional(z.uuid()),
  month: optional(monthSchema),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

/** POST /api/owner-statements/issue: every owner of the landlord for the month, or one. */
export const statementIssueSchema = z.object({
  month: monthSchema,
  owner_id: optional(z.uuid({ error: M.owner })),
  /** Mail each issued statement to its owner (the panel's default). */
  mail: z.boolean().default(true),
});
export type StatementIssue = z.infer<typeof statementIssueSchema>;

/** GET /api/owner-statements/pdf/{id}?language=ar: the PDF in a chosen language, else the reader's. */
export const statementPdfQuerySchema = z.object({
  language: optional(z.enum(['en', 'ar'], { error: M.language })),
});
