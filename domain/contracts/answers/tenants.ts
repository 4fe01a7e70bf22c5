import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { contractSchema, tenantRecordSchema } from './records';

/** GET /api/tenants/list */
const list = {
  200: listAnswerOf(tenantRecordSchema),
  ...errorAnswers,
};

/** GET /api/tenants/get/:id */
const get = {
  200: okAnswer(tenantRecordSchema.extend({ contracts: z.array(contractSchema) })),
  ...errorAnswers,
};

/** POST /api/tenants/create */
const create = {
  200: okAnswer(tenantRecordSchema),
  ...errorAnswers,
};

/** POST /api/tenants/update/:id */
const update = create;

/** POST /api/tenants/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

export const tenantsAnswers = { list, get, create, update, delete: remove };
