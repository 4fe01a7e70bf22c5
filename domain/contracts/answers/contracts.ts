import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { contractSchema } from './records';

/** GET /api/contracts/list */
const list = {
  200: listAnswerOf(contractSchema),
  ...errorAnswers,
};

/** GET /api/contracts/get/:id */
const get = {
  200: okAnswer(contractSchema),
  ...errorAnswers,
};

/** POST /api/contracts/create */
const create = get;

/** POST /api/contracts/update/:id */
const update = get;

/** POST /api/contracts/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

export const contractsAnswers = { list, get, create, update, delete: remove };
