import { STORAGE_KEYS } from '../../domain/storageKeys';

/** The part of the Web Storage API the session needs; a real `Storage` fits, and so does a small test double. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The logged-in user as the login call returns it (spec section 3). Only the two tokens are read here. */
export interface StoredLogin {
  access_token?: string;
  refresh_token?: string;
  [field: string]: unknown;
}

// What belongs to the signed-in person and goes away on logout. The sidebar preference and the tenant's
// branding (system config) stay, so the login page still shows the tenant's logo after a logout.
const LOGIN_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.shopTenant,
  STORAGE_KEYS.lastActivity,
] as const;

/**
 * Session helpers over a storage. Accepts the storage itself or a function returning it, so the default
 * instance can look up `window.localStorage` on first use instead of at import time (tests, server code).
 */
export function createSession(storage: KeyValueStorage | (() => KeyValueStorage)) {
  const store = typeof storage === 'function' ? storage : () => storage;

  /** The stored user, or null when absent, not JSON, or not an object (a hand-edited or foreign value). */
  const readUser = (): StoredLogin | null => {
    const raw = store().getItem(STORAGE_KEYS.user);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'object' && parsed !== null ? (parsed as StoredLogin) : null;
    } catch {
      return null;
    }
  };

  return {
    getAccessToken(): string | null {
      return store().getItem(STORAGE_KEYS.authToken);
    },

    getRefreshToken(): string | null {
      return store().getItem(STORAGE_KEYS.refreshToken);
    },

    saveTokens(access: string, refresh: string): void {
      const s = store();
      s.setItem(STORAGE_KEYS.authToken, access);
      s.setItem(STORAGE_KEYS.refreshToken, refresh);
      // The stored user carries its tokens too (spec section 3); keep them the current ones, so
      // nothing that re-saves the user can bring back a rotated-out refresh token.
      const user = readUser();
      if (user)
        s.setItem(
          STORAGE_KEYS.user,
          JSON.stringify({ ...user, access_token: access, refresh_token: refresh }),
        );
    },

    /**
     * Merges fresh profile fields into the stored user (a renamed user, a changed role). The
     * tokens are never taken from the patch: they change only through login and refresh.
     */
    updateStoredUser(patch: Record<string, unknown>): void {
      const s = store();
      const user = readUser();
      if (!user) return;
      const { access_token: _a, refresh_token: _r, ...fields } = patch;
      s.setItem(
        STORAGE_KEYS.user,
        JSON.stringify({
          ...user,
          ...fields,
          access_token: s.getItem(STORAGE_KEYS.authToken) ?? user.access_token,
          refresh_token: s.getItem(STORAGE_KEYS.refreshToken) ?? user.refresh_token,
        }),
      );
    },

    /**
     * Stores the whole user JSON and the tokens it carries. Tokens are only written when present, so saving an
     * updated profile (which has no tokens) does not sign the user out.
     */
    saveLogin(user: StoredLogin): void {
      const s = store();
      s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      if (typeof user.access_token === 'string') s.setItem(STORAGE_KEYS.authToken, user.access_token);
      if (typeof user.refresh_token === 'string') s.setItem(STORAGE_KEYS.refreshToken, user.refresh_token);
    },

    getStoredUser<T = StoredLogin>(): T | null {
      return readUser() as T | null;
    },

    clearLogin(): void {
      const s = store();
      for (const key of LOGIN_KEYS) s.removeItem(key);
    },

    /**
     * Runs on every API request. A full or blocked storage (private browsing, quota) must not make every request
     * fail, so a write error is ignored here: losing one activity timestamp is harmless.
     */
    recordActivity(now: number = Date.now()): void {
      try {
        store().setItem(STORAGE_KEYS.lastActivity, String(now));
      } catch {
        // ignored on purpose, see above
      }
    },

    /** The last recorded activity as epoch milliseconds, or null when none (or unreadable) is stored. */
    getLastActivity(): number | null {
      const raw = store().getItem(STORAGE_KEYS.lastActivity);
      const value = raw === null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** The browser session over window.localStorage, resolved lazily on each call. */
export const session: Session = createSession(() => window.localStorage);
