import { AUTH_MESSAGES, REFRESH_ABANDON_HEADER } from '../../domain/auth';
import { bearerToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { refreshContract } from '../../domain/contracts/refresh';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

const ABANDON_HEADER = REFRESH_ABANDON_HEADER.toLowerCase();

/** Spec section 4: the refresh token comes in the Authorization header and is rotated. */
export const refreshRoutes = contractRoutes(refreshContract, async (ctx) => {
  return {
    get: async (request) => {
      const token = bearerToken(request.headers.authorization);
      // The client found no tokens from another tab after a 409: whoever refreshed first was not
      // this browser, so the session ends for them too (src/api/httpClient.ts).
      if (token && request.headers[ABANDON_HEADER] === '1') {
        await ctx.sessions.abandon(token);
        throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
      }
      const rotation = token ? await ctx.sessions.rotate(token) : ({ outcome: 'refused' } as const);
      // 409: the client waits for the tokens its other tab stored, and signs out only if none come.
      if (rotation.outcome === 'superseded') throw new HttpError(409, AUTH_MESSAGES.refreshSuperseded);
      if (rotation.outcome === 'refused') throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
      const { accessToken, refreshToken } = rotation.tokens;
      return { success: true, message: text('auth.refreshed'), data: { accessToken, refreshToken } };
    },
  };
});
