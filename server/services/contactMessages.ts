import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessage } from '../../domain/contactMessages';
import type { ContactMessageItem, contactListQuerySchema } from '../../domain/contactMessageListSchemas';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { lowerContainsPattern } from '../db/likePattern';
import { contactMessages, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { checkLimit, limitRules, pruneEvents, recordEvent } from './abuseLimits';
import { platformAddresses } from './supportTickets';

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config' | 'now'>;

export type ContactOutcome = { kind: 'sent'; id: string } | { kind: 'limited'; retryAfterSeconds: number };

/** The panel's list, where the mail's link leads. */
export const contactMessagesLink = (publicUrl: string) => `${publicUrl}/admin-panel/contact-messages/list`;

/**
 * A valid message from the public site (the honeypot was checked before): refused while the
 * client address has sent its hourly share, else stored and mailed to the platform. Only stored
 * messages count against the address, so a visitor correcting a typo is never locked out.
 */
export async function acceptContactMessage(
  ctx: Ctx,
  message: ContactMessage,
  ip: string,
): Promise<ContactOutcome> {
  const rule = limitRules(ctx.config.limits).contactAddress;
  const limit = await checkLimit(ctx, rule, ip);
  if (limit.limited) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
  const { name, email, phone, subject } = message;
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name, email, phone, subject, message: message.message, createdAt: new Date(ctx.now()) })
    .returning({ id: contactMessages.id });
  await recordEvent(ctx, rule.kind, ip);
  await pruneEvents(ctx);
  const recipients = ctx.config.contactMailTo ? [ctx.config.contactMailTo] : await platformAddresses(ctx.db);
  const link = contactMessagesLink(ctx.config.publicUrl);
  for (const to of recipients) {
    await ctx.mail.send({
      to,
      template: 'contact-message',
      data: { name, email, phone, subject, message: message.message, link },
      replyTo: email,
    });
  }
  return { kind: 'sent', id: row!.id };
}

const SORTABLE = {
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  subject: contactMessages.subject,
} as const;

const itemColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByFirst: users.firstName,
  handledByLast: users.lastName,
};

type Row = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null };

function toItem(row: Row): ContactMessageItem {
  return {
    id: row.id!,
    name: row.name!,
    email: row.email!,
    phone: row.phone!,
    subject: row.subject!,
    message: row.message!,
    status: row.handledAt ? 'handled' : 'new',
    createdAt: row.createdAt!.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledByFirst ? `${row.handledByFirst} ${row.handledByLast ?? ''}`.trim() : null,
  };
}

type ListQuery = z.output<typeof contactListQuerySchema>;

/** A page of messages with the filters (search, status), newest first unless sorted otherwise. */
export async function listContactMessages(db: Database, query: ListQuery) {
  const { page, pageSize, q, sort, order, status } = query;
  const filters: SQL[] = [];
  if (q) {
    const pattern = lowerContainsPattern(q);
    filters.push(
      or(
        sql`lower(${contactMessages.name}) like ${pattern}`,
        sql`lower(${contactMessages.email}) like ${pattern}`,
        sql`lower(${contactMessages.subject}) like ${pattern}`,
        sql`${contactMessages.phone} like ${pattern}`,
      )!,
    );
  }
  if (status === 'new') filters.push(isNull(contactMessages.handledAt));
  if (status === 'handled') filters.push(isNotNull(contactMessages.handledAt));
  const where = filters.length ? and(...filters) : undefined;
  const direction = order === 'desc' || !sort ? desc : asc;
  const [rows, [{ total } = { total: 0 }], [counts]] = await Promise.all([
    db
      .select(itemColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(direction(SORTABLE[sort ?? 'createdAt']), desc(contactMessages.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(contactMessages).where(where),
    // The status chips count under the search only, so each shows what a click on it would list.
    db
      .select({
        new: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
        handled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is not null)::int`,
      })
      .from(contactMessages)
      .where(filters[0] && q ? filters[0] : undefined),
  ]);
  return { items: rows.map(toItem), total, counts: { new: counts?.new ?? 0, handled: counts?.handled ?? 0 } };
}

export async function findContactMessage(db: Database, id: string): Promise<ContactMessageItem | null> {
  const [row] = await db
    .select(itemColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ? toItem(row) : null;
}

/** Handled (by whom, when) or back to new; null when there is no such message. */
export async function markContactMessage(
  db: Database,
  id: string,
  handled: boolean,
  by: { userId: string; at: Date },
): Promise<ContactMessageItem | null> {
  const updated = await db
    .update(contactMessages)
    .set(handled ? { handledAt: by.at, handledBy: by.userId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length ? findContactMessage(db, id) : null;
}
