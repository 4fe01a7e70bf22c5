import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from './answerSchemas';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES, MESSAGE_TEMPLATES } from './tenantMessages';

/**
 * What the messages API answers (issue 35 item 4): one attempt of one tenant message on one
 * channel, with its state's times and the provider's id, error and cost. Times are ISO instants.
 */
export const messageRecordSchema = z.object({
  id: z.uuid(),
  landlord_id: z.uuid(),
  tenant_id: z.uuid(),
  tenant_name: z.string(),
  invoice_id: z.uuid().nullable(),
  invoice_no: z.string().nullable(),
  cheque_id: z.uuid().nullable(),
  request_id: z.uuid().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  provider: z.string(),
  template: z.enum(MESSAGE_TEMPLATES),
  kind: z.enum(MESSAGE_KINDS),
  reminder_step: z.number().int().nullable(),
  language: z.string(),
  to: z.string(),
  body: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempt_group: z.uuid(),
  attempt_no: z.number().int(),
  provider_id: z.string().nullable(),
  provider_error: z.string().nullable(),
  cost: z.string().nullable(),
  currency: z.string().nullable(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const messageAnswers = {
  list: { 200: listAnswerOf(messageRecordSchema), ...errorAnswers },
  one: { 200: okAnswer(messageRecordSchema), ...errorAnswers },
  webhook: { 200: messageAnswer, ...errorAnswers },
  /** The WhatsApp verification handshake answers the challenge as plain text. */
  challenge: { 200: z.string(), ...errorAnswers },
};
