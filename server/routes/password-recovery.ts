import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { forgotPasswordSchema, newPasswordSchema, verifyOtpSchema } from '../../domain/accountSchemas';
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
import type { AppContext } from '../context';
import { passwordRecoveryAnswers } from '../answers/password-recovery';

export const RECOVERY_MESSAGES = {
  codeSent: (minutes: number) =>
    `If an account exists for this email, we have sent it a 4-digit code. The code is valid for ${minutes} minutes.`,
  codeVerified: 'Code verified. Please choose a new password.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  resetExpired: 'This code has expired or has already been used. Please request a new code.',
} as const;

/**
 * Password recovery (forgot-password → otp → new-password), all public:
 * POST /api/landlord-users/email/verification { email }       → mails a code; same answer for any email
 * POST /api/landlord-users/email/otp/verified { email, otp }  → success, or 400 'Invalid code, please try again.'
 * POST /api/landlord-users/new/password { email, password }   → once, within minutes of the verification
 */
export const passwordRecoveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rules = limitRules(ctx.config.limits);

    // A code is issued after the answer has gone out (onResponse, then setImmediate), so a known
    // email answers as fast as an unknown one. close() waits for the work under way.
    const pending = new Set<Promise<void>>();
    const afterResponse = new WeakMap<FastifyRequest, () => Promise<unknown>>();
    app.addHook('onResponse', async (request) => {
      const task = afterResponse.get(request);
      if (!task) return;
      const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'password code issue failed'),
      );
      pending.add(run);
      void run.finally(() => pending.delete(run));
    });
    app.addHook('onClose', async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });

    app.post(
      '/api/landlord-users/email/verification',
      {
        config: { public: true },
        schema: { body: forgotPasswordSchema, response: passwordRecoveryAnswers.emailVerification },
      },
      async (request, reply) => {
        const { email } = request.body;
        // Counted per email whether or not the account exists, so a 429 reveals nothing either.
        const limit = await checkLimit(ctx, rules.codeRequest, email);
        if (limit.limited) tooManyRequests(reply, limit.retryAfterSeconds, LIMIT_MESSAGES.codeRequests);
        await recordEvent(ctx, rules.codeRequest.kind, email);
        afterResponse.set(request, async () => {
          await issuePasswordCode(ctx, email);
          await pruneEvents(ctx);
        });
        return { success: true, message: RECOVERY_MESSAGES.codeSent(ctx.config.limits.codeTtlMinutes) };
      },
    );

    app.post(
      '/api/landlord-users/email/otp/verified',
      {
        config: { public: true },
        schema: { body: verifyOtpSchema, response: passwordRecoveryAnswers.emailOtpVerified },
      },
      async (request, reply) => {
        const { email, otp } = request.body;
        const check = await verifyPasswordCode(ctx, email, otp);
        if (check.outcome === 'limited') {
          tooManyRequests(reply, check.retryAfterSeconds, LIMIT_MESSAGES.codeChecks);
        }
        if (check.outcome === 'invalid') throw new HttpError(400, ACCOUNT_MESSAGES.otpInvalid);
        return { success: true, message: RECOVERY_MESSAGES.codeVerified };
      },
    );

    app.post(
      '/api/landlord-users/new/password',
      {
        config: { public: true },
        schema: { body: newPasswordSchema, response: passwordRecoveryAnswers.newPassword },
      },
      async (request) => {
        const { email, password } = request.body;
        if (!(await resetPassword(ctx, email, password)))
          throw new HttpError(400, RECOVERY_MESSAGES.resetExpired);
        return { success: true, message: RECOVERY_MESSAGES.passwordChanged };
      },
    );
  };
