import type { RoleKey } from '../../domain/roles';

/*
 * The side menus every test expects, in one place (issue 32 item 7): the component test compares
 * the menu the registry gives each seeded role (tests/unit/menu.test.ts), the browser test the
 * menu a demo user sees (e2e/roleMenus.spec.ts). A menu row added by a new resource is one change
 * here.
 */

/**
 * Spec section 6's table applied to each seeded role's permissions, row by row. Written out by
 * hand from the table so a change to the rules or the seeded permissions shows up here.
 */
export const EXPECTED_MENUS: Record<RoleKey, string[]> = {
  landlord: [
    'Dashboard',
    'Property managers',
    'Tenant',
    'Tenant > Contracts Request',
    'Tenant > Approved Contracts',
    'Properties',
    'Properties > Create Property',
    'Plan flexibility',
    'Support tickets',
    'Reported tickets',
    'Bank and settlements',
    'Tenant payments',
    'Cheques',
    'Security deposits',
    'Expenses',
    'Messages',
    'Owners',
    'Owner statements',
    'Import',
    'Collection reports',
    'Receipts',
    'Invoices',
    'Financial receipts report',
    'Audit log',
    'App Setting',
    'Subscription',
  ],
  manager: [
    'Dashboard',
    'Tenant',
    'Tenant > Contracts Request',
    'Tenant > Approved Contracts',
    'Properties',
    'Support tickets',
    'Reported tickets',
    'Tenant payments',
    'Cheques',
    'Security deposits',
    'Expenses',
    'Messages',
    'Owners',
    'Owner statements',
    'Receipts',
    'Invoices',
    'Financial receipts report',
  ],
  user: [
    'Dashboard',
    'Support tickets',
    'Cheques',
    'Security deposits',
    'Receipts',
    'My rental invoices',
    'Request a contract',
  ],
  // Issue 36 item 3: an owner reads its own statements, nothing else.
  owner: ['Dashboard', 'Owner statements'],
  // Every permission, but none of the rows restricted to landlord, manager or tenant roles.
  super_admin: [
    'Dashboard',
    'Property managers',
    'Tenant',
    'Tenant > Contracts Request',
    'Tenant > Approved Contracts',
    'Properties',
    'Plan flexibility',
    'Support tickets',
    'Bank and settlements',
    'Tenant payments',
    'Cheques',
    'Security deposits',
    'Expenses',
    'Messages',
    'Owners',
    'Owner statements',
    'Receipts',
    'Financial receipts report',
    'Landlords',
    'Role permissions',
    'Audit log',
    'Mail outbox',
    'Contact messages',
    'Jobs',
    'Plans',
    'Subscriptions',
  ],
  // Admin holds every permission too; the Mail outbox, Contact messages, Jobs, Plans and Subscriptions rows are the super admin's alone.
  admin: [],
};

// Support tickets are answered by the super admin's role alone (its API routes ask for that role).
EXPECTED_MENUS.admin = EXPECTED_MENUS.super_admin.filter(
  (title) =>
    !['Mail outbox', 'Contact messages', 'Jobs', 'Support tickets', 'Plans', 'Subscriptions'].includes(title),
);

/** A menu's top-level titles ("Tenant", not "Tenant > Contracts Request"), as the sidebar shows them folded. */
export const topLevelTitles = (menu: readonly string[]): string[] =>
  menu.filter((line) => !line.includes(' > '));
