import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AbuseLimitsConfig, AppConfig } from '../config';
import type { Database } from '../db/client';
import { authEvents } from '../db/schema';
import { RateLimitedError } from '../../domain/errors';
import { waitIn } from '../../domain/messages/durations';
import { text } from '../../domain/messages/text';

/**
 * Abuse limits counted in the auth_events table, so they hold across restarts and processes:
 * "at most `max` events of a kind for one subject within `windowMinutes`". Times come from the
 * app's clock (ctx.now), so tests move time instead of sleeping.
 */

export type AuthEventKind =
  | 'login-failure-account'
  | 'login-failure-ip'
  | 'code-request'
  | 'code-wrong'
  | 'reset-refused-email'
  | 'reset-refused-ip'
  | 'signup-ip'
  | 'taken-email-user'
  | 'contact-ip';

export interface LimitRule {
  kind: AuthEventKind;
  max: number;
  windowMinutes: number;
}

export interface LimitState {
  limited: boolean;
  /** When limited: seconds until one event leaves the window and one more try is allowed. */
  retryAfterSeconds: number;
}

/** A database (or a transaction) and the clock. */
export interface LimitDeps {
  db: Database;
  now: () => number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** The rules, read from configuration (LOGIN_MAX_FAILURES, CODE_REQUESTS_MAX, …). */
export function limitRules(limits: AbuseLimitsConfig) {
  return {
    /** Failed sign-ins per account (lower-cased email, whether or not the account exists). */
    loginAccount: {
      kind: 'login-failure-account',
      max: limits.loginMaxFailures,
      windowMinutes: limits.loginWindowMinutes,
    },
    /** Failed sign-ins per client address. */
    loginIp: {
      kind: 'login-failure-ip',
      max: limits.loginMaxFailures,
      windowMinutes: limits.loginWindowMinutes,
    },
    /** Recovery codes requested per email (counted whether or not the account exists). */
    codeRequest: {
      kind: 'code-request',
      max: limits.codeRequestsMax,
      windowMinutes: limits.codeRequestWindowMinutes,
    },
    /** Wrong recovery codes per email in 24 hours. */
    codeWrong: { kind: 'code-wrong', max: limits.codeMaxWrongPerDay, windowMinutes: DAY_MINUTES },
    /** New passwords refused (no valid reset token) per email, whether or not the account exists. */
    resetEmail: {
      kind: 'reset-refused-email',
      max: limits.resetMaxRefusals,
      windowMinutes: limits.resetRefusalWindowMinutes,
    },
    /** New passwords refused per client address. */
    resetAddress: {
      kind: 'reset-refused-ip',
      max: limits.resetMaxRefusals,
      windowMinutes: limits.resetRefusalWindowMinutes,
    },
    /**
     * Sign-ups per client address, taken or not: the answer to a taken email tells the real
     * owner what happened, so it is kept, and this limit keeps anyone from testing a list.
     */
    signupAddress: {
      kind: 'signup-ip',
      max: limits.signupMaxPerAddress,
      windowMinutes: limits.signupWindowMinutes,
    },
    /** Staff (tenant or manager create, tenant email change) refused a taken address, per staff user. */
    takenEmailUser: {
      kind: 'taken-email-user',
      max: limits.takenEmailMaxPerUser,
      windowMinutes: limits.takenEmailWindowMinutes,
    },
    /** Contact messages sent from the public site, per client address (stored ones only). */
    contactAddress: {
      kind: 'contact-ip',
      max: limits.contactMaxPerAddress,
      windowMinutes: limits.contactWindowMinutes,
    },
  } satisfies Record<string, LimitRule>;
}

/**
 * Is the subject at its limit? The answer's wait is exact: it is the time until the max-th most
 * recent event leaves the window (with exactly `max` events, the oldest in the window).
 */
export async function checkLimit(deps: LimitDeps, rule: LimitRule, subject: string): Promise<LimitState> {
  const now = deps.now();
  const windowMs = rule.windowMinutes * MINUTE;
  const recent = await deps.db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.kind, rule.kind),
        eq(authEvents.subject, subject),
        gt(authEvents.createdAt, new Date(now - windowMs)),
      ),
    )
    .orderBy(desc(authEvents.createdAt))
    .limit(rule.max);
  const boundary = recent[rule.max - 1];
  if (!boundary) return { limited: false, retryAfterSeconds: 0 };
  const retryAfterMs = boundary.createdAt.getTime() + windowMs - now;
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

export async function recordEvent(deps: LimitDeps, kind: AuthEventKind, subject: string): Promise<void> {
  await deps.db.insert(authEvents).values({ kind, subject, createdAt: new Date(deps.now()) });
}

export async function clearEvents(deps: LimitDeps, kind: AuthEventKind, subject: string): Promise<void> {
  await deps.db.delete(authEvents).where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject)));
}

/** Last prune per app (keyed on its configuration object): old events are deleted at most hourly. */
const lastPrune = new WeakMap<AppConfig, number>();

