import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { afterResponse } from '../http/afterResponse';
import { HttpError } from '../http/errors';
import {
  checkLimit,
  LIMIT_MESSAGES,
  limitRules,
  pruneEvents,
  recordEvent,
  tooManyRequests,
} from '../services/abuseLimits';
import { issuePasswordCode, resetPassword, verifyPasswordCode } from '../services/emailCodes';
import { passwordRecoveryContract } from '../../domain/contracts/password-recovery';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

export const RECOVERY_MESSAGES = {
  codeSent: (minutes: number) => text('recovery.codeSent', { minutes }),
  codeVerified: text('recovery.codeVerified'),
  passwordChanged: text('recovery.passwordChanged'),
  resetExpired: ACCOUNT_MESSAGES.resetExpired,
} as const;

/**
 * Password recovery (forgot-password → otp → new-password), all public:
 * POST /api/landlord-users/email/verification { email }       → mails a code; same answer for any email
 * POST /api/landlord-users/email/otp/verified { email, otp }  → data.resetToken, or 400 'Invalid code, please try again.'
 * POST /api/landlord-users/new/password { email, password, resetToken }
 *   → once, with the token of that verification, within minutes of it; refusals are limited per
 *     email and per client address (429), so the call cannot be polled.
 */
export const passwordRecoveryRoutes = contractRoutes(passwordRecoveryContract, async (ctx, app) => {
  const rules = limitRules(ctx.config.limits);

  // A code is issued after the answer has gone out, so a known email answers as fast as an unknown one.
  const afterAnswer = afterResponse(app, 'password code issue');

  return {
    emailVerification: async (request, reply) => {
      const { email } = request.body;
      // Counted per email whether or not the account exists, so a 429 reveals nothing either.
      const limit = await checkLimit(ctx, rules.codeRequest, email);
      if (limit.limited) tooManyRequests(reply, limit.retryAfterSeconds, LIMIT_MESSAGES.codeRequests);
      await recordEvent(ctx, rules.codeRequest.kind, email);
      afterAnswer(request, async () => {
        await issuePasswordCode(ctx, email);
        await pruneEvents(ctx);
      });
      return { success: true, message: RECOVERY_MESSAGES.codeSent(ctx.config.limits.codeTtlMinutes) };
    },
    emailOtpVerified: async (request, reply) => {
      const { email, otp } = request.body;
      const check = await verifyPasswordCode(ctx, email, otp);
      if (check.outcome === 'limited') {
        tooManyRequests(reply, check.retryAfterSeconds, LIMIT_MESSAGES.codeChecks);
      }
      if (check.outcome === 'invalid') throw new HttpError(400, ACCOUNT_MESSAGES.otpInvalid);
      return {
        success: true,
        message: RECOVERY_MESSAGES.codeVerified,
        data: { resetToken: check.resetToken },
      };
    },
    newPassword: async (request, reply) => {
      const { email, password, resetToken } = request.body;
      // Checked before the token: an email or an address past its refusals learns nothing more.
      const states = await Promise.all([
        checkLimit(ctx, rules.resetEmail, email),
        checkLimit(ctx, rules.resetAddress, request.ip),
      ]);
      const waits = states.filter((s) => s.limited).map((s) => s.retryAfterSeconds);
      if (waits.length > 0) tooManyRequests(reply, Math.max(...waits), LIMIT_MESSAGES.resets);
      if (!(await resetPassword(ctx, email, password, resetToken))) {
        await recordEvent(ctx, rules.resetEmail.kind, email);
        await recordEvent(ctx, rules.resetAddress.kind, request.ip);
        await pruneEvents(ctx);
        throw new HttpError(400, RECOVERY_MESSAGES.resetExpired);
      }
      return { success: true, message: RECOVERY_MESSAGES.passwordChanged };
    },
  };
});
