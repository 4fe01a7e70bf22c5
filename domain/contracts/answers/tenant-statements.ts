import { errorAnswers, okAnswer } from '../../answerSchemas';
import { tenantStatementSchema } from './records';

/** GET /api/tenant-statements/get/:tenantId */
const get = { 200: okAnswer(tenantStatementSchema), ...errorAnswers };

export const tenantStatementsAnswers = { get };
