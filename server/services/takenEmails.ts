import type { FastifyReply } from 'fastify';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import type { AppConfig } from '../config';
import { ConflictError } from '../../domain/errors';
import {
  checkLimit,
  LIMIT_MESSAGES,
  limitRules,
  pruneEvents,
  recordEvent,
  tooManyRequests,
  type LimitDeps,
} from './abuseLimits';

/**
 * Staff who add a tenant or a manager (or change a pending tenant's email) must not learn which
 * addresses have accounts elsewhere on the platform (issue 30 item 9). An address that already
 * has an account, whoever's it is, is refused with one neutral message (409), and each refusal
 * counts against the staff user: past TAKEN_EMAIL_MAX_PER_USER in the window, the user's calls
 * that would look an address up answer 429 before looking, so no list of addresses can be tested.
 */
export async function assertEmailUsable(
  ctx: LimitDeps & { config: AppConfig },
  reply: FastifyReply,
  userId: string,
  taken: () => Promise<boolean>,
): Promise<void> {
  const rule = limitRules(ctx.config.limits).takenEmailUser;
  const state = await checkLimit(ctx, rule, userId);
  if (state.limited) tooManyRequests(reply, state.retryAfterSeconds, LIMIT_MESSAGES.takenEmails);
  if (!(await taken())) return;
  await recordEvent(ctx, rule.kind, userId);
  await pruneEvents(ctx);
  throw new ConflictError(TENANT_MESSAGES.emailTaken);
}
