import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `reports`: placeholder until its issue lands. */
export const reportsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
