import { filesAnswers } from './answers/files';
import { z } from 'zod';
import { defineContract } from './contract';

/** The files API resource: its endpoints, each with its access rule and schemas. */
export const filesContract = defineContract({
  name: 'files',
  path: '/api/files',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/files/:key',
      access: { public: true },
      operationId: 'filesByKey',
      summary: 'Download a stored file by key',
      params: z.object({ key: z.string().max(40) }),
      query: z.object({ expires: z.coerce.number().int(), sig: z.string().max(100) }),
      answers: filesAnswers.main,
    },
  },
});
