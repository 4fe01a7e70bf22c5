import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { isUniqueViolation } from '../db/pgErrors';

/** The owner of an email (compared in lower case, as the unique index does), or undefined. */
export async function emailOwner(db: Database, email: string) {
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return owner;
}

/** The id of the built-in landlord role (throws if roles were not seeded). */
export async function landlordRoleId(db: Database): Promise<number> {
  const [landlordRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'landlord'));
  if (!landlordRole) throw new Error('the landlord role is missing: roles were not seeded');
  return landlordRole.id;
}

/**
 * A new landlord waiting for approval; its id, or null when a sign-up with the same email
 * committed first (the unique index refused this one).
 */
export async function insertPendingLandlord(
  db: Database,
  values: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'phone' | 'gender' | 'passwordHash' | 'roleId'
  >,
): Promise<string | null> {
  try {
    const [created] = await db
      .insert(users)
      .values({ ...values, status: 'pending' })
      .returning({ id: users.id });
    return created!.id;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
