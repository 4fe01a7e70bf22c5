import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `collections`: placeholder until its issue lands. */
export const collectionsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
