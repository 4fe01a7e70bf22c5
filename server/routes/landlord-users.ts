import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { signupSchema } from '../../domain/accountSchemas';
import { roles, users } from '../db/schema';
import { isUniqueViolation } from '../db/pgErrors';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import {
  checkLimit,
  LIMIT_MESSAGES,
  limitRules,
  pruneEvents,
  recordEvent,
  tooManyRequests,
} from '../services/abuseLimits';
import type { AppContext } from '../context';
import { landlordUsersAnswers } from '../answers/landlord-users';

export const SIGNUP_MESSAGES = {
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  roleRefused: 'Only landlords can sign up here.',
} as const;

/** Landlord self sign-up (spec sections 1 and 7): the account waits for admin approval. */
export const landlordUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/landlord-users/create',
      { config: { public: true }, schema: { body: signupSchema, response: landlordUsersAnswers.create } },
      async (request, reply) => {
        const { fname, lname, email, phone, gender, password, roleId } = request.body;
        // Every attempt from an address counts, so a list of emails cannot be tested against it.
        const rule = limitRules(ctx.config.limits).signupAddress;
        const limit = await checkLimit(ctx, rule, request.ip);
        if (limit.limited) tooManyRequests(reply, limit.retryAfterSeconds, LIMIT_MESSAGES.signups);
        await recordEvent(ctx, rule.kind, request.ip);
        await pruneEvents(ctx);
        const [landlordRole] = await ctx.db
          .select({ id: roles.id })
          .from(roles)
          .where(eq(roles.key, 'landlord'));
        if (!landlordRole) throw new Error('the landlord role is missing: roles were not seeded');
        // Nobody signs up as an admin, a manager or a tenant, whatever roleId says.
        if (roleId !== undefined && roleId !== landlordRole.id) {
          throw new HttpError(403, SIGNUP_MESSAGES.roleRefused);
        }
        const [existing] = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email));
        if (existing) throw new HttpError(409, SIGNUP_MESSAGES.emailTaken);
        try {
          const [created] = await ctx.db
            .insert(users)
            .values({
              firstName: fname,
              lastName: lname,
              email,
              phone,
              gender,
              passwordHash: await hashPassword(password),
              roleId: landlordRole.id,
              status: 'pending',
            })
            .returning({ id: users.id, email: users.email, status: users.status });
          return { success: true, message: ACCOUNT_MESSAGES.signupSuccess, data: created! };
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, SIGNUP_MESSAGES.emailTaken);
          throw err;
        }
      },
    );
  };
