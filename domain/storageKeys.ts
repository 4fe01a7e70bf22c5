/**
 * Local-storage keys used by the admin panel (spec section 3). Every key carries the WEB_ADMIN_ prefix so the
 * panel never collides with the public site or another app served from the same origin.
 */
export const STORAGE_KEYS = {
  user: 'WEB_ADMIN_USER',
  shopTenant: 'WEB_ADMIN_SHOP_TENANT',
  collapsedSidebar: 'WEB_ADMIN_COLLAPSED_SIDEBAR',
  systemConfig: 'WEB_ADMIN_SYSTEM_CONFIG',
  authToken: 'WEB_ADMIN_AUTH_TOKEN',
  refreshToken: 'WEB_ADMIN_REFRESH_TOKEN',
  lastActivity: 'WEB_ADMIN_LAST_ACTIVITY',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
