import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { roles, users } from '../../server/db/schema';

/** The calls of password recovery; `from` is the caller's address (default: the inject default). */
export const requestCode = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/landlord-users/email/verification', payload: { email } });
export const verify = (app: App, email: string, otp: string) =>
  app.inject({ method: 'POST', url: '/api/landlord-users/email/otp/verified', payload: { email, otp } });
export const setPassword = (app: App, email: string, password: string, resetToken: string, from?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/landlord-users/new/password',
    payload: { email, password, resetToken },
    ...(from ? { remoteAddress: from } : {}),
  });

/** A well-formed reset token that no code check handed out (a stranger's guess). */
export const guessedToken = () => randomBytes(32).toString('base64url');

/** Another 4-digit code than `code`, the n-th of them. */
export const wrongCode = (code: string, n = 0) => String((Number(code) + 1 + n) % 10_000).padStart(4, '0');

/** A user of its own for each test (limits count per email), with the demo password. */
export async function createUser(app: App, status = 'active', firstName = 'Mona'): Promise<string> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const db = app.ctx.db;
  const [template] = await db.select().from(users).where(eq(users.email, 'landlord@example.com'));
  const [landlordRole] = await db.select().from(roles).where(eq(roles.key, 'landlord'));
  await db.insert(users).values({
    email,
    firstName,
    lastName: 'Al-Test',
    passwordHash: template!.passwordHash,
    roleId: landlordRole!.id,
    status,
  });
  return email;
}
