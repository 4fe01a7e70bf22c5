import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

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
