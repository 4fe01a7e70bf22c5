import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { managerRecordSchema } from './records';

/** GET /api/property-managers/list */
const list = { 200: listAnswerOf(managerRecordSchema), ...errorAnswers };

/** GET /api/property-managers/get/:id */
const get = { 200: okAnswer(managerRecordSchema), ...errorAnswers };

/** POST /api/property-managers/create */
const create = get;

/** POST /api/property-managers/update/:id */
const update = get;

/** POST /api/property-managers/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

/** POST /api/property-managers/resend-invitation/:id */
const resendInvitation = remove;

export const propertyManagersAnswers = { list, get, create, update, delete: remove, resendInvitation };
