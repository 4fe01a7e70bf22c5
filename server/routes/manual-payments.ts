import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `manual-payments`: placeholder until its issue lands. */
export const manualPaymentsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
