import { hasPermission, type PermissionName, type RolePermission } from './permissions';
import type { RoleKey } from './roles';

/**
 * The side menu of spec section 6 as data: each row names the permission it needs and, where
 * the spec says so, the roles it is limited to. `menuFor` is the only reader; the server's
 * guard and the client's access checks read the same permission names.
 */
export type MenuIcon =
  | 'dashboard'
  | 'managers'
  | 'tenants'
  | 'properties'
  | 'plan'
  | 'support'
  | 'reported'
  | 'bank'
  | 'payments'
  | 'collections'
  | 'receipts'
  | 'invoices'
  | 'reports'
  | 'rental'
  | 'roles'
  | 'landlords'
  | 'mail'
  | 'settings';

export interface MenuSubRule {
  title: string;
  url: string;
  permission?: PermissionName;
  roles?: RoleKey[];
  /** Create Property: only for a landlord who is not allowed holding properties. */
  requiresNoHoldingProperties?: boolean;
}

export interface MenuRule {
  title: string;
  url: string;
  icon: MenuIcon;
  permission?: PermissionName;
  roles?: RoleKey[];
  items?: MenuSubRule[];
}

export const MENU_RULES: MenuRule[] = [
  { title: 'Dashboard', url: '/dashboard', icon: 'dashboard' },
  {
    title: 'Property managers',
    url: '/property-managers/list',
    icon: 'managers',
    permission: 'View Manager',
  },
  {
    title: 'Tenant',
    url: '/tenant-users/list',
    icon: 'tenants',
    permission: 'View User',
    items: [
      { title: 'Contracts Request', url: '/tenant-users/pending', permission: 'View Tenant Contract' },
      { title: 'Approved Contracts', url: '/tenant-users/approved', permission: 'View Tenant Contract' },
    ],
  },
  {
    title: 'Properties',
    url: '/property/list',
    icon: 'properties',
    permission: 'View Property',
    items: [
      {
        title: 'Create Property',
        url: '/property/add',
        permission: 'Create Property',
        roles: ['landlord'],
        requiresNoHoldingProperties: true,
      },
    ],
  },
  { title: 'Plan flexibility', url: '/feedback', icon: 'plan', permission: 'View Plan Flexibility' },
  {
    title: 'Support tickets',
    url: '/support-tickets/list',
    icon: 'support',
    permission: 'View Maintenance Request',
  },
  {
    title: 'Reported tickets',
    url: '/reported-tickets/list',
    icon: 'reported',
    permission: 'View Maintenance Request',
    roles: ['landlord', 'manager'],
  },
  // Spec: feedback serves plan flexibility and bank and settlements; the section in the query
  // gives each entry its own title and highlight until settlements get a screen of their own.
  {
    title: 'Bank and settlements',
    url: '/feedback?section=bank-settlements',
    icon: 'bank',
    permission: 'View Bank Settlement',
  },
  {
    title: 'Tenant payments',
    url: '/tenant-payments/list',
    icon: 'payments',
    permission: 'View Landlord Payment',
  },
  {
    title: 'Collection reports',
    url: '/collection-reports/list',
    icon: 'collections',
    permission: 'View Landlord Payment',
    roles: ['landlord'],
  },
  { title: 'Receipts', url: '/receipts/list', icon: 'receipts', permission: 'View Receipts' },
  {
    title: 'Invoices',
    url: '/invoices/list',
    icon: 'invoices',
    permission: 'View Invoice',
    roles: ['landlord', 'manager'],
  },
  {
    title: 'Financial receipts report',
    url: '/reports/invoices',
    icon: 'reports',
    permission: 'View Financial Reports',
  },
  {
    title: 'My rental invoices',
    url: '/tenant-rental/list',
    icon: 'rental',
    permission: 'View Tenant Rental',
    roles: ['user'],
  },
  // A tenant asks for a contract on a vacant unit of its landlord (issue 5).
  {
    title: 'Request a contract',
    url: '/tenant-users/request',
    icon: 'tenants',
    permission: 'Update Tenant Rental',
    roles: ['user'],
  },
  // Platform administration (not in section 6's table): landlord approval and role screens.
  { title: 'Landlords', url: '/landlords/list', icon: 'landlords', permission: 'View Landlord' },
  { title: 'Role permissions', url: '/role-permissions/list', icon: 'roles', permission: 'View Role' },
  // Without SMTP_URL the mails stay in the outbox; the super admin reads them here (issue 16 item 8).
  { title: 'Mail outbox', url: '/mail-outbox/list', icon: 'mail', roles: ['super_admin'] },
  // The vendor profile of spec section 2 belongs to a landlord.
  { title: 'App Setting', url: '/setting/panel-settings', icon: 'settings', roles: ['landlord'] },
];

/** The screen a menu URL opens: its path without the query ('/feedback?section=…' → '/feedback'). */
export const screenPath = (url: string): string => url.split('?')[0] ?? url;

/** What the menu needs to know about the signed-in user. */
export interface MenuUser {
  roleKey: RoleKey | null;
  permissions: readonly RolePermission[];
  allowedHoldingProperties: boolean;
}

export interface MenuItem {
  title: string;
  url: string;
  icon: MenuIcon;
  items: { title: string; url: string }[];
}

/** A rule applies when the role holds its permission with show_on_menu and the role is allowed. */
function visible(
  rule: { permission?: PermissionName; roles?: RoleKey[]; requiresNoHoldingProperties?: boolean },
  user: MenuUser,
): boolean {
  if (rule.roles && !(user.roleKey && rule.roles.includes(user.roleKey))) return false;
  if (rule.requiresNoHoldingProperties && user.allowedHoldingProperties) return false;
  if (!rule.permission) return true;
  return user.permissions.some((p) => p.name === rule.permission && p.show_on_menu);
}

/** The menu the user sees, in the table's order. */
export function menuFor(user: MenuUser): MenuItem[] {
  return MENU_RULES.filter((rule) => visible(rule, user)).map((rule) => ({
    title: rule.title,
    url: rule.url,
    icon: rule.icon,
    items: (rule.items ?? []).filter((sub) => visible(sub, user)).map(({ title, url }) => ({ title, url })),
  }));
}

/**
 * Whether the user may open a screen at all (menu visibility aside): the permission is held,
 * whatever its show_on_menu, and the role restriction allows it. Used for direct URLs.
 */
export function canOpen(url: string, user: MenuUser): boolean {
  const rules = MENU_RULES.flatMap((rule) => [rule, ...(rule.items ?? [])]).filter(
    (r) => r.url === url || screenPath(r.url) === url,
  );
  // Screens outside the menu table (profile, invoice detail) check their own access.
  if (rules.length === 0) return true;
  // Two rows may share a URL (/feedback): either one opens it.
  return rules.some(
    (rule) =>
      (!rule.roles || (user.roleKey !== null && rule.roles.includes(user.roleKey))) &&
      (!rule.permission || hasPermission(user.permissions, rule.permission)),
  );
}
