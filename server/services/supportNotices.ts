import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportTicketDetail,
} from '../../domain/supportTickets';
import type { AppContext } from '../context';
import { platformAddresses, raiserOf } from './supportTickets';

/** The ticket in the panel, from PUBLIC_URL (never from a request's headers). */
export const supportTicketLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin-panel/support-tickets/detail/${id}`;

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** To the platform: a new ticket. */
export async function noticeNewTicket(ctx: Ctx, ticket: SupportTicketDetail): Promise<void> {
  const link = supportTicketLink(ctx.config.publicUrl, ticket.id);
  for (const to of await platformAddresses(ctx.db)) {
    await ctx.mail.send({
      to,
      template: 'support-ticket-new',
      data: {
        number: ticket.number,
        subject: ticket.subject,
        category: SUPPORT_CATEGORY_LABELS[ticket.category],
        from: `${ticket.raisedBy.name} (${ticket.landlordName})`,
        link,
      },
    });
  }
}

/** To the platform: the landlord's side replied. */
export async function noticeReply(
  ctx: Ctx,
  ticket: SupportTicketDetail,
  from: string,
  body: string,
): Promise<void> {
  const link = supportTicketLink(ctx.config.publicUrl, ticket.id);
  for (const to of await platformAddresses(ctx.db)) {
    await ctx.mail.send({
      to,
      template: 'support-ticket-reply',
      data: { number: ticket.number, subject: ticket.subject, from, body, link },
    });
  }
}

/** To the raiser: the platform answered. */
export async function noticeAnswer(ctx: Ctx, ticket: SupportTicketDetail, body: string): Promise<void> {
  const raiser = await raiserOf(ctx.db, ticket.id);
  if (!raiser) return;
  await ctx.mail.send({
    to: raiser.email,
    template: 'support-ticket-answer',
    data: {
      firstName: raiser.firstName,
      number: ticket.number,
      subject: ticket.subject,
      body,
      link: supportTicketLink(ctx.config.publicUrl, ticket.id),
    },
  });
}

/** To the raiser: the platform moved the ticket. */
export async function noticeStatus(ctx: Ctx, ticket: SupportTicketDetail): Promise<void> {
  const raiser = await raiserOf(ctx.db, ticket.id);
  if (!raiser) return;
  await ctx.mail.send({
    to: raiser.email,
    template: 'support-ticket-status',
    data: {
      firstName: raiser.firstName,
      number: ticket.number,
      subject: ticket.subject,
      status: SUPPORT_STATUS_LABELS[ticket.status],
      link: supportTicketLink(ctx.config.publicUrl, ticket.id),
    },
  });
}
