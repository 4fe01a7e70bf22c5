import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../domain/answerSchemas';
import { documentLinkSchema } from './records';

/** GET /api/contracts/list */
const list = {
  200: listAnswerOf(
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

/** GET /api/contracts/get/:id */
const get = {
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

/** POST /api/contracts/create */
const create = get;

/** POST /api/contracts/update/:id */
const update = get;

/** POST /api/contracts/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

export const contractsAnswers = { list, get, create, update, delete: remove };
