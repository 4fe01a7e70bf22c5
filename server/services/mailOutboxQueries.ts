import { asc, count, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mailOutboxListQuerySchema } from '../../domain/mailOutboxSchemas';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { lowerContainsPattern } from '../db/likePattern';
import { pageOffset } from '../http/listAnswer';

const SORTABLE = {
  createdAt: mailOutbox.createdAt,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
} as const;

type MailOutboxListQuery = Pick<
  z.infer<typeof mailOutboxListQuerySchema>,
  'page' | 'pageSize' | 'q' | 'sort' | 'order'
>;

/** One page of the mails the server wrote, searched by recipient and subject, newest first by default. */
export async function listMailOutbox(db: Database, query: MailOutboxListQuery) {
  const { page, pageSize, q, sort, order } = query;
  const where = q
    ? sql`(lower(${mailOutbox.toAddress}) like ${lowerContainsPattern(q)} or lower(${mailOutbox.subject}) like ${lowerContainsPattern(q)})`
    : undefined;
  const column = SORTABLE[sort ?? 'createdAt'];
  const direction = order === 'desc' || !sort ? desc : asc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(direction(column), desc(mailOutbox.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total };
}
