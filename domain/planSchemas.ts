import { z } from 'zod';
import { oneLine } from './oneLine';
import { withoutThousandsSeparators } from './money';
import { text } from './messages/text';

/**
 * Issue 21 item 3: the plans the super admin sells. One schema for the panel's plan form and the
 * API; prices are KWD strings with at most 3 decimals on the wire (numeric(12,3) in the database).
 */

export const PLAN_MESSAGES = {
  nameRequired: text('plans.nameRequired'),
  nameTaken: text('plans.nameTaken'),
  price: text('money.decimals'),
  priceNegative: text('plans.priceNegative'),
  priceRequired: text('plans.priceRequired'),
  maxUnits: text('plans.maxUnits'),
  maxManagers: text('plans.maxManagers'),
  features: text('plans.features'),
  created: text('plans.created'),
  updated: text('plans.updated'),
  retired: text('plans.retired'),
  retiredRecommended: text('plans.retiredRecommended'),
  unretired: text('plans.unretired'),
  notFound: text('plans.notFound'),
  deleted: text('plans.deleted'),
  inUse: text('plans.inUse'),
  recommendedRequired: text('plans.recommendedRequired'),
} as const;

const KWD = /^\d{1,9}(\.\d{1,3})?$/;
/** A number with a minus sign as typed ('-3', '-0.5'). */
const NEGATIVE = /^-\s*(\d+\.?\d*|\.\d+)$/;

export const planPriceSchema = z
  .string({ error: PLAN_MESSAGES.priceRequired })
  .trim()
  .min(1, PLAN_MESSAGES.priceRequired)
  .transform(withoutThousandsSeparators)
  // A negative amount is told so, not sent to the decimals rule (issue 31 item 10).
  .refine((text) => !NEGATIVE.test(text), { message: PLAN_MESSAGES.priceNegative, abort: true })
  .refine((text) => KWD.test(text), PLAN_MESSAGES.price);

export const planInputSchema = z.object({
  name: oneLine(
    z.string({ error: PLAN_MESSAGES.nameRequired }).trim().min(2, PLAN_MESSAGES.nameRequired).max(60),
  ),
  description: z.string().trim().max(300).default(''),
  monthlyPrice: planPriceSchema,
  yearlyPrice: planPriceSchema,
  maxUnits: z.coerce
    .number({ error: PLAN_MESSAGES.maxUnits })
    .int(PLAN_MESSAGES.maxUnits)
    .min(1, PLAN_MESSAGES.maxUnits)
    .max(1_000_000),
  maxManagers: z.coerce
    .number({ error: PLAN_MESSAGES.maxManagers })
    .int(PLAN_MESSAGES.maxManagers)
    .min(0, PLAN_MESSAGES.maxManagers)
    .max(100_000),
  features: z
    .array(oneLine(z.string().trim().min(1, PLAN_MESSAGES.features).max(120, PLAN_MESSAGES.features)))
    .max(20)
    .default([]),
  recommended: z.boolean().default(false),
  sortOrder: z.coerce.number().int().min(0).max(1000).default(0),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** A plan as the API answers it. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.string(),
  yearlyPrice: z.string(),
  maxUnits: z.number(),
  maxManagers: z.number(),
  features: z.array(z.string()),
  recommended: z.boolean(),
  sortOrder: z.number(),
  active: z.boolean(),
  subscribers: z.number().optional(),
});
export type PlanRecord = z.infer<typeof planSchema>;
