import { z } from 'zod';
import {
  ACTIVITY_KINDS,
  AGING_BUCKETS,
  DASHBOARD_MONTH_PATTERN as MONTH_PATTERN,
  isDashboardMonth,
  type AgingBucketKey,
} from './dashboardFigures';
import { MAINTENANCE_STATUSES } from './maintenanceFlow';
import { text } from './messages/text';

/*
 * Issue 19: the dashboards' queries and answers as they travel, shared by the routes (response
 * schemas) and the panel (types). Money is a string with 3 decimals ("1234.500"); percentages are
 * strings with one decimal ("62.5") or null when there is nothing to divide by; days are YYYY-MM-DD
 * in Kuwait. What each figure means is in domain/dashboardFigures.ts.
 */

export const DASHBOARD_MESSAGES = {
  ok: text('dashboard.ok'),
  landlordNotFound: text('dashboard.landlordNotFound'),
  managerNotFound: text('managers.notFound'),
  tenantNotFound: text('tenants.notFound'),
  notYourManager: text('dashboard.notYourManager'),
  notYourTenant: text('dashboard.notYourTenant'),
  ownFiguresOnly: text('dashboard.ownFiguresOnly'),
  propertyNotFound: text('properties.notFound'),
  userIdRequired: text('dashboard.userIdRequired'),
  badMonth: text('dashboard.badMonth'),
  /** A month after Kuwait's current one has no payments yet and no past-due rent: refused. */
  futureMonth: (current: string) => text('dashboard.futureMonth', { current }),
} as const;

const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: message }).optional());

/** Optional on the landlord's and the manager's dashboards: the figures of one of its properties. */
const propertyFilter = optionalId('property_id must be a property id.');

/**
 * Optional on the same dashboards: the month (YYYY-MM, Kuwait's calendar) whose rent, collections
 * and cash the "this month" figures count and where the 12-month series ends; left out, the
 * current Kuwait month. A month later than the current one is refused by the route (it needs the
 * clock). Point-in-time figures (occupancy, outstanding, contracts ending, requests) stay as of today.
 */
// The panel checks a picked month with isDashboardMonth (domain/dashboardFigures.ts: no zod there).
export { isDashboardMonth };

const monthFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: DASHBOARD_MESSAGES.badMonth })
    .regex(MONTH_PATTERN, { error: DASHBOARD_MESSAGES.badMonth })
    .optional(),
);

/** GET /api/dashboard/landlord-activity/{id}?property_id&month */
export const landlordActivityQuerySchema = z.object({ property_id: propertyFilter, month: monthFilter });

/**
 * GET /api/dashboard/manager/stats?landlord_id&user_id&property_id&month: a manager may leave all
 * out (its own, this month).
 */
export const managerStatsQuerySchema = z.object({
  landlord_id: optionalId(text('lookups.landlordId')),
  user_id: optionalId('user_id must be a manager id.'),
  property_id: propertyFilter,
  month: monthFilter,
});

/** GET /api/super/dashboard/tenant/stats?user_id: a tenant may leave it out (its own). */
export const tenantStatsQuerySchema = z.object({
  user_id: optionalId('user_id must be a tenant id.'),
});

const moneySchema = z.string().regex(/^-?\d+\.\d{3}$/);
const percentSchema = z
  .string()
  .regex(/^\d+\.\d$/)
  .nullable();
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);

export const occupancyFiguresSchema = z.object({
  rentable_units: z.number().int(),
  occupied_units: z.number().int(),
  vacant_units: z.number().int(),
  /** Under maintenance with no contract today: not rentable, not counted above. */
  under_maintenance_units: z.number().int(),
  occupancy_percent: percentSchema,
});

export const monthMoneySchema = z.object({
  month: monthSchema,
  expected: moneySchema,
  collected: moneySchema,
  written_off: moneySchema,
  /** Still owed on that month's invoices today: expected - collected - written off. */
  outstanding: moneySchema,
});

/** The chosen month's figures (`month` in the query; the current Kuwait month without it). */
export const thisMonthFiguresSchema = monthMoneySchema.extend({
  /** Payments dated this month, whatever invoice they paid. */
  cash_received: moneySchema,
  /** Given back this month by refunds of online payments (credit notes dated this month). */
  refunded: moneySchema,
  collection_percent: percentSchema,
});

export const agingBucketSchema = z.object({
  key: z.enum(AGING_BUCKETS.map((b) => b.key) as [AgingBucketKey, ...AgingBucketKey[]]),
  /** Days past due, both ends included; `to_days` null for the open-ended last bucket. */
  from_days: z.number().int(),
  to_days: z.number().int().nullable(),
  amount: moneySchema,
  invoices: z.number().int(),
});

export const outstandingFiguresSchema = z.object({
  total: moneySchema,
  invoices: z.number().int(),
  buckets: z.array(agingBucketSchema),
});

export const debtorSchema = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  amount: moneySchema,
  invoices: z.number().int(),
  oldest_due_date: daySchema,
});

export const contractsEndingSchema = z.object({ within_days: z.number().int(), count: z.number().int() });

export const maintenanceFiguresSchema = z.object({
  by_status: z.record(z.enum(MAINTENANCE_STATUSES), z.number().int()),
  open: z.number().int(),
  overdue: z.number().int(),
  completed: z.number().int(),
  /** Mean days from report to completion, one decimal; null before the first completion. */
  average_days_to_complete: z
    .string()
    .regex(/^\d+\.\d$/)
    .nullable(),
});

export const activitySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** The payment, contract or maintenance request. */
  entity_id: z.string(),
  /** Invoice number, tenant and unit, or request number and title. */
  summary: z.string(),
  amount: moneySchema.nullable(),
});

/** The landlord's and the manager's dashboard. */
export const portfolioFiguresSchema = z.object({
  landlord_id: z.string(),
  /** The manager whose figures these are; null for the landlord's own. */
  manager_id: z.string().nullable(),
  /** The properties the figures cover; null for all of the landlord's. */
  property_ids: z.array(z.string()).nullable(),
  /** Kuwait's today: occupancy, outstanding, contracts ending and requests are as of this day. */
  today: daySchema,
  currency: z.literal('KWD'),
  occupancy: occupancyFiguresSchema,
  /** The chosen month (its `month`), the current one by default. */
  this_month: thisMonthFiguresSchema,
  outstanding: outstandingFiguresSchema,
  top_debtors: z.array(debtorSchema),
  contracts_ending: z.array(contractsEndingSchema),
  contract_requests_waiting: z.number().int(),
  maintenance: maintenanceFiguresSchema,
  /** Security deposits held today (received − deducted − refunded): money held, never collected (issue 34). */
  deposits_held: z.string(),
  /** Twelve months ending at the chosen month. */
  monthly: z.array(monthMoneySchema),
  latest_activity: z.array(activitySchema),
});

export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;
export type MonthMoney = z.infer<typeof monthMoneySchema>;
export type ThisMonthFigures = z.infer<typeof thisMonthFiguresSchema>;
export type OutstandingFigures = z.infer<typeof outstandingFiguresSchema>;
export type Debtor = z.infer<typeof debtorSchema>;
export type MaintenanceFigures = z.infer<typeof maintenanceFiguresSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type PortfolioFigures = z.infer<typeof portfolioFiguresSchema>;
