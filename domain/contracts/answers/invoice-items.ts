import { errorAnswers, okAnswer } from '../../answerSchemas';
import { invoiceDetailSchema } from './records';

/** POST /api/invoice-items/create */
const create = {
  200: okAnswer(invoiceDetailSchema),
  ...errorAnswers,
};

/** POST /api/invoice-items/delete/:id */
const remove = create;

export const invoiceItemsAnswers = { create, delete: remove };
