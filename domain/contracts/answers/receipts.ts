import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from '../../answerSchemas';
import { receiptSchema } from './records';

/** GET /api/receipts/list */
const list = { 200: listAnswerOf(receiptSchema), ...errorAnswers };

/** GET /api/receipts/get/:id */
const get = { 200: okAnswer(receiptSchema), ...errorAnswers };

/** GET /api/receipts/pdf/:id */
const pdf = { 200: binaryAnswer(['application/pdf'], 'The PDF document'), ...errorAnswers };

export const receiptsAnswers = { list, get, pdf };
