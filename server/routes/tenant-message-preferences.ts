import { tenantMessagePreferencesContract } from '../../domain/contracts/tenant-message-preferences';
import { REMINDER_MESSAGES as M } from '../../domain/reminderSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { findMessagePreference, saveMessagePreference, tenantInScope } from '../services/messagePreferences';

/**
 * A tenant's message preferences (issue 35 item 3), scoped from the token: the landlord and its
 * managers their own tenants', a tenant its own, the super admin reads any; another's is 404.
 */
export const tenantMessagePreferencesRoutes = contractRoutes(
  tenantMessagePreferencesContract,
  async (ctx) => ({
    read: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const id = await tenantInScope(ctx.db, scope, request.params.id);
      return {
        success: true,
        message: M.preferencesLoaded,
        data: { id, ...(await findMessagePreference(ctx.db, id)) },
      };
    },
    save: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const id = await tenantInScope(ctx.db, scope, request.params.id);
      return {
        success: true,
        message: M.preferencesSaved,
        data: { id, ...(await saveMessagePreference(ctx.db, id, request.body)) },
      };
    },
  }),
);
