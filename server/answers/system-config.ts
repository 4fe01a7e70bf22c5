import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../domain/answerSchemas';

/** GET /api/get/:id */
const main = {
  200: okAnswer(
    z.object({ tenantLogo: z.string().nullable(), tenantBanner: z.string().nullable(), roles: z.unknown() }),
  ),
  ...errorAnswers,
};

export const systemConfigAnswers = { main };
