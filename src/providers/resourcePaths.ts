import { MAIL_OUTBOX_API_PATH, MAIL_OUTBOX_RESOURCE } from '../../resources/mail-outbox';

/**
 * Where the API serves each react-admin resource, when it is not at `/api/{resource}`: the
 * screens follow the spec's routes (`role-permissions/list`), the API its scopes
 * (`/api/super/roles`). Paths are relative to the HTTP client's `/api` base.
 */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  'role-permissions': '/super/roles',
  landlords: '/super/landlords',
  property: '/properties',
  'tenant-users': '/tenants',
  [MAIL_OUTBOX_RESOURCE]: MAIL_OUTBOX_API_PATH,
};

/** The API base path of a resource: `/super/roles` for `role-permissions`, else `/{resource}`. */
export function resourcePath(resource: string): string {
  return Object.hasOwn(RESOURCE_PATHS, resource) ? RESOURCE_PATHS[resource]! : `/${resource}`;
}
