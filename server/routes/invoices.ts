import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `invoices`: placeholder until its issue lands. */
export const invoicesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
