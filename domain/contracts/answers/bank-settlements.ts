import {
  bankAccountSchema,
  fetchResultSchema,
  settlementBatchDetailSchema,
  settlementBatchSchema,
} from '../../bankSettlementSchemas';
import { errorAnswers, listAnswerOf, okAnswer } from '../../answerSchemas';
import { z } from 'zod';

/** GET /api/bank-settlements/account and POST …/account: the landlord's account, or null before one is saved. */
const account = { 200: okAnswer(bankAccountSchema.nullable()), ...errorAnswers };

/** GET /api/bank-settlements/list */
const list = { 200: listAnswerOf(settlementBatchSchema), ...errorAnswers };

/** GET /api/bank-settlements/get/:id */
const get = { 200: okAnswer(settlementBatchDetailSchema), ...errorAnswers };

/** POST /api/bank-settlements/fetch */
const fetched = { 200: okAnswer(fetchResultSchema), ...errorAnswers };

/** GET /api/bank-settlements/export: text/csv. */
const csv = { 200: z.string().meta({ description: 'The batches as CSV' }), ...errorAnswers };

export const bankSettlementsAnswers = { account, list, get, fetched, csv };
