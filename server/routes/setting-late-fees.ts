import { settingLateFeesContract } from '../../domain/contracts/setting-late-fees';
import { LATE_FEE_MESSAGES as M } from '../../domain/lateFeeSchemas';
import { principalOf } from '../auth/guard';
import { contractRoutes } from '../http/contractRoutes';
import { findLateFeeSetting, saveLateFeeSetting } from '../services/lateFeeSettings';
import { ownerLandlordId, readerLandlordId } from './setting';

/**
 * App Setting, late fees (issue 34 item 4). The landlord and its managers read the rule; only the
 * landlord changes it (audited); the landlord is the token's, never the request's.
 */
export const settingLateFeesRoutes = contractRoutes(settingLateFeesContract, async (ctx) => ({
  read: async (request) => {
    const landlordId = readerLandlordId(principalOf(request));
    return { success: true, message: M.settingLoaded, data: await findLateFeeSetting(ctx.db, landlordId) };
  },
  save: async (request) => {
    const principal = principalOf(request);
    const landlordId = ownerLandlordId(principal);
    return {
      success: true,
      message: M.settingSaved,
      data: await saveLateFeeSetting(ctx.db, landlordId, request.body, principal.userId),
    };
  },
}));
