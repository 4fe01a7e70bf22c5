import type { AppContext } from '../context';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { hashPassword } from '../auth/passwords';
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
import { emailOwner, insertPendingLandlord, landlordRoleId } from '../services/signupQueries';
import { landlordUsersContract } from '../../domain/contracts/landlord-users';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

export const SIGNUP_MESSAGES = {
  roleRefused: text('signup.roleRefused'),
} as const;

/** Mails the owner of a taken address that someone signed up with it (no mail for no account). */
async function mailTakenEmail(ctx: AppContext, email: string): Promise<void> {
  const owner = await emailOwner(ctx.db, email);
  if (!owner) return;
  await ctx.mail.send({
    to: owner.email,
    template: 'signup-email-taken',
    data: { firstName: owner.firstName, loginUrl: `${ctx.config.publicUrl}/admin-panel/auth/login` },
  });
}

/**
 * Landlord self sign-up (spec sections 1 and 7): the account waits for admin approval.
 * A taken email is answered exactly as a new sign-up (status and body; the id is a fresh random
 * one that names no row), in about the same time (the password is hashed either way), and the
 * address's owner is mailed what happened, after the answer has gone out (issue 30 item 9).
 */
export const landlordUsersRoutes = contractRoutes(landlordUsersContract, async (ctx, app) => {
  const afterAnswer = afterResponse(app, 'sign-up mail');

  return {
    signUp: async (request, reply) => {
      const { fname, lname, email, phone, gender, password, roleId } = request.body;
      // Every attempt from an address counts, so a list of emails cannot be tested against it.
      const rule = limitRules(ctx.config.limits).signupAddress;
      const limit = await checkLimit(ctx, rule, request.ip);
      if (limit.limited) tooManyRequests(reply, limit.retryAfterSeconds, LIMIT_MESSAGES.signups);
      await recordEvent(ctx, rule.kind, request.ip);
      await pruneEvents(ctx);
      const landlordRole = { id: await landlordRoleId(ctx.db) };
      // Nobody signs up as an admin, a manager or a tenant, whatever roleId says.
      if (roleId !== undefined && roleId !== landlordRole.id) {
        throw new HttpError(403, SIGNUP_MESSAGES.roleRefused);
      }
      const passwordHash = await hashPassword(password);
      const answer = (id: string) => ({
        success: true,
        message: ACCOUNT_MESSAGES.signupSuccess,
        data: { id, email, status: 'pending' },
      });
      const taken = () => {
        afterAnswer(request, () => mailTakenEmail(ctx, email));
        return answer(randomUUID());
      };
      if (await emailOwner(ctx.db, email)) return taken();
      const createdId = await insertPendingLandlord(ctx.db, {
        firstName: fname,
        lastName: lname,
        email,
        phone,
        gender,
        passwordHash,
        roleId: landlordRole.id,
      });
      // A sign-up with the same email that committed first: answered alike.
      return createdId === null ? taken() : answer(createdId);
    },
  };
});
