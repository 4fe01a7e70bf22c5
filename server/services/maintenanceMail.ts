import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { properties, propertyUnits, users } from '../db/schema';
import type { RequestRow } from './maintenanceRequests';
import type { Moved } from './maintenanceMoves';

/*
 * Issue 18 item 6: the mails of maintenance requests, through the mailer and its outbox. The tenant
 * hears of every status change and every comment it may read; the assignee when assigned; the
 * landlord when an emergency arrives. Links come from PUBLIC_URL, never from a request.
 */

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** The request in the panel: the tenant's MAINTENANCE REQUESTS, or the landlord side's REPORTED TICKETS. */
export const requestLink = (ctx: Ctx, id: string, side: 'tenant' | 'landlord') =>
  `${ctx.config.publicUrl}/admin-panel/${side === 'tenant' ? 'support-tickets' : 'reported-tickets'}/detail/${id}`;

async function person(ctx: Ctx, id: string | null) {
  if (!id) return null;
  const [row] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  return row && row.status !== 'disabled' ? row : null;
}

async function placeOf(ctx: Ctx, row: RequestRow) {
  const [place] = await ctx.db
    .select({ property: properties.name, unit: propertyUnits.unitNo })
    .from(propertyUnits)
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(eq(propertyUnits.id, row.unitId));
  return place ? `${place.property}, unit ${place.unit}` : '';
}

export async function mailStatusChange(ctx: Ctx, moved: Moved) {
  const tenant = await person(ctx, moved.after.tenantId);
  if (!tenant) return;
  await ctx.mail.send({
    to: tenant.email,
    template: 'maintenance-status',
    data: {
      firstName: tenant.firstName,
      number: moved.after.requestNo,
      title: moved.after.title,
      from: moved.before.status,
      to: moved.after.status,
      reason: moved.reason,
      link: requestLink(ctx, moved.after.id, 'tenant'),
    },
  });
}

/** A comment the tenant may read, written by someone else. */
export async function mailComment(
  ctx: Ctx,
  row: RequestRow,
  comment: { body: string; internal: boolean; authorId: string },
) {
  if (comment.internal || !row.tenantId || comment.authorId === row.tenantId) return;
  const [tenant, author] = await Promise.all([person(ctx, row.tenantId), person(ctx, comment.authorId)]);
  if (!tenant) return;
  await ctx.mail.send({
    to: tenant.email,
    template: 'maintenance-comment',
    data: {
      firstName: tenant.firstName,
      number: row.requestNo,
      title: row.title,
      author: author ? `${author.firstName} ${author.lastName}`.trim() : 'Your landlord',
      body: comment.body,
      link: requestLink(ctx, row.id, 'tenant'),
    },
  });
}

/** The new assignee, unless it assigned the request to itself. */
export async function mailAssigned(ctx: Ctx, row: RequestRow, actorId: string) {
  if (!row.assigneeId || row.assigneeId === actorId) return;
  const assignee = await person(ctx, row.assigneeId);
  if (!assignee) return;
  await ctx.mail.send({
    to: assignee.email,
    template: 'maintenance-assigned',
    data: {
      firstName: assignee.firstName,
      number: row.requestNo,
      title: row.title,
      place: await placeOf(ctx, row),
      priority: row.priority,
      link: requestLink(ctx, row.id, 'landlord'),
    },
  });
}

/** An emergency reported: the landlord hears at once. */
export async function mailEmergency(ctx: Ctx, row: RequestRow) {
  if (row.priority !== 'emergency') return;
  const landlord = await person(ctx, row.landlordId);
  if (!landlord) return;
  await ctx.mail.send({
    to: landlord.email,
    template: 'maintenance-emergency',
    data: {
      firstName: landlord.firstName,
      number: row.requestNo,
      title: row.title,
      place: await placeOf(ctx, row),
      link: requestLink(ctx, row.id, 'landlord'),
    },
  });
}
