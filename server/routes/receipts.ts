import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `receipts`: placeholder until its issue lands. */
export const receiptsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
