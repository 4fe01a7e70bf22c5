import { z } from 'zod';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { text } from './messages/text';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES, MESSAGE_TEMPLATES } from './tenantMessages';

/*
 * The tenant messages' list (issue 35 item 4): every attempt on every channel, kept, with what the
 * provider said. Read only: messages are written by the server (sendTenantMessage) and moved by the
 * providers' signed delivery statuses.
 */

export const MESSAGE_MESSAGES = {
  listed: text('messages.listed'),
  found: text('messages.found'),
  notFound: text('messages.notFound'),
  noPermission: text('messages.noPermission'),
  webhookAccepted: text('messages.webhookAccepted'),
  webhookSignature: text('messages.webhookSignature'),
  verifyRefused: text('messages.verifyRefused'),
} as const;

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const MESSAGE_SORT_FIELDS = ['created_at', 'state', 'channel'] as const;

export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  state: optional(z.enum(MESSAGE_STATES)),
  channel: optional(z.enum(MESSAGE_CHANNELS)),
  template: optional(z.enum(MESSAGE_TEMPLATES)),
  kind: optional(z.enum(MESSAGE_KINDS)),
  tenant_id: optional(z.uuid()),
  invoice_id: optional(z.uuid()),
  date_from: optional(calendarDateSchema()),
  date_to: optional(calendarDateSchema()),
  sort: optional(sortFieldSchema(MESSAGE_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
