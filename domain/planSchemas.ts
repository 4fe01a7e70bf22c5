import { z } from 'zod';
import { oneLine } from './oneLine';
import { withoutThousandsSeparators } from './money';

/**
 * Issue 21 item 3: the plans the super admin sells. One schema for the panel's plan form and the
 * API; prices are KWD strings with at most 3 decimals on the wire (numeric(12,3) in the database).
 */

export const PLAN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTaken: 'A plan with this name already exists.',
  price: 'Use up to 3 decimal places (e.g., 100.000)',
  priceNegative: 'Price must be 0 or more',
  priceRequired: 'Price is required',
  maxUnits: 'Units allowed must be a whole number of at least 1',
  maxManagers: 'Managers allowed must be a whole number, 0 or more',
  features: 'Each feature is a line of at most 120 characters',
  created: 'Plan created successfully',
  updated: 'Plan updated successfully',
  retired: 'Plan retired: it is no longer on sale; current subscribers keep it.',
  retiredRecommended: 'The recommended plan cannot be retired. Recommend another plan first.',
  unretired: 'Plan back on sale',
  notFound: 'Plan not found.',
  deleted: 'Plan deleted',
  inUse: 'This plan has subscribers or invoices, so it cannot be deleted. Retire it instead.',
  recommendedRequired: 'Exactly one plan must be recommended. Recommend another plan instead.',
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
