import { z } from 'zod';
import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';

/** POST /api/invitations/check */
const check = {
  200: okAnswer(
    z.union([
      z.object({ valid: z.boolean(), firstName: z.string(), email: z.string() }),
      z.object({ valid: z.boolean() }),
    ]),
  ),
  ...errorAnswers,
};

/** POST /api/invitations/accept */
const accept = { 200: messageAnswer, ...errorAnswers };

export const invitationsAnswers = { check, accept };
