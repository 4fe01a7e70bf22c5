import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../domain/documents';
import {
  SUPPORT_STATUSES,
  SUPPORT_TRANSITIONS,
  type SupportCategory,
  type SupportCommentItem,
  type SupportStatus,
  type SupportTicketDetail,
  type SupportTicketItem,
} from '../../domain/supportTickets';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { isUniqueViolation } from '../db/pgErrors';
import { roles, supportComments, supportTickets, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { withLinks } from '../storage/documents';

/**
 * Whose tickets a caller reads, from the token only: a landlord its landlord's (its managers'
 * too), a manager the ones it raised itself (a landlord's dealings with the platform, billing
 * first, are the landlord's), the super admin every landlord's or the one it filters by.
 */
export interface SupportScope {
  landlordId: string | null;
  raisedBy: string | null;
}

export interface Links {
  secret: string;
  nowMs: number;
}

export const ticketNumber = (seq: number) => `ST-${String(seq).padStart(6, '0')}`;

const raiser = alias(users, 'raiser');
const landlord = alias(users, 'landlord');
const authorRole = alias(roles, 'author_role');
const raiserRole = alias(roles, 'raiser_role');

const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

const itemColumns = {
  id: supportTickets.id,
  seq: supportTickets.seq,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  landlordId: supportTickets.landlordId,
  landlordName: fullName(landlord),
  raiserId: supportTickets.raisedBy,
  raiserName: fullName(raiser),
  raiserRole: raiserRole.key,
  comments: sql<number>`(select count(*)::int from ${supportComments} c where c.ticket_id = ${supportTickets.id} and c.body <> '')`,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

type ItemRow = {
  id: string;
  seq: number;
  subject: string;
  category: string;
  status: string;
  landlordId: string;
  landlordName: string;
  raiserId: string;
  raiserName: string;
  raiserRole: string | null;
  comments: number;
  createdAt: Date;
  updatedAt: Date;
};

const toItem = (row: ItemRow): SupportTicketItem => ({
  id: row.id,
  number: ticketNumber(row.seq),
  subject: row.subject,
  category: row.category as SupportCategory,
  status: row.status as SupportStatus,
  landlordId: row.landlordId,
  landlordName: row.landlordName,
  raisedBy: { id: row.raiserId, name: row.raiserName, role: row.raiserRole ?? '' },
  comments: Number(row.comments),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const scopeFilters = (scope: SupportScope): (SQL | undefined)[] => [
  scope.landlordId ? eq(supportTickets.landlordId, scope.landlordId) : undefined,
  scope.raisedBy ? eq(supportTickets.raisedBy, scope.raisedBy) : undefined,
];

const SORTABLE: Record<string, AnyColumn> = {
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  subject: supportTickets.subject,
  status: supportTickets.status,
  number: supportTickets.seq,
};

export interface SupportListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  status?: SupportStatus | undefined;
  category?: SupportCategory | undefined;
}

/** A page of tickets, its total and the counts by status (same filters, any status). */
export async function listSupportTickets(db: Database, scope: SupportScope, query: SupportListQuery) {
  const filters = scopeFilters(scope);
  if (query.category) filters.push(eq(supportTickets.category, query.category));
  if (query.q) {
    const like = containsPattern(query.q);
    const number = /^\s*(?:st-?)?0*(\d{1,9})\s*$/i.exec(query.q)?.[1];
    filters.push(
      or(
        ilike(supportTickets.subject, like),
        ilike(supportTickets.description, like),
        ...(number ? [eq(supportTickets.seq, Number(number))] : []),
      ),
    );
  }
  const anyStatus = and(...filters);
  const where = and(anyStatus, query.status ? eq(supportTickets.status, query.status) : undefined);
  const column = SORTABLE[query.sort ?? 'updatedAt'] ?? supportTickets.updatedAt;
  const [rows, [{ total } = { total: 0 }], byStatus] = await Promise.all([
    db
      .select(itemColumns)
      .from(supportTickets)
      .innerJoin(raiser, eq(raiser.id, supportTickets.raisedBy))
      .leftJoin(raiserRole, eq(raiserRole.id, raiser.roleId))
      .innerJoin(landlord, eq(landlord.id, supportTickets.landlordId))
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(supportTickets.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(supportTickets).where(where),
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(anyStatus)
      .groupBy(supportTickets.status),
  ]);
  const counts = Object.fromEntries(SUPPORT_STATUSES.map((s) => [s, 0])) as Record<SupportStatus, number>;
  for (const row of byStatus) counts[row.status as SupportStatus] = Number(row.n);
  return { items: rows.map(toItem), total: Number(total), counts };
}

/** One ticket in scope with its thread and signed links, or null (another landlord's: not found). */
export async function findSupportTicket(
  db: Database,
  scope: SupportScope,
  id: string,
  links: Links,
): Promise<SupportTicketDetail | null> {
  const [row] = await db
    .select({
      ...itemColumns,
      description: supportTickets.description,
      attachments: supportTickets.attachments,
    })
    .from(supportTickets)
    .innerJoin(raiser, eq(raiser.id, supportTickets.raisedBy))
    .leftJoin(raiserRole, eq(raiserRole.id, raiser.roleId))
    .innerJoin(landlord, eq(landlord.id, supportTickets.landlordId))
    .where(and(eq(supportTickets.id, id), ...scopeFilters(scope)));
  if (!row) return null;
  const comments = await db
    .select({
      id: supportComments.id,
      authorId: supportComments.authorId,
      authorName: fullName(users),
      authorRole: authorRole.key,
      body: supportComments.body,
      statusFrom: supportComments.statusFrom,
      statusTo: supportComments.statusTo,
      attachments: supportComments.attachments,
      createdAt: supportComments.createdAt,
    })
    .from(supportComments)
    .innerJoin(users, eq(users.id, supportComments.authorId))
    .leftJoin(authorRole, eq(authorRole.id, users.roleId))
    .where(eq(supportComments.ticketId, id))
    .orderBy(asc(supportComments.createdAt), asc(supportComments.id));
  const thread: SupportCommentItem[] = comments.map((c) => ({
    id: c.id,
    author: { id: c.authorId, name: c.authorName, role: c.authorRole ?? '' },
    fromPlatform: c.authorRole === 'super_admin' || c.authorRole === 'admin',
    body: c.body,
    statusFrom: (c.statusFrom as SupportStatus | null) ?? null,
    statusTo: (c.statusTo as SupportStatus | null) ?? null,
    attachments: withLinks(links.secret, links.nowMs, c.attachments),
    createdAt: c.createdAt.toISOString(),
  }));
  const status = row.status as SupportStatus;
  return {
    ...toItem(row),
    description: row.description,
    attachments: withLinks(links.secret, links.nowMs, row.attachments),
    thread,
    nextStatuses: [...SUPPORT_TRANSITIONS[status]],
  };
}

export interface NewSupportTicket {
  landlordId: string;
  raisedBy: string;
  subject: string;
  category: SupportCategory;
  description: string;
  attachments: StoredDocument[];
  at: Date;
}

/** Inserts a ticket with the landlord's next number; two racing creates retry on the unique index. */
export async function insertSupportTicket(db: Database, ticket: NewSupportTicket): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(supportTickets)
        .values({
          ...ticket,
          seq: sql`(select coalesce(max(${supportTickets.seq}), 0) + 1 from ${supportTickets} where ${supportTickets.landlordId} = ${ticket.landlordId})`,
          createdAt: ticket.at,
          updatedAt: ticket.at,
        })
        .returning({ id: supportTickets.id });
      return row!.id;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** A reply (or a status change) in the thread; the ticket moves up the list. */
export async function insertSupportComment(
  db: Database,
  comment: {
    ticketId: string;
    authorId: string;
    body: string;
    attachments?: StoredDocument[];
    statusFrom?: SupportStatus;
    statusTo?: SupportStatus;
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = comment;
  await db.transaction(async (tx) => {
    await tx.insert(supportComments).values({
      ...values,
      // The ticket's landlord, read in the same statement (docs/citus.md).
      landlordId: sql`(select ${supportTickets.landlordId} from ${supportTickets} where ${supportTickets.id} = ${comment.ticketId})`,
      createdAt: at,
    });
    await tx
      .update(supportTickets)
      .set({ updatedAt: at, ...(comment.statusTo ? { status: comment.statusTo } : {}) })
      .where(eq(supportTickets.id, comment.ticketId));
  });
}

/**
 * Moves a ticket only if it is still in `from` (a concurrent change wins, the other is refused),
 * and records the move in the thread.
 */
export async function moveSupportTicket(
  db: Database,
  move: { ticketId: string; authorId: string; from: SupportStatus; to: SupportStatus; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(supportTickets)
      .set({ status: move.to, updatedAt: move.at })
      .where(and(eq(supportTickets.id, move.ticketId), eq(supportTickets.status, move.from)))
      .returning({ id: supportTickets.id, landlordId: supportTickets.landlordId });
    if (moved.length === 0) return false;
    await tx.insert(supportComments).values({
      ticketId: move.ticketId,
      landlordId: moved[0]!.landlordId,
      authorId: move.authorId,
      statusFrom: move.from,
      statusTo: move.to,
      createdAt: move.at,
    });
    return true;
  });
}

/** Where mails to the platform go: every active super admin. */
export async function platformAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.key, ['super_admin']), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

/** The raiser's address and first name, for mails back to it. */
export async function raiserOf(db: Database, ticketId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.raisedBy))
    .where(eq(supportTickets.id, ticketId));
  return row ?? null;
}
