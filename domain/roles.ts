import { PERMISSION_BLOCKS } from './contracts';
import { ALL_PERMISSIONS, type PermissionName, type RolePermission } from './permissions';

/** The fixed keys of the seeded roles; a role's display name may change, its key does not. */
export const ROLE_KEYS = ['super_admin', 'admin', 'landlord', 'manager', 'user', 'owner'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export const ROLE_DISPLAY_NAMES: Record<RoleKey, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  landlord: 'Landlord',
  manager: 'Manager',
  // Spec section 6: the role is called User and displayed as Tenant.
  user: 'Tenant',
  // Issue 36 item 3: a property's owner, for whom the landlord manages; it reads its statements only.
  owner: 'Owner',
};

/** A seeded role's default grants, in the catalogue's order: what each contract's block gives it. */
const defaultsOf = (key: RoleKey): PermissionName[] =>
  PERMISSION_BLOCKS.flatMap((block) =>
    ((block.roleDefaults as Partial<Record<RoleKey, readonly string[]>>)[key] ?? []).map(
      (action) => `${action} ${block.resource}` as PermissionName,
    ),
  );

const onMenu = (names: readonly PermissionName[]): RolePermission[] =>
  names.map((name) => ({ name, show_on_menu: true }));

/** The permissions each seeded role starts with (an operator can change them later). */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleKey, RolePermission[]> = {
  super_admin: onMenu(ALL_PERMISSIONS),
  admin: onMenu(ALL_PERMISSIONS),
  landlord: onMenu(defaultsOf('landlord')),
  manager: onMenu(defaultsOf('manager')),
  user: onMenu(defaultsOf('user')),
  owner: onMenu(defaultsOf('owner')),
};
