import { healthAnswers } from './answers/health';
import { defineContract } from './contract';

/** The health API resource: its endpoints, each with its access rule and schemas. */
export const healthContract = defineContract({
  name: 'health',
  path: '/api/health',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/health',
      access: { public: true },
      operationId: 'health',
      summary: 'Health summary',
      answers: healthAnswers.main,
    },
    live: {
      method: 'GET',
      path: '/api/health/live',
      access: { public: true },
      operationId: 'healthLive',
      summary: 'Liveness probe',
      answers: healthAnswers.live,
    },
    ready: {
      method: 'GET',
      path: '/api/health/ready',
      access: { public: true },
      operationId: 'healthReady',
      summary: 'Readiness probe',
      answers: healthAnswers.ready,
    },
  },
});
