import type { PermissionBlock } from './contracts/contract';
import { PERMISSION_BLOCKS } from './contracts';

export { hasPermission, type RolePermission } from './permissionCheck';

/**
 * The permission catalogue of spec section 6, derived from the blocks the API contracts own
 * (domain/contracts/index.ts). Both the server guard and the client's canAccess read
 * this file, so a permission exists in exactly one place: its contract's block.
 */

export const PERMISSION_ACTIONS = ['View', 'Create', 'Update', 'Delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

type Block = (typeof PERMISSION_BLOCKS)[number];

/** Each resource with the actions section 6 allows on it, in the catalogue's order. */
export const PERMISSION_RESOURCES = Object.fromEntries(
  PERMISSION_BLOCKS.map((block) => [block.resource, block.actions]),
) as { readonly [B in Block as B['resource']]: B['actions'] };

export type PermissionResource = keyof typeof PERMISSION_RESOURCES;
export type PermissionName = Block extends infer B
  ? B extends PermissionBlock<infer R, infer A>
    ? `${A} ${R}`
    : never
  : never;

export const permissionName = <R extends PermissionResource>(
  action: (typeof PERMISSION_RESOURCES)[R][number],
  resource: R,
): PermissionName => `${action} ${resource}` as PermissionName;

/** Every permission name, in catalogue order. */
export const ALL_PERMISSIONS: PermissionName[] = (
  Object.entries(PERMISSION_RESOURCES) as [PermissionResource, readonly PermissionAction[]][]
).flatMap(([resource, actions]) => actions.map((action) => `${action} ${resource}` as PermissionName));

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
