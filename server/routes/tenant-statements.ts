import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** API resource `tenant-statements`: placeholder until its issue lands. */
export const tenantStatementsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
