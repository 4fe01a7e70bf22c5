import { z } from 'zod';
import { oneLine } from './oneLine';
import type { AccessRule } from './access';
import { searchTextSchema, sortFieldSchema } from './listQuery';
import { text } from './messages/text';

/**
 * Support tickets to the platform (issue 18 item 8): a landlord or a manager asks the platform
 * (billing, account, technical, a feature), the super admin answers. The status flow is data
 * read by the server (which refuses any other move with 422) and by the panel (which offers only
 * the allowed moves). Wire shapes are declared once here: the routes' response schemas and the
 * panel's types.
 */

/**
 * Who raises and reads tickets on the landlord's side: a landlord and its managers, through
 * spec section 6's gate of the SUPPORT TICKETS row (View Maintenance Request). The API's routes
 * and the panel's screens name this one rule.
 */
export const SUPPORT_RAISER: AccessRule = {
  byRole: { landlord: 'View Maintenance Request', manager: 'View Maintenance Request' },
  otherwise: false,
};

/** The SUPPORT TICKETS menu row (domain/accessRules.ts: the panel's menu reads it without zod). */
export { SUPPORT_MENU } from './accessRules';

export const SUPPORT_CATEGORIES = ['billing', 'account', 'technical', 'feature_request'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  billing: 'Billing',
  account: 'Account',
  technical: 'Technical',
  feature_request: text('supportCategories.feature_request'),
};

export const SUPPORT_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: text('statuses.inProgress'),
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
};

/**
 * The moves the super admin may make. RESOLVED → IN_PROGRESS reopens a ticket whose answer did
 * not settle it; CLOSED is final (a new question is a new ticket).
 */
export const SUPPORT_TRANSITIONS: Record<SupportStatus, readonly SupportStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED', 'CLOSED'],
  IN_PROGRESS: ['RESOLVED', 'CLOSED'],
  RESOLVED: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: [],
};

export const canMoveSupportTicket = (from: SupportStatus, to: SupportStatus): boolean =>
  SUPPORT_TRANSITIONS[from].includes(to);

export const SUPPORT_MESSAGES = {
  notFound: text('support.notFound'),
  created: text('support.created'),
  commented: text('support.commented'),
  statusChanged: (to: SupportStatus) => text('support.statusChanged', { status: SUPPORT_STATUS_LABELS[to] }),
  transitionRefused: (from: SupportStatus, to: SupportStatus) =>
    text('support.transitionRefused', { from: SUPPORT_STATUS_LABELS[from], to: SUPPORT_STATUS_LABELS[to] }),
  closed: text('support.closed'),
  payloadMalformed: text('support.payloadMalformed'),
  subjectRequired: text('support.subjectRequired'),
  subjectLong: text('support.subjectLong'),
  categoryRequired: text('support.categoryRequired'),
  descriptionRequired: text('support.descriptionRequired'),
  descriptionLong: text('support.descriptionLong'),
  bodyRequired: text('support.bodyRequired'),
  bodyLong: text('support.bodyLong'),
  statusRequired: text('support.statusRequired'),
  tooManyFiles: text('support.tooManyFiles'),
  empty: text('support.empty'),
} as const;

export const MAX_SUPPORT_FILES = 5;

export const supportTicketCreateSchema = z.object({
  subject: oneLine(
    z
      .string({ error: SUPPORT_MESSAGES.subjectRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.subjectRequired)
      .max(150, SUPPORT_MESSAGES.subjectLong),
  ),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.categoryRequired }),
  description: z
    .string({ error: SUPPORT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.descriptionRequired)
    .max(5000, SUPPORT_MESSAGES.descriptionLong),
});
export type SupportTicketCreate = z.infer<typeof supportTicketCreateSchema>;

export const supportCommentSchema = z.object({
  body: z
    .string({ error: SUPPORT_MESSAGES.bodyRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.bodyRequired)
    .max(5000, SUPPORT_MESSAGES.bodyLong),
});

export const supportStatusSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: SUPPORT_MESSAGES.statusRequired }),
});

export const SUPPORT_SORTS = ['createdAt', 'updatedAt', 'subject', 'status', 'number'] as const;

export const supportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: searchTextSchema.optional(),
  sort: sortFieldSchema(SUPPORT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(SUPPORT_STATUSES, { error: SUPPORT_MESSAGES.statusRequired }).optional(),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.categoryRequired }).optional(),
});

/** The super admin's list: every landlord's tickets, or one landlord's. */
export const superSupportListQuerySchema = supportListQuerySchema.extend({
  landlordId: z.uuid({ error: text('lookups.landlordChoice') }).optional(),
});

const attachmentSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
});

const personSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });

/** One row of the list. */
export const supportTicketItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  landlordId: z.string(),
  landlordName: z.string(),
  raisedBy: personSchema,
  comments: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicketItem = z.infer<typeof supportTicketItemSchema>;

export const supportCommentItemSchema = z.object({
  id: z.string(),
  author: personSchema,
  /** True when the platform (super admin) wrote it. */
  fromPlatform: z.boolean(),
  body: z.string(),
  /** A status change recorded in the thread (from → to), or null for a plain reply. */
  statusFrom: z.enum(SUPPORT_STATUSES).nullable(),
  statusTo: z.enum(SUPPORT_STATUSES).nullable(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type SupportCommentItem = z.infer<typeof supportCommentItemSchema>;

export const supportTicketDetailSchema = supportTicketItemSchema.extend({
  description: z.string(),
  attachments: z.array(attachmentSchema),
  thread: z.array(supportCommentItemSchema),
  /** The statuses the ticket may move to next (the super admin's choices). */
  nextStatuses: z.array(z.enum(SUPPORT_STATUSES)),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(supportTicketItemSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Tickets in each status under the same scope and filters but the status one. */
  counts: z.record(z.enum(SUPPORT_STATUSES), z.number()),
});

export const supportOneAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: supportTicketDetailSchema,
});
