import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isDigits, isLocale, type DisplayLocale } from '../../domain/displayLocale';
import { invitations, users } from '../db/schema';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';

export const INVITATION_DAYS = 7;

/**
 * Where the invitation link leads: the panel's set-password page. The token rides in the
 * fragment, which browsers never send to a server, so no access log or proxy records it.
 */
export const invitationPath = (token: string) => `/admin-panel/auth/invitation#token=${token}`;

/**
 * Invites a manager or tenant by mail: a random single-use token (only its hash is stored),
 * valid INVITATION_DAYS days. A new invitation replaces the user's open ones.
 */
export async function inviteUser(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
  /** baseUrl: where the link leads, PUBLIC_URL unless given; inviterId: whose language the mail is in. */
  details: { invitedBy: string; role: string; baseUrl?: string; inviterId?: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.userId, user.id), isNull(invitations.usedAt)));
    await tx.insert(invitations).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    });
  });
  await ctx.mail.send({
    to: user.email,
    template: 'invitation',
    // The invited person has chosen no language yet: the mail is in the inviter's.
    ...(details.inviterId ? { display: await languageOf(ctx, details.inviterId) } : {}),
    data: {
      firstName: user.firstName,
      invitedBy: details.invitedBy,
      role: details.role,
      link: `${details.baseUrl ?? ctx.config.publicUrl}${invitationPath(token)}`,
      days: INVITATION_DAYS,
    },
  });
}

/**
 * Takes an invitation token: marks it used and returns its user id, or null when it is unknown,
 * used or expired. The update is the check, so one token can never be taken twice.
 */
export async function takeInvitation(ctx: AppContext, token: string): Promise<string | null> {
  const now = new Date(ctx.now());
  const [row] = await ctx.db
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ userId: invitations.userId });
  return row?.userId ?? null;
}

/** A user's language and digits (English for a user not found). */
async function languageOf(ctx: AppContext, userId: string): Promise<DisplayLocale> {
  const [row] = await ctx.db
    .select({ locale: users.locale, digits: users.digits })
    .from(users)
    .where(eq(users.id, userId));
  return {
    locale: isLocale(row?.locale) ? row.locale : 'en',
    digits: isDigits(row?.digits) ? row.digits : 'latn',
  };
}

/**
 * The invitee behind an open token, without taking it. An invitation is good only while unused,
 * unexpired and its user is still waiting ('pending').
 */
export async function openInvitation(ctx: AppContext, token: string) {
  const now = new Date(ctx.now());
  const [row] = await ctx.db
    .select({ userId: users.id, firstName: users.firstName, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
        eq(users.status, 'pending'),
      ),
    );
  return row;
}

/** Sets the invitee's password and activates it, if it is still waiting; false otherwise. */
export async function activateInvitedUser(
  ctx: AppContext,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const [activated] = await ctx.db
    .update(users)
    .set({ passwordHash, status: 'active', updatedAt: new Date(ctx.now()) })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning({ id: users.id });
  return activated !== undefined;
}
