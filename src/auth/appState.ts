import { STORAGE_KEYS } from '../api/storageKeys';
import type { TenantConfig } from '../../domain/user';

/**
 * The shop-tenant state of spec section 3: one object, merged on every update and persisted
 * under WEB_ADMIN_SHOP_TENANT. The login answer's tenantConfig goes here.
 */
export type ShopTenantState = Partial<TenantConfig> & Record<string, unknown>;

export function readShopTenant(): ShopTenantState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.shopTenant) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ShopTenantState) : {};
  } catch {
    return {};
  }
}

export function mergeShopTenant(update: ShopTenantState): ShopTenantState {
  const next = { ...readShopTenant(), ...update };
  localStorage.setItem(STORAGE_KEYS.shopTenant, JSON.stringify(next));
  return next;
}
