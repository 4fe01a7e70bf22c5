import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RolePermission } from '../../domain/permissions';
import { DEFAULT_ROLE_PERMISSIONS, type RoleKey } from '../../domain/roles';
import { grantNewDefaults } from '../../server/db/roleDefaults';
import { roles } from '../../server/db/schema';
import { databaseKinds, openTestDatabase, type TestDatabase } from './testApp';

/**
 * A permission added to the catalogue reaches existing databases' built-in roles at start, by the
 * default grants of domain/roles.ts, and an operator's removal of it sticks.
 */
describe.each(databaseKinds())('default grants applied at start (%s)', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const namesOf = async (key: RoleKey) => {
    const [role] = await db()
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.key, key));
    return role!.permissions.map((p) => p.name);
  };
  /** Tomorrow's defaults: the manager is given View Bank Settlement. */
  const withNewGrant: Record<RoleKey, RolePermission[]> = {
    ...DEFAULT_ROLE_PERMISSIONS,
    manager: [...DEFAULT_ROLE_PERMISSIONS.manager, { name: 'View Bank Settlement', show_on_menu: true }],
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a fresh database has offered every built-in role its defaults, so a start grants nothing', async () => {
    expect(await grantNewDefaults(db())).toEqual({});
    expect(await namesOf('manager')).not.toContain('View Bank Settlement');
  });

  it('grants a new default to its role once, keeping what the role holds', async () => {
    const before = await namesOf('manager');
    expect(await grantNewDefaults(db(), withNewGrant)).toEqual({ manager: ['View Bank Settlement'] });
    expect(await namesOf('manager')).toEqual([...before, 'View Bank Settlement']);
    // The next start has nothing left to grant.
    expect(await grantNewDefaults(db(), withNewGrant)).toEqual({});
    expect(await namesOf('landlord')).toEqual(DEFAULT_ROLE_PERMISSIONS.landlord.map((p) => p.name));
  });

  it('never grants again a default an operator has taken away', async () => {
    const kept = (await namesOf('manager')).filter((name) => name !== 'View Bank Settlement');
    await db()
      .update(roles)
      .set({ permissions: kept.map((name) => ({ name, show_on_menu: true })) })
      .where(eq(roles.key, 'manager'));
    expect(await grantNewDefaults(db(), withNewGrant)).toEqual({});
    expect(await namesOf('manager')).not.toContain('View Bank Settlement');
  });

  it('leaves roles an operator added alone', async () => {
    await db()
      .insert(roles)
      .values({ name: 'Auditor', permissions: [{ name: 'View Invoice', show_on_menu: true }] });
    await grantNewDefaults(db(), withNewGrant);
    const [auditor] = await db().select().from(roles).where(eq(roles.name, 'Auditor'));
    expect(auditor!.permissions).toEqual([{ name: 'View Invoice', show_on_menu: true }]);
    expect(auditor!.grantedDefaults).toEqual([]);
  });
});
