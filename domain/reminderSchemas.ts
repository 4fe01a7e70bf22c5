import { z } from 'zod';
import { errorAnswers, okAnswer } from './answerSchemas';
import { text } from './messages/text';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from './tenantMessages';

/**
 * Rent reminders (issue 35 items 3 and 5): the landlord's schedule, a tenant's channel and opt-out,
 * a reminder sent by hand from an invoice; what the API takes, answers and says (the shapes of
 * /work/briefs/api35.md, shared with the panel).
 */
export const REMINDER_MESSAGES = {
  settingLoaded: text('reminders.settingLoaded'),
  settingSaved: text('reminders.settingSaved'),
  enabled: text('reminders.enabled'),
  steps: text('reminders.steps'),
  preferencesLoaded: text('reminders.preferencesLoaded'),
  preferencesSaved: text('reminders.preferencesSaved'),
  channel: text('reminders.channel'),
  remindersOff: text('reminders.remindersOff'),
  tenantNotFound: text('tenants.notFound'),
  invoiceNotFound: text('invoices.notFound'),
  invoicePaid: text('reminders.invoicePaid'),
  invoiceCancelled: text('reminders.invoiceCancelled'),
  /** `at`: when the next manual reminder may go, DD-MM-YYYY HH:mm (Kuwait). */
  throttled: (at: string) => text('reminders.throttled', { at }),
  reminderSent: text('reminders.reminderSent'),
  reminderSkipped: text('reminders.reminderSkipped'),
  reminderFailed: text('reminders.reminderFailed'),
} as const;

const M = REMINDER_MESSAGES;

/** The earliest and latest step, in days from the due date. */
export const REMINDER_STEP_MIN = -30;
export const REMINDER_STEP_MAX = 60;

/** One manual reminder per invoice per this many minutes. */
export const MANUAL_REMINDER_MINUTES = 10;

/** PUT /api/setting/reminders: 1–10 distinct whole days between -30 and 60; answered ascending. */
export const reminderSettingSchema = z.object({
  enabled: z.boolean({ error: M.enabled }),
  steps: z
    .array(
      z
        .number({ error: M.steps })
        .int(M.steps)
        .min(REMINDER_STEP_MIN, M.steps)
        .max(REMINDER_STEP_MAX, M.steps),
      { error: M.steps },
    )
    .min(1, M.steps)
    .max(10, M.steps)
    .refine((steps) => new Set(steps).size === steps.length, M.steps)
    .transform((steps) => [...steps].sort((a, b) => a - b)),
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

export const reminderSettingAnswerSchema = z.object({
  enabled: z.boolean(),
  steps: z.array(z.number().int()),
});

/** PUT /api/tenant-message-preferences/{tenantId} */
export const messagePreferenceSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: M.channel }),
  remindersOff: z.boolean({ error: M.remindersOff }),
});
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;

export const DEFAULT_MESSAGE_PREFERENCE: MessagePreference = { channel: 'whatsapp', remindersOff: false };

export const messagePreferenceAnswerSchema = messagePreferenceSchema.extend({ id: z.uuid() });

/** POST /api/invoices/{id}/send-reminder: the attempt that went out, or the last one tried. */
export const sentReminderSchema = z.object({
  messageId: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  state: z.enum(MESSAGE_STATES),
});

export const reminderAnswers = {
  setting: { 200: okAnswer(reminderSettingAnswerSchema), ...errorAnswers },
  preference: { 200: okAnswer(messagePreferenceAnswerSchema), ...errorAnswers },
  sent: { 200: okAnswer(sentReminderSchema), ...errorAnswers },
} as const;
