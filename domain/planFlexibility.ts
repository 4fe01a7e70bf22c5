import { z } from 'zod';
import type { AccessRule } from './access';
import { noSearchSchema, noSortSchema } from './listQuery';
import { text, type MessageId } from './messages/text';

/**
 * Plan flexibility (issue 21 item 6, `/admin-panel/feedback`): a landlord asks for another plan on
 * sale or for a custom plan (units, managers, a message); the super admin answers (a message, and
 * accept or decline) and may move the landlord to a plan, at once or at the end of its period.
 * The state flow is data read by the server (which refuses any other move with 422) and by the
 * panel (which offers only the allowed answers). Wire shapes are declared once here.
 */

/**
 * Who reads requests on the landlord's side: a landlord and its managers holding spec section 6's
 * View Plan Flexibility; a tenant never. Asking is the landlord's own (it is its subscription).
 */
export const PLAN_REQUEST_READER: AccessRule = {
  byRole: { landlord: 'View Plan Flexibility', manager: 'View Plan Flexibility' },
  otherwise: false,
};

export const PLAN_REQUEST_KINDS = ['plan_change', 'custom_plan'] as const;
export type PlanRequestKind = (typeof PLAN_REQUEST_KINDS)[number];
export const PLAN_REQUEST_KIND_LABELS: Record<PlanRequestKind, string> = {
  plan_change: text('planRequestKinds.plan_change'),
  custom_plan: text('planRequestKinds.custom_plan'),
};

export const PLAN_REQUEST_STATES = ['open', 'accepted', 'declined'] as const;
export type PlanRequestState = (typeof PLAN_REQUEST_STATES)[number];
export const PLAN_REQUEST_STATE_LABELS: Record<PlanRequestState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** An answer decides (accept, decline) or only replies, leaving the request open. */
export const PLAN_ANSWER_DECISIONS = ['reply', 'accept', 'decline'] as const;
export type PlanAnswerDecision = (typeof PLAN_ANSWER_DECISIONS)[number];
export const DECISION_STATE: Record<PlanAnswerDecision, PlanRequestState | null> = {
  reply: null,
  accept: 'accepted',
  decline: 'declined',
};

