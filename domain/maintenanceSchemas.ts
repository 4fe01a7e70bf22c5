import { z } from 'zod';
import { oneLine } from './oneLine';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from './maintenanceFlow';
import { moneyText, withoutThousandsSeparators } from './money';
import { isKuwaitiBusinessPhone, normalisePhone } from './phone';
import { text } from './messages/text';

/**
 * Maintenance requests (issue 18 items 1, 3, 4, 5 and 9): categories, priorities, the messages
 * the API answers with and the request bodies, shared by the panel's forms and the routes.
 */

export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'air_conditioning',
  'appliances',
  'pest_control',
  'carpentry',
  'painting',
  'cleaning',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const MAINTENANCE_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** Default hours from report to deadline, per priority; each landlord may change its own. */
export const DEFAULT_DEADLINE_HOURS: Record<MaintenancePriority, number> = {
  emergency: 24,
  high: 72,
  normal: 168,
  low: 336,
};

export const MAX_MAINTENANCE_FILES = 5;
/** The photos and PDFs a request or comment takes, by extension (the server checks the content too). */
export const MAINTENANCE_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
/** A tenant's daily allowance of new requests (Kuwait's day). */
export const DAILY_REQUEST_LIMIT = 10;

export const MAINTENANCE_MESSAGES = {
  notFound: text('maintenance.notFound'),
  listed: text('maintenance.listed'),
  counted: text('maintenance.counted'),
  found: text('maintenance.found'),
  created: text('maintenance.created'),
  updated: text('maintenance.updated'),
  deleted: text('maintenance.deleted'),
  statusChanged: text('maintenance.statusChanged'),
  commented: text('maintenance.commented'),
  comments: text('maintenance.comments'),
  rated: text('maintenance.rated'),
  charged: "The cost was added to the tenant's next invoice.",
  deadlines: text('maintenance.deadlines'),
  deadlinesRead: text('maintenance.deadlinesRead'),
  payloadMalformed: text('maintenance.payloadMalformed'),
  noContract: text('maintenance.noContract'),
  unitNotYours: text('maintenance.unitNotYours'),
  unitNotFound: text('properties.unitNotFound'),
  chooseUnit: text('maintenance.chooseUnit'),
  dailyLimit: text('maintenance.dailyLimit', { limit: DAILY_REQUEST_LIMIT }),
  sameTitle: text('maintenance.sameTitle'),
  badMove: (from: MaintenanceStatus, to: MaintenanceStatus) => text('maintenance.badMove', { from, to }),
  reasonRequired: text('maintenance.reasonRequired'),
  untilRequired: text('maintenance.untilRequired'),
  untilFuture: text('maintenance.untilFuture'),
  assignee: text('maintenance.assignee'),
  notCompleted: text('maintenance.notCompleted'),
  noCost: text('maintenance.noCost'),
  alreadyCharged: text('maintenance.alreadyCharged'),
  noTenant: text('maintenance.noTenant'),
  noNextInvoice: text('maintenance.noNextInvoice'),
  chargeDeclined: text('maintenance.chargeDeclined'),
  files: text('maintenance.files', { max: MAX_MAINTENANCE_FILES }),
  fileType: text('maintenance.fileType'),
  title: text('maintenance.title'),
  description: text('maintenance.description'),
  // A person's words, not the codes the field takes (issue 31 item 10).
  category: text('maintenance.category'),
  priority: `Choose a priority: ${MAINTENANCE_PRIORITIES.join(', ')}.`,
  visitTimes: text('maintenance.visitTimes'),
  vendorName: text('maintenance.vendorName'),
  vendorPhone: text('maintenance.vendorPhone'),
  cost: text('maintenance.cost'),
  deadline: text('maintenance.deadline'),
  comment: text('maintenance.comment'),
  ratingComment: text('maintenance.ratingComment'),
  hours: text('maintenance.hours'),
} as const;
const M = MAINTENANCE_MESSAGES;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
/** A text the client may clear: '' and null are both "none". */
const clearable = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: message }).trim().max(max, message).nullable(),
  );
/** The same, on one line (a name, visit times; not a reason or a comment). */
const clearableLine = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    oneLine(z.string({ error: message }).trim().max(max, message)).nullable(),
  );

