import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { healthAnswers } from '../answers/health';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: { public: true }, schema: { response: healthAnswers.main } },
      async () => {
        await ctx.db.execute(sql`select 1`);
        return { success: true, message: 'OK', data: { db: 'ok' as const } };
      },
    );
  };
