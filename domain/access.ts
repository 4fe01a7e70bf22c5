import { hasPermission, type RolePermission } from './permissionCheck';
import type { PermissionName } from './permissions';
import type { RoleKey } from './roles';

/**
 * What a caller must hold to use a route or open a screen, as data: the server's guard, the
 * panel's canAccess, its screen guard and its menu all read it, and the route × role test walks it.
 *
 * - a permission name: the role must hold it;
 * - `{ anyOf }`: any one of them (the add-payment picker: Create or View Landlord Payment);
 * - `{ byRole, otherwise }`: the permission depends on the caller's side. A tenant reads its
 *   invoices through View Tenant Rental, a landlord through View Invoice. `true` lets that role
 *   in without a permission (the data it sees is limited by its scope instead); `false` keeps
 *   it out whatever it holds (spec section 6's "Landlord only").
 */
export type AccessRule<Name extends string = PermissionName> =
  | Name
  | { anyOf: readonly Name[] }
  | { byRole: Partial<Record<RoleKey, Name | boolean>>; otherwise: Name | false };

/** Who is asking: the signed-in user's role and what it holds. */
export interface AccessHolder {
  roleKey: RoleKey | null;
  permissions: readonly RolePermission[] | undefined;
}

/**
 * The permissions any one of which satisfies the rule for this role; `true` when none is needed,
 * none at all when the role is kept out.
 */
export function permissionsFor<Name extends string>(
  rule: AccessRule<Name>,
  roleKey: RoleKey | null,
): readonly Name[] | true {
  if (typeof rule === 'string') return [rule];
  if ('anyOf' in rule) return rule.anyOf;
  const own = roleKey ? rule.byRole[roleKey] : undefined;
  const applies = own ?? rule.otherwise;
  if (applies === true) return true;
  return applies === false ? [] : [applies];
}

/** Whether the holder meets the rule. */
export function meetsRule(rule: AccessRule<string>, holder: AccessHolder): boolean {
  const wanted = permissionsFor(rule, holder.roleKey);
  return wanted === true || wanted.some((name) => hasPermission(holder.permissions, name));
}

/** Every permission name a rule mentions (the registry test checks each is in the catalogue). */
export function namesIn<Name extends string>(rule: AccessRule<Name>): Name[] {
  if (typeof rule === 'string') return [rule];
  if ('anyOf' in rule) return [...rule.anyOf];
  const named = [...Object.values(rule.byRole), rule.otherwise];
  return named.filter((p): p is Name => typeof p === 'string');
}