const title = oneLine(z.string({ error: M.title }).trim().min(3, M.title).max(120, M.title));
const description = z.string({ error: M.description }).trim().max(2000, M.description);
const category = z.enum(MAINTENANCE_CATEGORIES, { error: M.category });
const priority = z.enum(MAINTENANCE_PRIORITIES, { error: M.priority });

const MONEY = /^\d{1,9}(\.\d{1,3})?$/;
const costSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .union([z.string(), z.number()], { error: M.cost })
    .transform((v) => (typeof v === 'number' ? String(v) : withoutThousandsSeparators(v)))
    .refine((v) => MONEY.test(v), M.cost)
    .transform((v) => moneyText(v))
    .nullable(),
);
const phoneSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: M.vendorPhone })
    .transform(normalisePhone)
    .refine(isKuwaitiBusinessPhone, M.vendorPhone)
    .nullable(),
);

/** What a tenant (or the landlord's side, naming the unit) reports. */
export const maintenanceCreateSchema = z.object({
  title,
  description: description.default(''),
  category,
  priority: priority.default('normal'),
  /** A tenant with one contract in force may leave it out; the landlord's side must name it. */
  unit_id: optional(z.uuid({ error: M.chooseUnit })),
  permission_to_enter: z.boolean().default(false),
  preferred_visit_times: clearableLine(200, M.visitTimes).default(null),
});
export type MaintenanceCreate = z.infer<typeof maintenanceCreateSchema>;

/** The landlord's side works the request; only the fields sent change. */
export const maintenanceUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  category: category.optional(),
  /** A new priority moves the deadline to the landlord's default for it, unless one is sent. */
  priority: priority.optional(),
  assignee_id: z.uuid({ error: M.assignee }).nullable().optional(),
  vendor_name: clearableLine(120, M.vendorName).optional(),
  vendor_phone: phoneSchema.optional(),
  deadline_at: z.iso.datetime({ offset: true, error: M.deadline }).nullable().optional(),
  cost: costSchema.optional(),
  permission_to_enter: z.boolean().optional(),
  preferred_visit_times: clearableLine(200, M.visitTimes).optional(),
});
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdateSchema>;

export const maintenanceStatusSchema = z.object({
  status: z.enum(MAINTENANCE_STATUSES, {
    error: text('maintenance.statusChoice', { statuses: MAINTENANCE_STATUSES.join(', ') }),
  }),
  reason: clearable(1000, text('maintenance.reasonLong')).default(null),
  until: optional(calendarDateSchema()),
});
export type MaintenanceStatusChange = z.infer<typeof maintenanceStatusSchema>;

export const maintenanceCommentSchema = z.object({
  body: z.string({ error: M.comment }).trim().min(1, M.comment).max(2000, M.comment),
  /** Internal comments are for the landlord's side only; a tenant's are always visible. */
  internal: z.boolean().default(false),
});

export const maintenanceRatingSchema = z.object({
  resolved: z.boolean({ error: text('maintenance.resolvedRequired') }),
  comment: clearable(1000, M.ratingComment).default(null),
});

const hours = z.coerce.number({ error: M.hours }).int(M.hours).min(1, M.hours).max(2160, M.hours);
export const maintenanceDeadlinesSchema = z.object({
  emergency_hours: hours,
  high_hours: hours,
  normal_hours: hours,
  low_hours: hours,
});
export type MaintenanceDeadlines = z.infer<typeof maintenanceDeadlinesSchema>;

export const MAINTENANCE_SORT_FIELDS = [
  'number',
  'createdAt',
  'deadlineAt',
  'priority',
  'status',
  'title',
] as const;

export const maintenanceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  status: optional(z.enum(MAINTENANCE_STATUSES)),
  priority: optional(priority),
  category: optional(category),
  propertyId: optional(z.uuid()),
  assigneeId: optional(z.uuid()),
  overdue: optional(z.enum(['true', 'false'])),
  sort: optional(sortFieldSchema(MAINTENANCE_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
});
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuerySchema>;

/** The list's filters but the status, page and order: what the counts by status are taken under. */
export const maintenanceCountsQuerySchema = maintenanceListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
  order: true,
  status: true,
});
export type MaintenanceCountsQuery = z.infer<typeof maintenanceCountsQuerySchema>;
