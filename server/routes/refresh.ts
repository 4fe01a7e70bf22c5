import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../domain/auth';
import { bearerToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import type { AppContext } from '../context';

/** Spec section 4: the refresh token comes in the Authorization header and is rotated. */
export const refreshRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/refresh/token', { config: { public: true } }, async (request) => {
      const token = bearerToken(request.headers.authorization);
      const rotated = token ? await ctx.sessions.rotate(token) : null;
      if (!rotated) throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
      return {
        success: true,
        message: 'Token refreshed.',
        data: { accessToken: rotated.accessToken, refreshToken: rotated.refreshToken },
      };
    });
  };
