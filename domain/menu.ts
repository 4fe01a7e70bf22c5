import { meetsRule, type AccessRule } from './access';
import type { RolePermission } from './permissions';
import type { RoleKey } from './roles';

/**
 * The side menu of spec section 6 as data. Each resource module (resources/<name>/index.ts)
 * declares its own rows with their place in the table (`order`); the panel collects them from the
 * registry (resources/index.ts). A row names the permission it needs (domain/access.ts) and,
 * where the spec says so, the roles it is limited to. The icon is whatever the panel draws
 * (a component there, a plain value in tests): this module never looks at it.
 */
export interface MenuSubRule {
  /** Its message id: the panel shows `menu.<key>` of the user's language (no English sentence as a key). */
  key: string;
  /** The spec's English title: the row's identity (active state, tests); never shown untranslated. */
  title: string;
  url: string;
  permission?: AccessRule;
  roles?: RoleKey[];
  /** Create Property: only for a landlord who is not allowed holding properties. */
  requiresNoHoldingProperties?: boolean;
}

export interface MenuRule<Icon = unknown> {
  /** Its row in spec section 6's table: the menu lists rows by this number. */
  order: number;
  /** Its message id: the panel shows `menu.<key>` of the user's language (no English sentence as a key). */
  key: string;
  /** The spec's English title: the row's identity (active state, tests); never shown untranslated. */
  title: string;
  url: string;
  icon: Icon;
  permission?: AccessRule;
  roles?: RoleKey[];
  items?: MenuSubRule[];
}

/** The screen a menu URL opens: its path without the query ('/feedback?section=…' → '/feedback'). */
export const screenPath = (url: string): string => url.split('?')[0] ?? url;

/** What the menu needs to know about the signed-in user. */
export interface MenuUser {
  roleKey: RoleKey | null;
  permissions: readonly RolePermission[];
  allowedHoldingProperties: boolean;
}

export interface MenuItem<Icon = unknown> {
  key: string;
  title: string;
  url: string;
  icon: Icon;
  items: { key: string; title: string; url: string }[];
}

/** A rule applies when the role holds its permission with show_on_menu and the role is allowed. */
function visible(rule: MenuSubRule, user: MenuUser): boolean {
  if (rule.roles && !(user.roleKey && rule.roles.includes(user.roleKey))) return false;
  if (rule.requiresNoHoldingProperties && user.allowedHoldingProperties) return false;
  if (!rule.permission) return true;
  return meetsRule(rule.permission, { ...user, permissions: user.permissions.filter((p) => p.show_on_menu) });
}

/** The menu the user sees, in the table's order. */
export function menuFor<Icon>(rules: readonly MenuRule<Icon>[], user: MenuUser): MenuItem<Icon>[] {
  return [...rules]
    .sort((a, b) => a.order - b.order)
    .filter((rule) => visible(rule, user))
    .map((rule) => ({
      key: rule.key,
      title: rule.title,
      url: rule.url,
      icon: rule.icon,
      items: (rule.items ?? [])
        .filter((sub) => visible(sub, user))
        .map(({ key, title, url }) => ({ key, title, url })),
    }));
}

/**
 * Whether the user may open a screen at all (menu visibility aside): the permission is held,
 * whatever its show_on_menu, and the role restriction allows it. Used for direct URLs.
 */
export function canOpen(rules: readonly MenuRule[], url: string, user: MenuUser): boolean {
  const matching = rules
    .flatMap((rule) => [rule, ...(rule.items ?? [])])
    .filter((r) => r.url === url || screenPath(r.url) === url);
  // Screens outside the menu table (profile, invoice detail) check their own access.
  if (matching.length === 0) return true;
  // Two rows may share a URL (/feedback): either one opens it.
  return matching.some(
    (rule) =>
      (!rule.roles || (user.roleKey !== null && rule.roles.includes(user.roleKey))) &&
      (!rule.permission || meetsRule(rule.permission, user)),
  );
}
