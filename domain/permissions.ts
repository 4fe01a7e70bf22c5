/**
 * The permission catalogue of spec section 6, as data. Both the server guard and the client's
 * canAccess read this file, so a permission exists in exactly one place.
 */

export const PERMISSION_ACTIONS = ['View', 'Create', 'Update', 'Delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Each resource with the actions section 6 allows on it. */
export const PERMISSION_RESOURCES = {
  'Plan Flexibility': ['View'],
  'Maintenance Request': ['View', 'Create', 'Update', 'Delete'],
  'Bank Settlement': ['View'],
  'Financial Reports': ['View'],
  Receipts: ['View', 'Create', 'Update', 'Delete'],
  Invoice: ['View', 'Create', 'Update', 'Delete'],
  Property: ['View', 'Create', 'Update', 'Delete'],
  User: ['View', 'Create', 'Update', 'Delete'],
  'Tenant Contract': ['View', 'Update'],
  Manager: ['View', 'Create', 'Update', 'Delete'],
  'Tenant Rental': ['View', 'Update'],
  'Landlord Payment': ['View', 'Create', 'Update'],
  // Platform administration, held by the super admin only (not part of section 6's menu).
  Role: ['View', 'Create', 'Update', 'Delete'],
  Landlord: ['View', 'Update'],
} as const satisfies Record<string, readonly PermissionAction[]>;

export type PermissionResource = keyof typeof PERMISSION_RESOURCES;
export type PermissionName = {
  [R in PermissionResource]: `${(typeof PERMISSION_RESOURCES)[R][number]} ${R}`;
}[PermissionResource];

export interface RolePermission {
  name: string;
  show_on_menu: boolean;
}

export const permissionName = <R extends PermissionResource>(
  action: (typeof PERMISSION_RESOURCES)[R][number],
  resource: R,
): PermissionName => `${action} ${resource}` as PermissionName;

/** Every permission name, in catalogue order. */
export const ALL_PERMISSIONS: PermissionName[] = (
  Object.entries(PERMISSION_RESOURCES) as [PermissionResource, readonly PermissionAction[]][]
).flatMap(([resource, actions]) => actions.map((action) => `${action} ${resource}` as PermissionName));

export const hasPermission = (permissions: readonly RolePermission[] | undefined, name: string): boolean =>
  !!permissions?.some((p) => p.name === name);

/** The panel's resource names (spec section 3 and the screens' routes) → catalogue resources. */
export const RESOURCE_PERMISSIONS: Record<string, PermissionResource> = {
  'role-permissions': 'Role',
  roles: 'Role',
  properties: 'Property',
  property: 'Property',
  'property-units': 'Property',
  'property-managers': 'Manager',
  'sub-user': 'Manager',
  'tenant-users': 'User',
  tenants: 'User',
  invoices: 'Invoice',
  'invoice-items': 'Invoice',
  receipts: 'Receipts',
  reports: 'Financial Reports',
  payments: 'Landlord Payment',
  'tenant-payments': 'Landlord Payment',
  'manual-payments': 'Landlord Payment',
  landlords: 'Landlord',
};

const ACTION_VERBS: Record<string, PermissionAction> = {
  list: 'View',
  show: 'View',
  export: 'View',
  read: 'View',
  create: 'Create',
  edit: 'Update',
  update: 'Update',
  delete: 'Delete',
};

/**
 * The permission react-admin's canAccess({ resource, action }) needs, or null where the
 * catalogue does not govern that resource or action (the server still checks every call).
 */
export function permissionFor(resource: string, action: string): string | null {
  const catalogueResource = RESOURCE_PERMISSIONS[resource];
  const verb = ACTION_VERBS[action];
  if (!catalogueResource || !verb) return null;
  return `${verb} ${catalogueResource}`;
}
