import { panelRegistry } from '../registry/panelRegistry';

/**
 * The API base path of a resource, relative to the HTTP client's `/api` base: the screens follow
 * the spec's routes (`role-permissions/list`), the API its scopes (`/api/super/roles`). Each
 * resource module declares its own (`apiPath`); the default is `/{resource}`.
 */
export const resourcePath = (resource: string): string => panelRegistry.apiPath(resource);
