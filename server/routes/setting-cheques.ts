import { settingChequesContract } from '../../domain/contracts/setting-cheques';
import { CHEQUE_MESSAGES as M } from '../../domain/chequeSchemas';
import { principalOf } from '../auth/guard';
import { contractRoutes } from '../http/contractRoutes';
import { findChequeSetting, saveChequeSetting } from '../services/chequeSettings';
import { ownerLandlordId, readerLandlordId } from './setting';

/**
 * App Setting, cheques (issue 34 item 1): the bounced-cheque fee. The landlord and its managers
 * read it; only the landlord changes it; the landlord is the token's, never the request's.
 */
export const settingChequesRoutes = contractRoutes(settingChequesContract, async (ctx) => ({
  read: async (request) => {
    const landlordId = readerLandlordId(principalOf(request));
    return { success: true, message: M.settingLoaded, data: await findChequeSetting(ctx.db, landlordId) };
  },
  save: async (request) => {
    const landlordId = ownerLandlordId(principalOf(request));
    return {
      success: true,
      message: M.settingSaved,
      data: await saveChequeSetting(ctx.db, landlordId, request.body),
    };
  },
}));
