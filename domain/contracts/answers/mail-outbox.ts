import { z } from 'zod';
import { errorAnswers, listAnswerOf } from '../../answerSchemas';

/** GET /api/super/mail-outbox/list */
const mailOutboxList = {
  200: listAnswerOf(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      body: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  ...errorAnswers,
};

export const mailOutboxAnswers = { mailOutboxList };
