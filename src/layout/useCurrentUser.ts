import { useEffect } from 'react';
import { session } from '../api/session';
import type { MenuUser } from '../../domain/menu';
import type { LoggedInUser } from '../../domain/user';
import { useMe } from '../pages/useMe';

/** How often the panel re-reads the user's role, so a changed role shows within a minute. */
const ROLE_REFRESH_MS = 60_000;

/**
 * The signed-in user for menus and access checks: the stored login at once, replaced by the
 * server's current view (role and permissions) as soon as it arrives and every minute after.
 */
export function useCurrentUser(): { user: LoggedInUser | null; menuUser: MenuUser } {
  // Fresh for that minute too: a screen drawn meanwhile reads it and does not ask again (issue 37 item 3).
  const me = useMe({ refetchInterval: ROLE_REFRESH_MS, staleTime: ROLE_REFRESH_MS });
  const stored = session.getStoredUser<LoggedInUser>();

  useEffect(() => {
    const current = session.getStoredUser<LoggedInUser>();
    // Keep the stored login in step, so a reload and the access checks see the fresh role too.
    if (me.data && current) session.updateStoredUser(me.data);
  }, [me.data]);

  const user = me.data && stored ? { ...stored, ...me.data } : stored;
  return {
    user,
    menuUser: {
      roleKey: user?.role.key ?? null,
      permissions: user?.role.permissions ?? [],
      allowedHoldingProperties: user?.allowedHoldingProperties ?? false,
    },
  };
}
