import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `invoice-items`: placeholder until its issue lands. */
export const invoiceItemsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