/** The moves of a request's state; a decided request is final (a new need is a new request). */
export const PLAN_REQUEST_TRANSITIONS: Record<PlanRequestState, readonly PlanRequestState[]> = {
  open: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

export const canMovePlanRequest = (from: PlanRequestState, to: PlanRequestState): boolean =>
  PLAN_REQUEST_TRANSITIONS[from].includes(to);

/** The super admin may move the landlord to a plan on an open request (which accepts it) or an accepted one. */
export const canMoveLandlordOn = (state: PlanRequestState): boolean => state !== 'declined';

export const PLAN_MOVE_TIMES = ['now', 'period_end'] as const;
export type PlanMoveTime = (typeof PLAN_MOVE_TIMES)[number];
export const PLAN_MOVE_TIME_LABELS: Record<PlanMoveTime, string> = {
  now: 'Now',
  period_end: text('planMoveTimes.period_end'),
};

/** Sane bounds: the largest plan on sale allows 500 units and 25 managers. */
export const MAX_REQUEST_UNITS = 10_000;
export const MAX_REQUEST_MANAGERS = 1_000;
export const MIN_CUSTOM_MESSAGE = 10;
export const MAX_MESSAGE = 2000;

/** The refusal of a decision on a request that is no longer open, by its state. */
const ALREADY_DECIDED: Record<PlanRequestState, MessageId> = {
  open: 'planRequests.alreadyOpen',
  accepted: 'planRequests.alreadyAccepted',
  declined: 'planRequests.alreadyDeclined',
};

export const PLAN_FLEX_MESSAGES = {
  notFound: text('planRequests.notFound'),
  created: text('planRequests.created'),
  answered: text('planRequests.answered'),
  moved: (plan: string, at: PlanMoveTime, date: string) =>
    at === 'now' ? text('planRequests.movedNow', { plan }) : text('planRequests.movesOn', { plan, date }),
  kindRequired: text('planRequests.kindRequired'),
  planRequired: text('planRequests.planRequired'),
  planNotOnSale: text('planRequests.planNotOnSale'),
  samePlan: text('planRequests.samePlan'),
  units: text('planRequests.units', { max: MAX_REQUEST_UNITS.toLocaleString('en-US') }),
  managers: text('planRequests.managers', { max: MAX_REQUEST_MANAGERS.toLocaleString('en-US') }),
  messageShort: text('planRequests.messageShort', { min: MIN_CUSTOM_MESSAGE }),
  messageLong: text('planRequests.messageLong', { max: MAX_MESSAGE }),
  answerRequired: text('planRequests.answerRequired'),
  decisionRequired: text('planRequests.decisionRequired'),
  moveTimeRequired: text('planRequests.moveTimeRequired'),
  decided: (state: PlanRequestState) => text(ALREADY_DECIDED[state]),
  declinedNoMove: text('planRequests.declinedNoMove'),
  landlordChoice: text('lookups.landlordChoice'),
  stateChoice: text('planRequests.stateChoice'),
} as const;

const M = PLAN_FLEX_MESSAGES;

const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/**
 * A landlord's request. A change of plan names the plan (a message is optional); a custom plan
 * names units, managers and says why. One schema for the panel's form and the API.
 */
export const planRequestCreateSchema = z
  .object({
    kind: z.enum(PLAN_REQUEST_KINDS, { error: M.kindRequired }),
    planId: z.uuid({ error: M.planRequired }).nullish(),
    units: wholeNumber(M.units, MAX_REQUEST_UNITS).nullish(),
    managers: wholeNumber(M.managers, MAX_REQUEST_MANAGERS).nullish(),
    message: z.string({ error: M.messageLong }).trim().max(MAX_MESSAGE, M.messageLong).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'plan_change') {
      if (!value.planId) ctx.addIssue({ code: 'custom', path: ['planId'], message: M.planRequired });
      return;
    }
    if (value.units == null) ctx.addIssue({ code: 'custom', path: ['units'], message: M.units });
    if (value.managers == null) ctx.addIssue({ code: 'custom', path: ['managers'], message: M.managers });
    if (value.message.length < MIN_CUSTOM_MESSAGE)
      ctx.addIssue({ code: 'custom', path: ['message'], message: M.messageShort });
  });
export type PlanRequestCreate = z.infer<typeof planRequestCreateSchema>;

export const planAnswerSchema = z.object({
  message: z
    .string({ error: M.answerRequired })
    .trim()
    .min(1, M.answerRequired)
    .max(MAX_MESSAGE, M.messageLong),
  decision: z.enum(PLAN_ANSWER_DECISIONS, { error: M.decisionRequired }).default('reply'),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

export const planMoveSchema = z.object({
  planId: z.uuid({ error: M.planRequired }),
  at: z.enum(PLAN_MOVE_TIMES, { error: M.moveTimeRequired }),
});
export type PlanMove = z.infer<typeof planMoveSchema>;

export const planRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  state: z.enum(PLAN_REQUEST_STATES, { error: M.stateChoice }).optional(),
  sort: noSortSchema.optional(),
  q: noSearchSchema.optional(),
});

/** The super admin's list: every landlord's requests, or one landlord's. */
export const superPlanRequestListQuerySchema = planRequestListQuerySchema.extend({
  landlordId: z.uuid({ error: M.landlordChoice }).optional(),
});

/** What a request asks for, in a sentence: "a move to Enterprise", "a custom plan of 120 units and 8 managers". */
export function planRequestSummary(request: {
  kind: PlanRequestKind;
  planName: string | null;
  units: number | null;
  managers: number | null;
}): string {
  if (request.kind === 'plan_change') return `a move to ${request.planName ?? 'another plan'}`;
  return `a custom plan of ${request.units} units and ${request.managers} managers`;
}

/** The same as a title: "Move to Enterprise", "Custom plan: 120 units, 8 managers". */
export function planRequestTitle(request: Parameters<typeof planRequestSummary>[0]): string {
  if (request.kind === 'plan_change') return `Move to ${request.planName ?? 'another plan'}`;
  return `Custom plan: ${request.units} units, ${request.managers} managers`;
}

export * from './planFlexibilityWire';
