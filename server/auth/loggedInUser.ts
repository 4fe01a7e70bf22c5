import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import type { LoggedInUser } from '../../domain/user';
import type { RoleKey } from '../../domain/roles';
import { isDigits, isLocale } from '../../domain/displayLocale';

export type UserWithRole = Awaited<ReturnType<typeof findUserByEmail>>;

/** Looks a user up by email, ignoring case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row;
}

/** The logged-in user of spec section 3 (without tokens), from a user row and its role. */
export function toLoggedInUser(
  row: NonNullable<UserWithRole>,
): Omit<LoggedInUser, 'access_token' | 'refresh_token'> {
  const { user, role } = row;
  const roleKey = role.key as RoleKey | null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fname: user.firstName,
    lname: user.lastName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatarPath,
    profilePic: user.avatarPath,
    role: { id: role.id, key: roleKey ?? 'user', name: role.name, permissions: role.permissions },
    landlordId: roleKey === 'landlord' ? user.id : user.landlordId,
    allowedHoldingProperties: user.allowedHoldingProperties,
    locale: isLocale(user.locale) ? user.locale : null,
    digits: isDigits(user.digits) ? user.digits : 'latn',
  };
}
