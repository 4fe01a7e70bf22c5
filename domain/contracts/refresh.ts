import { refreshAnswers } from './answers/refresh';
import { defineContract } from './contract';

/** The refresh API resource: its endpoints, each with its access rule and schemas. */
export const refreshContract = defineContract({
  name: 'refresh',
  path: '/api/refresh/token',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/refresh/token',
      access: { public: true },
      operationId: 'refreshToken',
      summary: 'Refresh the access token',
      answers: refreshAnswers.token,
    },
  },
});
