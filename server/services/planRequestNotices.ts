import { displayDate } from '../../domain/displayDates';
import {
  PLAN_REQUEST_STATE_LABELS,
  planRequestSummary as requestSummary,
  type PlanMoveTime,
  type PlanRequestDetail,
} from '../../domain/planFlexibility';
import type { AppContext } from '../context';
import { landlordContact } from './planRequests';
import { platformAddresses } from './supportTickets';

/** Plan flexibility in the panel, from PUBLIC_URL (never from a request's headers). */
export const planRequestLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin-panel/feedback?section=plan-flexibility&request=${id}`;

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** To the platform: a new request. No mail for demo data (the seed writes rows directly). */
export async function noticeNewPlanRequest(ctx: Ctx, request: PlanRequestDetail): Promise<void> {
  const link = planRequestLink(ctx.config.publicUrl, request.id);
  for (const to of await platformAddresses(ctx.db)) {
    await ctx.mail.send({
      to,
      template: 'plan-request-new',
      data: {
        from: `${request.requestedBy.name} (${request.landlordName})`,
        summary: requestSummary(request),
        message: request.message,
        link,
      },
    });
  }
}

/** To the landlord: the platform answered, with its decision if it made one. */
export async function noticePlanAnswer(ctx: Ctx, request: PlanRequestDetail, body: string, decided: boolean) {
  const landlord = await landlordContact(ctx.db, request.landlordId);
  if (!landlord) return;
  await ctx.mail.send({
    to: landlord.email,
    template: 'plan-request-answer',
    data: {
      firstName: landlord.firstName,
      summary: requestSummary(request),
      decision: decided ? PLAN_REQUEST_STATE_LABELS[request.state] : null,
      body,
      link: planRequestLink(ctx.config.publicUrl, request.id),
    },
  });
}

/** To the landlord: it was moved to a plan, now or on a date (DD-MM-YYYY, Kuwait). */
export async function noticePlanMove(
  ctx: Ctx,
  request: PlanRequestDetail,
  plan: string,
  at: PlanMoveTime,
  effectiveAt: Date,
) {
  const landlord = await landlordContact(ctx.db, request.landlordId);
  if (!landlord) return;
  await ctx.mail.send({
    to: landlord.email,
    template: 'plan-request-moved',
    data: {
      firstName: landlord.firstName,
      plan,
      when: at === 'now' ? 'now' : displayDate(effectiveAt.toISOString()),
      link: planRequestLink(ctx.config.publicUrl, request.id),
    },
  });
}
