import { AUTH_MESSAGES } from '../../domain/auth';
import { verifyPassword } from '../auth/passwords';
import { principalOf } from '../auth/guard';
import { findUserByEmail, findUserById, toLoggedInUser } from '../auth/loggedInUser';
import { HttpError } from '../http/errors';
import {
  clearLoginFailures,
  confirmLoginFailure,
  releaseLoginReservation,
  reserveLoginAttempt,
} from '../services/abuseLimits';
import { tenantConfigFor } from '../services/tenantConfig';
import { recordLogin } from '../services/userQueries';
import { usersAuthContract } from '../../domain/contracts/users-auth';
import { contractRoutes } from '../http/contractRoutes';

/** Why a correct password still does not sign in, per account status. */
const STATUS_REFUSALS: Record<string, string> = {
  pending: AUTH_MESSAGES.pendingApproval,
  rejected: AUTH_MESSAGES.rejected,
  disabled: AUTH_MESSAGES.disabled,
};

export const usersAuthRoutes = contractRoutes(usersAuthContract, async (ctx) => {
  // The signed-in user as the server sees it now (role and permissions read fresh).

  return {
    login: async (request, reply) => {
      const { email, password, remember } = request.body;
      // Too many failures for this account or address: 429 before the password is even looked at.
      // Otherwise the attempt is counted as a failure now, before the slow check, so attempts
      // made at once count each other; a wrong password leaves it counted.
      const reservation = await reserveLoginAttempt(ctx, reply, email, request.ip);
      const row = await findUserByEmail(ctx.db, email);
      // Unknown email and wrong password take the same time and get the same answer.
      const passwordOk = await verifyPassword(row?.user.passwordHash, password);
      if (!row || !passwordOk) {
        await confirmLoginFailure(ctx, reservation);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await releaseLoginReservation(ctx, reservation);
      await clearLoginFailures(ctx, email);
      const refusal = STATUS_REFUSALS[row.user.status];
      if (refusal) throw new HttpError(403, refusal);

      const tokens = await ctx.sessions.start(row.user.id, remember ?? false);
      await recordLogin(ctx.db, row.user.id, new Date(ctx.now()));
      const loggedIn = toLoggedInUser(row);
      return {
        success: true,
        message: AUTH_MESSAGES.loggedIn,
        data: {
          ...loggedIn,
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          tenantConfig: await tenantConfigFor(ctx.db, loggedIn.landlordId),
        },
      };
    },
    logout: async (request) => {
      const principal = principalOf(request);
      await ctx.sessions.revoke(principal.sessionId, 'logout');
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },
    me: async (request) => {
      const principal = principalOf(request);
      const row = await findUserById(ctx.db, principal.userId);
      if (!row) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
      return { success: true, message: 'OK', data: toLoggedInUser(row) };
    },
  };
});
