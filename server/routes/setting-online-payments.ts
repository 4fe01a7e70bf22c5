import { PARTIAL_PAYMENT_MESSAGES as M } from '../../domain/partialPayments';
import { principalOf } from '../auth/guard';
import { findPartialSetting, savePartialSetting } from '../services/partialPaymentSettings';
import { ownerLandlordId, readerLandlordId } from './setting';
import { settingOnlinePaymentsContract } from '../../domain/contracts/setting-online-payments';
import { contractRoutes } from '../http/contractRoutes';

/**
 * App Setting, online payments (issue 20 item 5): whether the landlord's tenants may pay part of an
 * invoice online, and the least amount then. The landlord and its managers read it; only the
 * landlord changes it; the landlord is the token's, never the request's.
 */
export const settingOnlinePaymentsRoutes = contractRoutes(settingOnlinePaymentsContract, async (ctx) => {
  return {
    read: async (request) => {
      const landlordId = readerLandlordId(principalOf(request));
      return { success: true, message: M.loaded, data: await findPartialSetting(ctx.db, landlordId) };
    },
    save: async (request) => {
      const landlordId = ownerLandlordId(principalOf(request));
      const data = await savePartialSetting(ctx.db, landlordId, request.body);
      return { success: true, message: M.updated, data };
    },
  };
});
