import { errorAnswers, okAnswer } from '../../answerSchemas';
import { contractSchema } from './records';

/** POST /api/contracts/approve/:id */
const approve = {
  200: okAnswer(contractSchema),
  ...errorAnswers,
};

/** POST /api/contracts/reject/:id */
const reject = approve;

/** POST /api/contracts/terminate/:id */
const terminate = approve;

/** POST /api/contracts/renew/:id */
const renew = approve;

export const contractDecisionsAnswers = { approve, reject, terminate, renew };
