import { ALL_PERMISSIONS, type PermissionName, type RolePermission } from './permissions';

/** The fixed keys of the seeded roles; a role's display name may change, its key does not. */
export const ROLE_KEYS = ['super_admin', 'admin', 'landlord', 'manager', 'user'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export const ROLE_DISPLAY_NAMES: Record<RoleKey, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  landlord: 'Landlord',
  manager: 'Manager',
  // Spec section 6: the role is called User and displayed as Tenant.
  user: 'Tenant',
};

const landlordPermissions: PermissionName[] = [
  'View Manager',
  'Create Manager',
  'Update Manager',
  'Delete Manager',
  'View User',
  'Create User',
  'Update User',
  'Delete User',
  'View Tenant Contract',
  'Update Tenant Contract',
  'View Property',
  'Create Property',
  'Update Property',
  'Delete Property',
  'View Plan Flexibility',
  'View Maintenance Request',
  'Create Maintenance Request',
  'Update Maintenance Request',
  'Delete Maintenance Request',
  'View Bank Settlement',
  'View Landlord Payment',
  'Create Landlord Payment',
  'Update Landlord Payment',
  'View Receipts',
  'Create Receipts',
  'Update Receipts',
  'Delete Receipts',
  'View Invoice',
  'Create Invoice',
  'Update Invoice',
  'Delete Invoice',
  'View Financial Reports',
];

const managerPermissions: PermissionName[] = [
  'View User',
  'Create User',
  'Update User',
  'View Tenant Contract',
  'Update Tenant Contract',
  'View Property',
  'Update Property',
  'View Maintenance Request',
  'Update Maintenance Request',
  'View Landlord Payment',
  'Create Landlord Payment',
  'View Receipts',
  'View Invoice',
  'Create Invoice',
  'Update Invoice',
  'View Financial Reports',
];

const tenantPermissions: PermissionName[] = [
  'View Maintenance Request',
  'Create Maintenance Request',
  'View Tenant Rental',
  'Update Tenant Rental',
  'View Receipts',
];

const onMenu = (names: readonly PermissionName[]): RolePermission[] =>
  names.map((name) => ({ name, show_on_menu: true }));

/** The permissions each seeded role starts with (an operator can change them later). */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleKey, RolePermission[]> = {
  super_admin: onMenu(ALL_PERMISSIONS),
  admin: onMenu(ALL_PERMISSIONS),
  landlord: onMenu(landlordPermissions),
  manager: onMenu(managerPermissions),
  user: onMenu(tenantPermissions),
};
