import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../domain/answerSchemas';
import { documentLinkSchema } from './records';

/** GET /api/tenants/list */
const list = {
  200: listAnswerOf(
    z.object({
      civilId: z.string(),
      documents: z.array(documentLinkSchema),
      id: z.string(),
      landlordId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      firstNameAr: z.string(),
      lastNameAr: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      civilIdExpiry: z.string().nullable(),
      nationality: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/tenants/get/:id */
const get = {
  200: okAnswer(
    z.object({
      contracts: z.array(
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
      civilId: z.string(),
      documents: z.array(documentLinkSchema),
      id: z.string(),
      landlordId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      firstNameAr: z.string(),
      lastNameAr: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      civilIdExpiry: z.string().nullable(),
      nationality: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/tenants/create */
const create = {
  200: okAnswer(
    z.object({
      civilId: z.string(),
      documents: z.array(documentLinkSchema),
      id: z.string(),
      landlordId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      firstNameAr: z.string(),
      lastNameAr: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      civilIdExpiry: z.string().nullable(),
      nationality: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/tenants/update/:id */
const update = create;

/** POST /api/tenants/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

export const tenantsAnswers = { list, get, create, update, delete: remove };