/** Deletes events older than every window, so the table stays small. */
export async function pruneEvents(ctx: LimitDeps & { config: AppConfig }): Promise<void> {
  const now = ctx.now();
  if (Math.abs(now - (lastPrune.get(ctx.config) ?? 0)) < 60 * MINUTE) return;
  lastPrune.set(ctx.config, now);
  const { limits } = ctx.config;
  const keepMinutes = Math.max(
    DAY_MINUTES,
    limits.loginWindowMinutes,
    limits.codeRequestWindowMinutes,
    limits.signupWindowMinutes,
    limits.contactWindowMinutes,
    limits.resetRefusalWindowMinutes,
    limits.takenEmailWindowMinutes,
  );
  await ctx.db.delete(authEvents).where(lt(authEvents.createdAt, new Date(now - keepMinutes * MINUTE)));
}

/** "3 minutes", "1 minute", "5 hours": the wait in the unit a person reads (an Arabic reader's in Arabic, arabic.ts). */
export const waitText = (seconds: number): string => waitIn('en', seconds);

export const LIMIT_MESSAGES = {
  login: (wait: string) => text('abuseLimits.login', { wait }),
  codeRequests: (wait: string) => text('abuseLimits.codeRequests', { wait }),
  codeChecks: (wait: string) => text('abuseLimits.codeChecks', { wait }),
  signups: (wait: string) => text('abuseLimits.signups', { wait }),
  resets: (wait: string) => text('abuseLimits.resets', { wait }),
  takenEmails: (wait: string) => text('abuseLimits.takenEmails', { wait }),
} as const;

/**
 * Answers 429 with `Retry-After: <seconds>` and `{ success: false, retryAfterSeconds, message,
 * detail: null }` (detail stays null so the client's toast shows the message).
 */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: (wait: string) => string,
): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new RateLimitedError(message(waitText(retryAfterSeconds)), null, { retryAfterSeconds });
}

type LoginLimitContext = LimitDeps & { config: AppConfig };

/** One sign-in's reserved failures (the account's and the address's), by their event ids. */
export interface LoginReservation {
  eventIds: number[];
}

/**
 * Before the password is checked: refuse (429) when the account or the client address has had
 * too many failed sign-ins in the window, else reserve this attempt as a failure of both. Count
 * and insert run in one transaction under a lock per subject (a transaction-level advisory lock,
 * so it holds across server processes too): attempts in flight count against the limit, and at
 * most the limit of them ever reach the slow password check, however many arrive at once. A
 * right password gives its reservation back (releaseLoginReservation). Checked first so a
 * correct password guessed while limited does not reveal itself.
 */
export async function reserveLoginAttempt(
  ctx: LoginLimitContext,
  reply: FastifyReply,
  email: string,
  ip: string,
): Promise<LoginReservation> {
  const rules = limitRules(ctx.config.limits);
  // Always the account first, then the address: two attempts never wait for each other in a circle.
  const subjects = [
    { rule: rules.loginAccount, subject: email.toLowerCase() },
    { rule: rules.loginIp, subject: ip },
  ];
  const outcome = await ctx.db.transaction(
    async (tx): Promise<LoginReservation | { waitSeconds: number }> => {
      const deps = { db: tx, now: ctx.now };
      const waits: number[] = [];
      for (const { rule, subject } of subjects) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.kind}:${subject}`}, 0))`,
        );
        const state = await checkLimit(deps, rule, subject);
        if (state.limited) waits.push(state.retryAfterSeconds);
      }
      if (waits.length > 0) return { waitSeconds: Math.max(...waits) };
      const createdAt = new Date(ctx.now());
      const rows = await tx
        .insert(authEvents)
        .values(subjects.map(({ rule, subject }) => ({ kind: rule.kind, subject, createdAt })))
        .returning({ id: authEvents.id });
      return { eventIds: rows.map((row) => row.id) };
    },
  );
  if ('waitSeconds' in outcome) tooManyRequests(reply, outcome.waitSeconds, LIMIT_MESSAGES.login);
  await pruneEvents(ctx);
  return outcome;
}

/**
 * A wrong password: the reservation stays as the failure, dated when the answer was known, as
 * the person sees it (the wait they are told counts from their failure, not from its start).
 */
export async function confirmLoginFailure(ctx: LimitDeps, reservation: LoginReservation): Promise<void> {
  await ctx.db
    .update(authEvents)
    .set({ createdAt: new Date(ctx.now()) })
    .where(inArray(authEvents.id, reservation.eventIds));
}

/** A right password: its attempt was no failure, so its reservation is deleted. */
export async function releaseLoginReservation(ctx: LimitDeps, reservation: LoginReservation): Promise<void> {
  await ctx.db.delete(authEvents).where(inArray(authEvents.id, reservation.eventIds));
}

/**
 * A correct password (or a password reset) forgives the account's failures: only the owner can
 * do that. The address's failures stay: an attacker could otherwise sign in to an account of
 * its own between guesses to keep its address under the limit.
 */
export async function clearLoginFailures(ctx: LimitDeps, email: string): Promise<void> {
  await clearEvents(ctx, 'login-failure-account', email.toLowerCase());
}
