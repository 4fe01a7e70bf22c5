import { z } from 'zod';
import { calendarDateSchema, sortFieldSchema } from './listQuery';
import { isIsoDate } from './isoDate';
import { withoutThousandsSeparators } from './money';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

/**
 * Tenant contracts (issue 5 item 4): one set of rules and messages for the forms and the routes.
 * Dates are ISO calendar dates (yyyy-mm-dd) compared as strings; money is a decimal string with
 * at most 3 places (KWD), never a float.
 */
export const CONTRACT_MESSAGES = {
  tenant: text('contracts.tenant'),
  unit: text('contracts.unit'),
  startDate: text('contracts.startDate'),
  endDate: text('contracts.endDate'),
  endBeforeStart: text('contracts.endBeforeStart'),
  monthlyRent: text('contracts.monthlyRent'),
  monthlyRentNotPositive: text('contracts.monthlyRentNotPositive'),
  securityDeposit: text('contracts.securityDeposit'),
  securityDepositNegative: text('contracts.securityDepositNegative'),
  dueDay: text('contracts.dueDay'),
  notFound: text('contracts.notFound'),
  payloadMalformed: text('forms.payloadMalformed'),
  unitNotFound: text('properties.unitNotFound'),
  tenantNotFound: text('tenants.notFound'),
  unitNotVacant: text('contracts.unitNotVacant'),
  overlap: text('contracts.overlap'),
  notRequested: text('contracts.notRequested'),
  notApproved: text('contracts.notApproved'),
  notEditable: text('contracts.notEditable'),
  noPermission: text('contracts.noPermission'),
  created: text('contracts.created'),
  requested: text('contracts.requested'),
  updated: text('contracts.updated'),
  deleted: text('contracts.deleted'),
  approved: text('contracts.approved'),
  rejected: text('contracts.rejected'),
  terminated: text('contracts.terminated'),
  renewed: text('contracts.renewed'),
} as const;

export const CONTRACT_STATUSES = ['requested', 'approved', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export { isIsoDate };

/** Calendar arithmetic on ISO dates in UTC, so no time zone shifts a day. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later, clamped to the month's end (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(iso: string, months: number): string {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

export const isoDateSchema = (message: string) =>
  z.string({ error: message }).trim().refine(isIsoDate, message);

const MONEY = /^\d{1,9}(\.\d{1,3})?$/;
const NEGATIVE = /^-\d+(\.\d+)?$/;

/** An amount below what a field takes ('-3'; '0' too unless zero is allowed), answered in words. */
interface MoneyFloor {
  message: string;
  zeroAllowed: boolean;
}

/**
 * Money as it travels (string or number, commas allowed) → a canonical decimal string. With a
 * floor, '-3' (or 0) is answered with its own message instead of the format's.
 */
export const moneySchema = (message: string, floor?: MoneyFloor) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : withoutThousandsSeparators(v)))
    .superRefine((v, ctx) => {
      const below = floor && (NEGATIVE.test(v) || (!floor.zeroAllowed && MONEY.test(v) && Number(v) === 0));
      if (below) ctx.addIssue({ code: 'custom', message: floor.message });
      else if (!MONEY.test(v)) ctx.addIssue({ code: 'custom', message });
    });

const RENT_FLOOR = { message: CONTRACT_MESSAGES.monthlyRentNotPositive, zeroAllowed: false };
const DEPOSIT_FLOOR = { message: CONTRACT_MESSAGES.securityDepositNegative, zeroAllowed: true };

export { formatKwd } from './money';

const contractFields = {
  unitId: z.uuid({ error: CONTRACT_MESSAGES.unit }),
  startDate: isoDateSchema(CONTRACT_MESSAGES.startDate),
  endDate: isoDateSchema(CONTRACT_MESSAGES.endDate),
  monthlyRent: moneySchema(CONTRACT_MESSAGES.monthlyRent, RENT_FLOOR),
  securityDeposit: moneySchema(CONTRACT_MESSAGES.securityDeposit, DEPOSIT_FLOOR).default('0'),
  paymentDueDay: z.coerce
    .number({ error: CONTRACT_MESSAGES.dueDay })
    .int(CONTRACT_MESSAGES.dueDay)
    .min(1, CONTRACT_MESSAGES.dueDay)
    .max(28, CONTRACT_MESSAGES.dueDay)
    .default(1),
};

const endOnOrAfterStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endIssue = { message: CONTRACT_MESSAGES.endBeforeStart, path: ['endDate'] };

/**
 * POST contracts/create. A landlord or manager names the tenant; a tenant's own request leaves it
 * out (the server uses the caller).
 */
export const contractCreateSchema = z
  .object({ ...contractFields, tenantId: z.uuid({ error: CONTRACT_MESSAGES.tenant }).optional() })
  .refine(endOnOrAfterStart, endIssue);
export type ContractCreateInput = z.infer<typeof contractCreateSchema>;

/** POST contracts/update/{id}: a requested contract's terms (the unit and tenant stay). */
export const contractUpdateSchema = z
  .object({
    startDate: contractFields.startDate.optional(),
    endDate: contractFields.endDate.optional(),
    monthlyRent: contractFields.monthlyRent.optional(),
    securityDeposit: moneySchema(CONTRACT_MESSAGES.securityDeposit).optional(),
    paymentDueDay: contractFields.paymentDueDay.optional(),
    removeDocuments: z.array(z.string().max(40)).max(50).optional(),
  })
  .refine(endOnOrAfterStart, endIssue);
export type ContractUpdateInput = z.infer<typeof contractUpdateSchema>;

/** POST contracts/renew/{id}: the next term starts the day after the old end. */
export const contractRenewSchema = z.object({
  endDate: isoDateSchema(CONTRACT_MESSAGES.endDate).optional(),
  monthlyRent: moneySchema(CONTRACT_MESSAGES.monthlyRent, RENT_FLOOR).optional(),
  /** A landlord's renewal may be approved at once; otherwise it waits as a request. */
  approve: z.boolean().default(false),
});

export const CONTRACT_SORTS = ['createdAt', 'startDate', 'endDate', 'monthlyRent', 'status'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];
export const contractListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(CONTRACT_SORTS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  tenantId: z.uuid().optional(),
  unitId: z.uuid().optional(),
  /** Ending on or after / on or before these days (the dashboard's contracts-ending card). */
  endFrom: calendarDateSchema().optional(),
  endTo: calendarDateSchema().optional(),
});
