import { z } from 'zod';
import { oneLine } from './oneLine';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from './maintenanceFlow';
import { moneyText, withoutThousandsSeparators } from './money';
import { isKuwaitiBusinessPhone, normalisePhone } from './phone';

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
  notFound: 'Maintenance request not found.',
  listed: 'Maintenance requests listed.',
  found: 'Maintenance request found.',
  created: 'Maintenance request reported.',
  updated: 'Maintenance request updated.',
  deleted: 'Maintenance request deleted.',
  statusChanged: 'Status changed.',
  commented: 'Comment added.',
  comments: 'Comments listed.',
  rated: 'Thank you for your feedback.',
  charged: "The cost was added to the tenant's next invoice.",
  deadlines: 'Maintenance deadlines saved.',
  deadlinesRead: 'Maintenance deadlines.',
  payloadMalformed: 'The payload field must be valid JSON.',
  noContract:
    'You can report a problem once you have an approved contract for a unit; you have none in force today.',
  unitNotYours: 'Choose the unit of one of your approved contracts.',
  unitNotFound: 'Unit not found.',
  chooseUnit: 'Choose the unit the problem is in.',
  dailyLimit: `You can report at most ${DAILY_REQUEST_LIMIT} maintenance requests a day. Try again tomorrow, or add a comment to an open request.`,
  sameTitle: 'You already reported a request with this title today. Add a comment to it instead.',
  badMove: (from: MaintenanceStatus, to: MaintenanceStatus) => `A request cannot move from ${from} to ${to}.`,
  reasonRequired: 'Give the reason for declining the request.',
  untilRequired: 'Choose the date until which the request is deferred.',
  untilFuture: 'The date a request is deferred to must be after today.',
  assignee: 'Assign the request to the landlord or a manager of its property.',
  notCompleted: 'A request can be rated once it is COMPLETED.',
  noCost: 'Record the cost before charging it to the tenant.',
  alreadyCharged: 'This cost has already been charged to the tenant.',
  noTenant: 'This request has no tenant to charge.',
  noNextInvoice: 'The cost will be added to the tenant’s next invoice when it is issued.',
  chargeDeclined: 'A declined request cannot be charged.',
  files: `Attach at most ${MAX_MAINTENANCE_FILES} photos or PDF files.`,
  fileType: 'Attach photos (JPEG, PNG, GIF, WebP) or PDF files only.',
  title: 'Enter a title of 3 to 120 characters.',
  description: 'Describe the problem in at most 2000 characters.',
  // A person's words, not the codes the field takes (issue 31 item 10).
  category: 'Choose a category.',
  priority: `Choose a priority: ${MAINTENANCE_PRIORITIES.join(', ')}.`,
  visitTimes: 'Preferred visit times can be at most 200 characters.',
  vendorName: 'The vendor name can be at most 120 characters.',
  vendorPhone:
    'Enter the vendor’s phone as a Kuwaiti number of 8 digits: a mobile (starting with 9, 6, 5 or 4) or a landline (starting with 2).',
  cost: 'Cost must be a number of at least 0 with up to 3 decimal places (e.g., 15.500).',
  deadline: 'Give the deadline as a date and time (e.g., 2026-05-01T10:00:00+03:00).',
  comment: 'Write a comment of 1 to 2000 characters.',
  ratingComment: 'The comment can be at most 1000 characters.',
  hours: 'Each deadline is a whole number of hours from 1 to 2160.',
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
  status: z.enum(MAINTENANCE_STATUSES, { error: `Choose a status: ${MAINTENANCE_STATUSES.join(', ')}.` }),
  reason: clearable(1000, 'The reason can be at most 1000 characters.').default(null),
  until: optional(calendarDateSchema()),
});
export type MaintenanceStatusChange = z.infer<typeof maintenanceStatusSchema>;

export const maintenanceCommentSchema = z.object({
  body: z.string({ error: M.comment }).trim().min(1, M.comment).max(2000, M.comment),
  /** Internal comments are for the landlord's side only; a tenant's are always visible. */
  internal: z.boolean().default(false),
});

export const maintenanceRatingSchema = z.object({
  resolved: z.boolean({ error: 'Say whether the problem is resolved.' }),
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
