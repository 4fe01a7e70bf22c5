// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSession, session } from '../../src/api/session';
import { STORAGE_KEYS } from '../../domain/storageKeys';

const user = {
  firstName: 'Lana',
  email: 'landlord@example.com',
  access_token: 'acc-1',
  refresh_token: 'ref-1',
};

describe('storage keys', () => {
  it('all carry the WEB_ADMIN_ prefix and are distinct', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
    for (const key of keys) expect(key).toMatch(/^WEB_ADMIN_[A-Z_]+$/);
  });
});

describe('session over window.localStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('saveLogin stores the whole user and its two tokens', () => {
    session.saveLogin(user);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(session.getAccessToken()).toBe('acc-1');
    expect(session.getRefreshToken()).toBe('ref-1');
    expect(session.getStoredUser<typeof user>()?.firstName).toBe('Lana');
  });

  it('saveLogin without tokens keeps the stored tokens (profile update)', () => {
    session.saveLogin(user);
    session.saveLogin({ firstName: 'Lina' });
    expect(session.getAccessToken()).toBe('acc-1');
    expect(session.getStoredUser()).toEqual({ firstName: 'Lina' });
  });

  it('saveTokens replaces both tokens', () => {
    session.saveTokens('acc-2', 'ref-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('acc-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref-2');
  });

  it('getStoredUser returns null when absent, not JSON, or not an object', () => {
    expect(session.getStoredUser()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(session.getStoredUser()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.user, '"a string"');
    expect(session.getStoredUser()).toBeNull();
  });

  it('clearLogin removes the login but keeps the sidebar state and system config', () => {
    session.saveLogin(user);
    window.localStorage.setItem(STORAGE_KEYS.shopTenant, '{}');
    window.localStorage.setItem(STORAGE_KEYS.collapsedSidebar, 'false');
    window.localStorage.setItem(STORAGE_KEYS.systemConfig, '{"tenantLogo":"logo.png"}');
    session.recordActivity(5);
    session.clearLogin();
    for (const key of ['user', 'authToken', 'refreshToken', 'shopTenant', 'lastActivity'] as const) {
      expect(window.localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
    expect(window.localStorage.getItem(STORAGE_KEYS.collapsedSidebar)).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.systemConfig)).toBe('{"tenantLogo":"logo.png"}');
  });

  it('recordActivity writes a timestamp string, defaulting to now', () => {
    session.recordActivity(1_700_000_000_000);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe('1700000000000');
    expect(session.getLastActivity()).toBe(1_700_000_000_000);
    const before = Date.now();
    session.recordActivity();
    expect(session.getLastActivity()).toBeGreaterThanOrEqual(before);
  });
});

describe('createSession with an injected storage', () => {
  it('uses only that storage', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    window.localStorage.clear();
    const own = createSession(storage);
    own.saveLogin(user);
    expect(map.get(STORAGE_KEYS.authToken)).toBe('acc-1');
    expect(window.localStorage.length).toBe(0);
  });

  it('recordActivity survives a storage that refuses writes', () => {
    const full = createSession({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => full.recordActivity(1)).not.toThrow();
  });

  it('re-saving the user after a refresh never brings back the rotated-out tokens', () => {
    session.saveLogin({ id: 'u1', firstName: 'Old', access_token: 'acc-1', refresh_token: 'ref-1' });
    const staleCopy = session.getStoredUser()!;
    session.saveTokens('acc-2', 'ref-2');
    session.updateStoredUser({ ...staleCopy, firstName: 'New' });
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('acc-2');
    expect(session.getStoredUser()).toMatchObject({
      firstName: 'New',
      access_token: 'acc-2',
      refresh_token: 'ref-2',
    });
  });
});
