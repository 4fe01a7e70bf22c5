import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { session } from '../../api/session';
import type { LoggedInUser } from '../../../domain/user';
import type { Me } from '../useMe';

/**
 * After a profile change: keep the stored login in step (the header reads it) and refresh the
 * queries that show the user, so the new name and picture appear at once and after a reload.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    async (me: Me) => {
      const stored = session.getStoredUser<LoggedInUser>();
      if (stored) session.updateStoredUser(me);
      queryClient.setQueryData(['users', 'me'], me);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    [queryClient],
  );
}
