import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../domain/accountMessages';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { emailCodes, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { checkLimit, clearLoginFailures, limitRules, recordEvent } from './abuseLimits';

/**
 * Password recovery by an emailed 4-digit code. Four digits are weak, so the limits protect the
 * account: a code comes from a cryptographic source, is stored only as an HMAC, is single use,
 * expires (CODE_TTL_MINUTES), dies after CODE_MAX_WRONG wrong tries, and an email gets at most
 * CODE_MAX_WRONG_PER_DAY wrong tries in 24 hours. A new code consumes the open one.
 * The right code hands back a reset token (256 random bits, stored only as an HMAC bound to that
 * code): the new password needs it, so whoever merely knows the email cannot finish the reset.
 */

const PURPOSE = 'password-reset';
const MINUTE = 60_000;

/** Who may recover a password: a pending landlord too; rejected and disabled accounts get no mail. */
const RECOVERABLE_STATUSES = ['active', 'pending'];

type EmailCodesContext = Pick<AppContext, 'db' | 'now' | 'config' | 'mail' | 'sessions'>;

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC-SHA256 keyed with the JWT secret and bound to the user: the table alone reveals nothing. */
export function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${code}`).digest('hex');
}

/** HMAC-SHA256 of a reset token, bound to the code whose check handed it out. */
export function hashResetToken(secret: string, codeId: string, token: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}-token:${codeId}:${token}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The recoverable user with this email, its row locked until the transaction ends: code issue and
 * code checks of one account run one at a time, so parallel guesses cannot outrun the counters.
 */
async function lockRecoverableUser(tx: Database, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), inArray(users.status, RECOVERABLE_STATUSES)))
    .for('update');
  return user;
}

/**
 * Issues a new code for the email and mails it, consuming any open one. Does nothing for an
 * unknown, rejected or disabled account (the caller answers alike either way). Answers whether a
 * code was sent.
 */
export async function issuePasswordCode(ctx: EmailCodesContext, email: string): Promise<boolean> {
  const ttlMinutes = ctx.config.limits.codeTtlMinutes;
  const code = generateCode();
  const user = await ctx.db.transaction(async (tx) => {
    const found = await lockRecoverableUser(tx, email);
    if (!found) return undefined;
    const now = new Date(ctx.now());
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(emailCodes.userId, found.id), eq(emailCodes.purpose, PURPOSE), isNull(emailCodes.consumedAt)),
      );
    await tx.insert(emailCodes).values({
      userId: found.id,
      purpose: PURPOSE,
      codeHash: hashCode(ctx.config.jwtSecret, found.id, code),
      expiresAt: new Date(now.getTime() + ttlMinutes * MINUTE),
      createdAt: now,
    });
    return found;
  });
  if (!user) return false;
  await ctx.mail.send({
    to: user.email,
    template: 'password-code',
    data: { code, minutes: ttlMinutes, firstName: user.firstName },
  });
  return true;
}

export type CodeCheck =
  | { outcome: 'verified'; resetToken: string }
  | { outcome: 'invalid' }
  | { outcome: 'limited'; retryAfterSeconds: number };

/** A hash that matches no code: compared for unknown emails so they cost the same. */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * Checks a code. Wrong, expired, used, replaced and dead codes, and unknown emails, are all
 * 'invalid' and count one wrong try for the email (24-hour limit); a wrong code also counts
 * against the code itself. At the daily limit the answer is 'limited' without looking at the code.
 */
export async function verifyPasswordCode(
  ctx: EmailCodesContext,
  email: string,
  otp: string,
): Promise<CodeCheck> {
  const { limits, jwtSecret } = ctx.config;
  const rule = limitRules(limits).codeWrong;
  return ctx.db.transaction(async (tx): Promise<CodeCheck> => {
    const deps = { db: tx, now: ctx.now };
    const user = await lockRecoverableUser(tx, email);
    const limit = await checkLimit(deps, rule, email);
    if (limit.limited) return { outcome: 'limited', retryAfterSeconds: limit.retryAfterSeconds };

    const [code] = user
      ? await tx
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.userId, user.id),
              eq(emailCodes.purpose, PURPOSE),
              isNull(emailCodes.consumedAt),
            ),
          )
          .orderBy(desc(emailCodes.createdAt))
          .limit(1)
      : [];
    const now = new Date(ctx.now());
    const matches = sameHash(hashCode(jwtSecret, user?.id ?? '', otp), code?.codeHash ?? NO_CODE_HASH);
    const usable =
      code !== undefined &&
      code.verifiedAt === null &&
      code.expiresAt.getTime() > now.getTime() &&
      code.wrongAttempts < limits.codeMaxWrong;
    if (usable && matches) {
      const resetToken = randomBytes(32).toString('base64url');
      await tx
        .update(emailCodes)
        .set({ verifiedAt: now, resetTokenHash: hashResetToken(jwtSecret, code.id, resetToken) })
        .where(eq(emailCodes.id, code.id));
      return { outcome: 'verified', resetToken };
    }
    if (usable) {
      await tx
        .update(emailCodes)
        .set({ wrongAttempts: sql`${emailCodes.wrongAttempts} + 1` })
        .where(eq(emailCodes.id, code.id));
    }
    await recordEvent(deps, rule.kind, email);
    return { outcome: 'invalid' };
  });
}

/**
 * Sets the new password if the email's code was verified within NEW_PASSWORD_WINDOW_MINUTES, not
 * used yet, and `resetToken` is the token that verification handed back; the code is consumed in
 * the same transaction, so a replay finds nothing. Then
 * every session of the user ends, the account's failed sign-ins are forgiven, and the user is
 * mailed. Answers whether the password was changed.
 */
export async function resetPassword(
  ctx: EmailCodesContext,
  email: string,
  password: string,
  resetToken: string,
): Promise<boolean> {
  const verifiedSince = () => new Date(ctx.now() - ctx.config.limits.newPasswordWindowMinutes * MINUTE);
  const open = and(
    eq(emailCodes.purpose, PURPOSE),
    isNull(emailCodes.consumedAt),
    gt(emailCodes.verifiedAt, verifiedSince()),
  );
  const [candidate] = await ctx.db
    .select({
      codeId: emailCodes.id,
      tokenHash: emailCodes.resetTokenHash,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(emailCodes)
    .innerJoin(users, eq(users.id, emailCodes.userId))
    .where(and(open, eq(sql`lower(${users.email})`, email), inArray(users.status, RECOVERABLE_STATUSES)))
    .orderBy(desc(emailCodes.verifiedAt))
    .limit(1);
  const presented = hashResetToken(ctx.config.jwtSecret, candidate?.codeId ?? '', resetToken);
  if (!candidate || !sameHash(presented, candidate.tokenHash ?? NO_CODE_HASH)) return false;

  // argon2 runs only for a verified code, and outside the transaction (it takes ~10 ms).
  const passwordHash = await hashPassword(password);
  const changed = await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const claimed = await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(emailCodes.id, candidate.codeId),
          isNull(emailCodes.consumedAt),
          gt(emailCodes.verifiedAt, verifiedSince()),
        ),
      )
      .returning({ id: emailCodes.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, candidate.userId));
    return true;
  });
  if (!changed) return false;

  await ctx.sessions.revokeAllForUser(candidate.userId, 'password reset');
  await clearLoginFailures(ctx, email);
  await ctx.mail.send({
    to: candidate.email,
    template: 'password-changed',
    data: { firstName: candidate.firstName },
  });
  return true;
}
