import { useSyncExternalStore } from 'react';
import { apiClient } from './httpClient';
import { session } from './session';
import { STORAGE_KEYS } from '../../domain/storageKeys';

/** Spec section 3: the system config (GET get/{id}), kept under WEB_ADMIN_SYSTEM_CONFIG. */
export interface SystemConfig {
  tenantLogo: string | null;
  tenantBanner: string | null;
  roles: Partial<Record<string, { id: number; name?: string }>>;
  /** False: the server has no payment gateway, so no Pay button (absent in a copy stored before). */
  onlinePayments?: boolean;
  /** The built-in sandbox gateway: payments are simulated, and the panel's banner says so. */
  simulatedPayments?: boolean;
  /** The landlord whose branding this is (the id it was loaded for); reused on the next visit. */
  tenantId?: string;
}

const KEY = STORAGE_KEYS.systemConfig;
/** Fired on this window when the stored config changes (other tabs get the storage event). */
const CHANGED = 'web-admin-system-config';

export function parseSystemConfig(raw: string | null): SystemConfig | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as SystemConfig) : null;
  } catch {
    return null;
  }
}

export const readSystemConfig = (): SystemConfig | null => parseSystemConfig(localStorage.getItem(KEY));

function saveSystemConfig(config: SystemConfig): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(config));
  } catch {
    return; // a full or blocked storage only costs the logo on the next visit
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Loads the system config for a landlord (the signed-in user's, else the one last shown on
 * this browser) and stores it. Best effort: the stored copy stays when the call fails.
 */
export async function refreshSystemConfig(landlordId?: string | null): Promise<SystemConfig | null> {
  const id =
    landlordId ??
    session.getStoredUser<{ landlordId?: string | null }>()?.landlordId ??
    readSystemConfig()?.tenantId ??
    'default';
  try {
    const answer = await apiClient.get<{ data: SystemConfig }>(`/get/${encodeURIComponent(id)}`, {
      auth: false,
    });
    const config = { ...answer.data, tenantId: id };
    saveSystemConfig(config);
    return config;
  } catch {
    return null;
  }
}

/** Spec section 3: sign-up takes the landlord role id from the system config. */
export const landlordRoleId = (): number | undefined => readSystemConfig()?.roles?.landlord?.id;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored config's raw text, re-rendering when it changes; parse with parseSystemConfig.
 * Pre-rendered pages are made without one (a build has no browser storage), and hydration starts
 * from that too: a stored logo then shows in the render right after.
 */
export const useSystemConfigText = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEY),
    () => null,
  );

/**
 * Whether the server offers online payment (issue 30 item 6): false only when its system config
 * says there is no payment gateway; a copy stored before the field existed keeps Pay.
 */
export const useOnlinePayments = (): boolean =>
  parseSystemConfig(useSystemConfigText())?.onlinePayments !== false;
