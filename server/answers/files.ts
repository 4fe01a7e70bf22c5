import { binaryAnswer, errorAnswers } from '../../domain/answerSchemas';

/** GET /api/files/:key */
const main = {
  200: binaryAnswer(
    ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'],
    'The stored file',
  ),
  ...errorAnswers,
};

export const filesAnswers = { main };
