import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_DISPLAY_NAMES, ROLE_KEYS, type RoleKey } from '../../domain/roles';
import type { UserStatus } from '../../domain/user';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { grantNewDefaults } from './roleDefaults';
import { roles, users } from './schema';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoLogin {
  email: string;
  role: string;
  note: string;
}

/** The demo logins of ARCHITECTURE.md; all share DEMO_PASSWORD (each with its own hash). */
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'super@example.com', role: 'super_admin', note: 'super admin' },
  { email: 'landlord@example.com', role: 'landlord', note: 'approved landlord' },
  { email: 'landlord2@example.com', role: 'landlord', note: 'approved landlord, separate portfolio' },
  { email: 'manager@example.com', role: 'manager', note: 'manager of landlord@example.com' },
  { email: 'tenant@example.com', role: 'user', note: 'tenant of landlord@example.com' },
  { email: 'owner@example.com', role: 'owner', note: 'owner (60%) of landlord@example.com’s first building' },
  { email: 'owner2@example.com', role: 'owner', note: 'owner (40%) of the same building' },
  { email: 'pending@example.com', role: 'landlord', note: 'landlord awaiting approval' },
];

/**
 * The seeded roles exist in every database (production too): sign-up and the role screens
 * need them. Existing roles are left as an operator may have changed them, but for default
 * grants added since they were offered the last ones (roleDefaults.ts).
 */
export async function seedRoles(db: Database): Promise<Record<RoleKey, number>> {
  await db
    .insert(roles)
    .values(
      ROLE_KEYS.map((key) => ({
        key,
        name: ROLE_DISPLAY_NAMES[key],
        permissions: DEFAULT_ROLE_PERMISSIONS[key],
        grantedDefaults: DEFAULT_ROLE_PERMISSIONS[key].map((p) => p.name),
      })),
    )
    .onConflictDoNothing();
  await grantNewDefaults(db);
  const rows = await db.select({ id: roles.id, key: roles.key }).from(roles);
  return Object.fromEntries(rows.filter((r) => r.key).map((r) => [r.key, r.id])) as Record<RoleKey, number>;
}

/** Demo users, created once, only into an empty users table. Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const roleIds = await seedRoles(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  // A hash per user, each with its own salt: the same password, yet one cracked hash tells
  // nothing about the others (issue 30 item 13). Hashed side by side, on libuv's threads.
  const hashes = new Map(
    await Promise.all(
      DEMO_LOGINS.map(async ({ email }) => [email, await hashPassword(DEMO_PASSWORD)] as const),
    ),
  );
  const person = (
    email: string,
    firstName: string,
    lastName: string,
    role: RoleKey,
    phone: string,
    gender: 'male' | 'female',
    status: UserStatus = 'active',
  ) => ({
    email,
    firstName,
    lastName,
    roleId: roleIds[role],
    phone,
    gender,
    status,
    passwordHash: hashes.get(email)!,
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        person('super@example.com', 'Sara', 'Al-Mutairi', 'super_admin', '99000001', 'female'),
        person('landlord@example.com', 'Khaled', 'Al-Sabah', 'landlord', '99123456', 'male'),
        person('landlord2@example.com', 'Fatma', 'Al-Rashidi', 'landlord', '66123456', 'female'),
        person('pending@example.com', 'Yousef', 'Al-Enezi', 'landlord', '55123456', 'male', 'pending'),
      ]);
    const [landlord] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'landlord@example.com'));
    await tx.insert(users).values([
      {
        ...person('manager@example.com', 'Ahmad', 'Hassan', 'manager', '51234567', 'male'),
        landlordId: landlord!.id,
      },
      {
        ...person('tenant@example.com', 'Noura', 'Al-Kandari', 'user', '94567890', 'female'),
        landlordId: landlord!.id,
      },
      // Issue 36 item 3: the owners the landlord manages its first building for (seedOwners.ts gives them their shares).
      {
        ...person('owner@example.com', 'Mariam', 'Al-Ghanim', 'owner', '96543210', 'female'),
        landlordId: landlord!.id,
      },
      {
        ...person('owner2@example.com', 'Faisal', 'Al-Bahar', 'owner', '97654321', 'male'),
        landlordId: landlord!.id,
      },
    ]);
  });
  return true;
}
