import { z } from 'zod';
import { MAINTENANCE_STATUSES } from './maintenanceFlow';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from './maintenanceSchemas';

/**
 * What the maintenance API answers, as zod schemas: the routes declare them as their response
 * schemas (fastify-type-provider-zod parses every reply with them) and the panel reads the types.
 */

export const documentLinkSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
});

const status = z.enum(MAINTENANCE_STATUSES);

export const maintenanceRecordSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  landlord_id: z.uuid(),
  tenant_id: z.uuid().nullable(),
  tenant_name: z.string().nullable(),
  property_id: z.uuid(),
  property_name: z.string(),
  unit_id: z.uuid(),
  unit_no: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  status,
  permission_to_enter: z.boolean(),
  preferred_visit_times: z.string().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  vendor_phone: z.string().nullable(),
  deadline_at: z.string().nullable(),
  /** Past the deadline and still waiting for work; computed when read. */
  overdue: z.boolean(),
  deferred_until: z.string().nullable(),
  cost: z.string().nullable(),
  charged: z.boolean(),
  charged_invoice_id: z.uuid().nullable(),
  rating_resolved: z.boolean().nullable(),
  rating_comment: z.string().nullable(),
  reopen_count: z.number().int(),
  attachments: z.array(documentLinkSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

export const maintenanceHistorySchema = z.object({
  id: z.uuid(),
  from_status: status.nullable(),
  to_status: status,
  reason: z.string().nullable(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const maintenanceCommentRecordSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  internal: z.boolean(),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  attachments: z.array(documentLinkSchema),
  created_at: z.string(),
});
export type MaintenanceCommentRecord = z.infer<typeof maintenanceCommentRecordSchema>;

export const maintenanceDetailSchema = maintenanceRecordSchema.extend({
  /** Every status change, oldest first: the detail page's timeline. */
  history: z.array(maintenanceHistorySchema),
});

export const maintenanceDeadlinesRecordSchema = z.object({
  emergency_hours: z.number().int(),
  high_hours: z.number().int(),
  normal_hours: z.number().int(),
  low_hours: z.number().int(),
});

const answer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const maintenanceAnswers = {
  list: z.object({
    success: z.literal(true),
    message: z.string(),
    items: z.array(maintenanceRecordSchema),
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  /** Requests in each status under the list's other filters (REPORTED TICKETS' status chips). */
  counts: z.object({
    success: z.literal(true),
    message: z.string(),
    counts: z.record(z.enum(MAINTENANCE_STATUSES), z.number().int()),
  }),
  one: answer(maintenanceDetailSchema),
  done: z.object({ success: z.literal(true), message: z.string() }),
  comments: z.object({
    success: z.literal(true),
    message: z.string(),
    items: z.array(maintenanceCommentRecordSchema),
  }),
  comment: answer(maintenanceCommentRecordSchema),
  deadlines: answer(maintenanceDeadlinesRecordSchema),
};
