import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';

/** GET /api/get/:id */
const main = {
  200: okAnswer(
    z.object({
      tenantLogo: z.string().nullable(),
      tenantBanner: z.string().nullable(),
      roles: z.unknown(),
      /** A payment gateway is set: the panel offers Pay (issue 30 item 6). */
      onlinePayments: z.boolean(),
      /** The gateway is the built-in sandbox: no money moves; the panel says so to everyone. */
      simulatedPayments: z.boolean(),
    }),
  ),
  ...errorAnswers,
};

export const systemConfigAnswers = { main };
