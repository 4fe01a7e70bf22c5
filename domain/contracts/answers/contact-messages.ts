import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { CONTACT_STATUSES, contactMessageItemSchema } from '../../contactMessageListSchemas';

/** POST /api/contact-messages/create (public): a message, or a dropped honeypot, both as success. */
const create = { 200: messageAnswer, ...errorAnswers };

/** GET /api/super/contact-messages/list: with the counts by status under the search. */
const list = {
  200: listAnswerOf(contactMessageItemSchema).extend({
    counts: z.record(z.enum(CONTACT_STATUSES), z.number().int()),
  }),
  ...errorAnswers,
};

/** GET /api/super/contact-messages/get/{id} and POST …/update/{id} */
const one = { 200: okAnswer(contactMessageItemSchema), ...errorAnswers };

export const contactMessagesAnswers = { create, list, one };
