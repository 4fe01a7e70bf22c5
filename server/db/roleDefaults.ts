import { eq } from 'drizzle-orm';
import type { RolePermission } from '../../domain/permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_KEYS, type RoleKey } from '../../domain/roles';
import type { Database } from './client';
import { roles } from './schema';

/**
 * A permission added to the catalogue reaches existing databases by a rule, not by a migration:
 * at start, each built-in role gets the default grants of domain/roles.ts it has not been offered
 * yet, and remembers them as offered (`granted_defaults`). One an operator has taken away was
 * offered before, so it is never granted again; roles an operator added are left alone.
 * Returns what each role was granted (empty on every start after the first with a new default).
 */
export async function grantNewDefaults(
  db: Database,
  defaults: Record<RoleKey, readonly RolePermission[]> = DEFAULT_ROLE_PERMISSIONS,
): Promise<Partial<Record<RoleKey, string[]>>> {
  const granted: Partial<Record<RoleKey, string[]>> = {};
  for (const key of ROLE_KEYS) {
    // Row-locked, so two servers starting together grant each default once.
    await db.transaction(async (tx) => {
      const [role] = await tx
        .select({ id: roles.id, permissions: roles.permissions, offered: roles.grantedDefaults })
        .from(roles)
        .where(eq(roles.key, key))
        .for('update');
      if (!role) return;
      const offered = new Set(role.offered);
      const fresh = defaults[key].filter((p) => !offered.has(p.name));
      if (fresh.length === 0) return;
      const held = new Set(role.permissions.map((p) => p.name));
      await tx
        .update(roles)
        .set({
          permissions: [...role.permissions, ...fresh.filter((p) => !held.has(p.name))],
          grantedDefaults: [...role.offered, ...fresh.map((p) => p.name)],
        })
        .where(eq(roles.id, role.id));
      granted[key] = fresh.map((p) => p.name);
    });
  }
  return granted;
}
