import { z } from 'zod';

/**
 * Plan flexibility's answers on the wire (issue 21 item 6), declared once: the routes' response
 * schemas and the panel's types. The enums repeat domain/planFlexibility.ts's lists as literals
 * so that this file imports nothing back from it.
 */

const kind = z.enum(['plan_change', 'custom_plan']);
const state = z.enum(['open', 'accepted', 'declined']);
const moveAt = z.enum(['now', 'period_end']);
const personSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });

/** One request, as a list row. */
export const planRequestItemSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  requestedBy: personSchema,
  kind,
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  units: z.number().nullable(),
  managers: z.number().nullable(),
  message: z.string(),
  state,
  /** Answers in the thread (messages, not state changes or moves). */
  answers: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanRequestItem = z.infer<typeof planRequestItemSchema>;

/** One entry of the thread: an answer, a state change, or a move to a plan (or all three at once). */
export const planRequestEventSchema = z.object({
  id: z.string(),
  author: personSchema,
  fromPlatform: z.boolean(),
  body: z.string(),
  stateFrom: state.nullable(),
  stateTo: state.nullable(),
  planName: z.string().nullable(),
  moveAt: moveAt.nullable(),
  /** When the move applies: now, or the end of the landlord's period. */
  effectiveAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanRequestEvent = z.infer<typeof planRequestEventSchema>;

/** The landlord's subscription as both sides see it beside a request. */
export const planSubscriptionSummarySchema = z.object({
  planId: z.string(),
  planName: z.string(),
  state: z.string(),
  billingCycle: z.string(),
  maxUnits: z.number(),
  maxManagers: z.number(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** The plan it moves to at the end of the period, if any. */
  pendingPlanName: z.string().nullable(),
});
export type PlanSubscriptionSummary = z.infer<typeof planSubscriptionSummarySchema>;

export const planRequestDetailSchema = planRequestItemSchema.extend({
  thread: z.array(planRequestEventSchema),
  /** The states the request may move to next (the super admin's choices). */
  nextStates: z.array(state),
  subscription: planSubscriptionSummarySchema.nullable(),
});
export type PlanRequestDetail = z.infer<typeof planRequestDetailSchema>;

/** A plan on sale, as the request and move forms offer it. */
export const planChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPrice: z.string(),
  maxUnits: z.number(),
  maxManagers: z.number(),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

export const planRequestListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(planRequestItemSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const planRequestOneAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: planRequestDetailSchema,
});

/** The plans on sale and (on the landlord's side) its own subscription. */
export const planOptionsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    plans: z.array(planChoiceSchema),
    subscription: planSubscriptionSummarySchema.nullable(),
  }),
});
export type PlanOptions = z.infer<typeof planOptionsAnswerSchema>['data'];
