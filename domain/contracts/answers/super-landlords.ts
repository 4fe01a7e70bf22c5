import { z } from 'zod';
import { errorAnswers, listAnswerOf, okAnswer } from '../../answerSchemas';

/** GET /api/super/landlords/list */
const landlordsList = {
  200: listAnswerOf(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      gender: z.string().nullable(),
      status: z.string(),
      createdAt: z.date(),
      lastLoginAt: z.date().nullable(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/super/landlords/approve */
const landlordsApprove = { 200: okAnswer(z.object({ ids: z.array(z.string()) })), ...errorAnswers };

/** POST /api/super/landlords/reject */
const landlordsReject = landlordsApprove;

export const superLandlordsAnswers = { landlordsList, landlordsApprove, landlordsReject };
