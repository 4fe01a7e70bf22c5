import { SETTING_MESSAGES } from '../../domain/settingMessages';
import { landlordIdSchema } from '../../domain/settingSchemas';
import { onlinePaymentOf } from '../payments/paymentConfig';
import { rolesByKey } from '../services/roleQueries';
import { tenantConfigFor } from '../services/tenantConfig';
import { systemConfigContract } from '../../domain/contracts/system-config';
import { contractRoutes } from '../http/contractRoutes';

/** The roles a visitor may need before signing in (sign-up takes roles.landlord.id). */
const PUBLIC_ROLE_KEYS = ['landlord', 'manager', 'user'];

/**
 * Spec section 7, GET get/{id}: the configuration the panel loads at start, before anyone signs
 * in (public). `{id}` is the landlord whose branding to show; an unknown or non-uuid id gets
 * no branding, never an error, so the login page always has the roles.
 */
export const systemConfigRoutes = contractRoutes(systemConfigContract, async (ctx) => {
  return {
    get: async (request) => {
      const landlordId = landlordIdSchema.safeParse(request.params.id);
      const branding = landlordId.success ? await tenantConfigFor(ctx.db, landlordId.data) : null;
      const roleRows = await rolesByKey(ctx.db, PUBLIC_ROLE_KEYS);
      return {
        success: true,
        message: SETTING_MESSAGES.systemConfigLoaded,
        data: {
          tenantLogo: branding?.logo ?? null,
          tenantBanner: branding?.banner ?? null,
          roles: Object.fromEntries(roleRows.map((r) => [r.key, { id: r.id, name: r.name }])),
          // Whether the panel shows Pay, and the demo's "payments are simulated" banner (issue 30 item 6).
          ...onlinePaymentOf(ctx.config.payments),
        },
      };
    },
  };
});
