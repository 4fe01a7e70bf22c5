import { STORAGE_KEYS } from '../../domain/storageKeys';
import type { TenantConfig } from '../../domain/user';

/**
 * The shop-tenant state of spec section 3: one object, merged on every update and persisted
 * under WEB_ADMIN_SHOP_TENANT. The login answer's tenantConfig goes here.
 */
export type ShopTenantState = Partial<TenantConfig> & Record<string, unknown>;

/** Fired on this window when the state changes (other tabs get the storage event). */
const CHANGED = 'web-admin-shop-tenant';

export function parseShopTenant(raw: string | null): ShopTenantState {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ShopTenantState) : {};
  } catch {
    return {};
  }
}

export const readShopTenant = (): ShopTenantState =>
  parseShopTenant(localStorage.getItem(STORAGE_KEYS.shopTenant));

export function mergeShopTenant(update: ShopTenantState): ShopTenantState {
  const next = { ...readShopTenant(), ...update };
  localStorage.setItem(STORAGE_KEYS.shopTenant, JSON.stringify(next));
  window.dispatchEvent(new Event(CHANGED));
  return next;
}

/** For useSyncExternalStore: calls back when the shop-tenant state changes, here or in another tab. */
export function subscribeShopTenant(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.shopTenant || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
