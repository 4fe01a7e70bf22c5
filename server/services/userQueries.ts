import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/** Remembers when a user last signed in. */
export async function recordLogin(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** A user's own language and digits (issue 22), kept for mails, PDFs and the next sign-in. */
export async function saveUserLanguage(
  db: Database,
  userId: string,
  choice: Pick<typeof users.$inferInsert, 'locale' | 'digits'>,
): Promise<void> {
  await db
    .update(users)
    .set({ locale: choice.locale, digits: choice.digits, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets some of a user's own columns (profile, avatar, password). */
export async function updateUserFields(
  db: Database,
  userId: string,
  fields: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** Signs a user out everywhere but in this session (after a password change). */
export async function revokeOtherSessions(db: Database, userId: string, keptSessionId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: 'password changed' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)));
}
