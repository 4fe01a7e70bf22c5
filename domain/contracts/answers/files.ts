import { z } from 'zod';
import { binaryAnswer, errorAnswers } from '../../answerSchemas';

/** GET /api/files/:key */
const main = {
  200: binaryAnswer(
    ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'],
    'The stored file',
  ),
  // No body: the Location header carries the bucket's presigned link, valid 60 seconds.
  302: z.null().describe('With STORAGE=s3: on to the bucket’s presigned link'),
  ...errorAnswers,
};

export const filesAnswers = { main };
