import { z } from 'zod';
import { errorAnswers, okAnswer } from './answerSchemas';
import { moneyText, withoutThousandsSeparators } from './money';
import { text } from './messages/text';

/**
 * Late fees by rule (issue 34 item 4): the landlord's rule (off by default), the waiver staff
 * send, what the API answers and the messages it answers with.
 */
export const LATE_FEE_MESSAGES = {
  settingLoaded: text('lateFees.settingLoaded'),
  settingSaved: text('lateFees.settingSaved'),
  waived: text('lateFees.waived'),
  notFound: text('lateFees.notFound'),
  alreadyWaived: text('lateFees.alreadyWaived'),
  graceDays: text('lateFees.graceDays'),
  mode: text('lateFees.mode'),
  amount: text('lateFees.amount'),
  percent: text('lateFees.percent'),
  cap: text('lateFees.cap'),
  reason: text('lateFees.reason'),
  /** The invoice line's description (English; kept as written, like every item's). */
  description: (days: number) => text('lateFees.description', { days }),
} as const;

const M = LATE_FEE_MESSAGES;

export const LATE_FEE_MODES = ['fixed', 'percent'] as const;
export type LateFeeMode = (typeof LATE_FEE_MODES)[number];

const MONEY = /^\d{1,9}(\.\d{1,3})?$/;

const moneySchema = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : withoutThousandsSeparators(v)))
    .refine((v) => MONEY.test(v), message)
    .transform((v) => moneyText(v));

/** The landlord's rule: off, or after `grace_days` past the due date a fixed fee or a percent of the balance, capped. */
export const lateFeeSettingSchema = z
  .object({
    enabled: z.boolean({ error: M.mode }),
    grace_days: z.coerce
      .number({ error: M.graceDays })
      .int(M.graceDays)
      .min(0, M.graceDays)
      .max(365, M.graceDays),
    mode: z.enum(LATE_FEE_MODES, { error: M.mode }),
    /** KWD when fixed, a percent (0–100) of the overdue balance when percent. */
    amount: moneySchema(M.amount),
    cap: z.preprocess((v) => (v === '' ? null : v), moneySchema(M.cap).nullable().default(null)),
  })
  .refine((s) => s.mode !== 'percent' || Number(s.amount) <= 100, { message: M.percent, path: ['amount'] });
export type LateFeeSetting = z.infer<typeof lateFeeSettingSchema>;

export const DEFAULT_LATE_FEE_SETTING: LateFeeSetting = {
  enabled: false,
  grace_days: 0,
  mode: 'fixed',
  amount: '0.000',
  cap: null,
};

/** POST /api/late-fees/{invoice id}/waive */
export const lateFeeWaiveSchema = z.object({
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(500, M.reason),
});

export const lateFeeRecordSchema = z.object({
  id: z.uuid(),
  invoice_id: z.uuid(),
  invoice_item_id: z.uuid().nullable(),
  amount: z.string(),
  applied_at: z.string(),
  waived_at: z.string().nullable(),
  waived_by: z.uuid().nullable(),
  waive_reason: z.string().nullable(),
});
export type LateFeeRecord = z.infer<typeof lateFeeRecordSchema>;

/** The rule as the API answers it. */
export const lateFeeSettingAnswerSchema = z.object({
  enabled: z.boolean(),
  grace_days: z.number().int(),
  mode: z.enum(LATE_FEE_MODES),
  amount: z.string(),
  cap: z.string().nullable(),
});

export const lateFeeAnswers = {
  setting: { 200: okAnswer(lateFeeSettingAnswerSchema), ...errorAnswers },
  /** The invoice's late fee, or null when none was applied. */
  one: { 200: okAnswer(lateFeeRecordSchema.nullable()), ...errorAnswers },
} as const;
