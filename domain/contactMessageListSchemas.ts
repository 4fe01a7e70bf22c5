import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';
import { sortFieldSchema } from './listQuery';
import { text } from './messages/text';

/** The super admin's Contact messages screen (issue 21 item 2): what the panel and the API share. */
export const CONTACT_LIST_MESSAGES = {
  title: text('contactList.title'),
  notFound: text('contactList.notFound'),
  markedHandled: text('contactList.markedHandled'),
  markedNew: text('contactList.markedNew'),
  status: text('contactList.status'),
} as const;

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', handled: 'Handled' };

export const CONTACT_SORTS = ['createdAt', 'name', 'subject'] as const;

export const contactListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(CONTACT_SORTS).optional(),
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_LIST_MESSAGES.status }).optional(),
});

/** POST /api/super/contact-messages/update/{id}: handled, or back to new. */
export const contactUpdateSchema = z.object({
  handled: z.boolean({ error: text('contactList.handled') }),
});

/** One message as the list and the dialog show it. */
export const contactMessageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;
