import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../domain/answerSchemas';
import { documentLinkSchema } from './records';

/** POST /api/contracts/approve/:id */
const approve = {
  200: okAnswer(
    z.object({
      tenantName: z.string(),
      status: z.enum(['requested', 'approved', 'rejected', 'terminated']),
      expired: z.boolean(),
      documents: z.array(documentLinkSchema),
      id: z.string(),
      landlordId: z.string(),
      tenantId: z.string(),
      tenantEmail: z.string(),
      unitId: z.string(),
      unitNo: z.string(),
      unitStatus: z.string(),
      propertyId: z.string(),
      propertyName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      monthlyRent: z.string(),
      securityDeposit: z.string(),
      paymentDueDay: z.number(),
      renewedFromId: z.string().nullable(),
      decidedAt: z.date().nullable(),
      terminatedAt: z.date().nullable(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/contracts/reject/:id */
const reject = approve;

/** POST /api/contracts/terminate/:id */
const terminate = approve;

/** POST /api/contracts/renew/:id */
const renew = approve;

export const contractDecisionsAnswers = { approve, reject, terminate, renew };
