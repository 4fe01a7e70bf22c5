import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTIAL_PAYMENT_MESSAGES as M, partialPaymentSettingSchema } from '../../domain/partialPayments';
import { settingOnlinePaymentsAnswers as answers } from '../../domain/contracts/answers/setting-online-payments';
import { principalOf } from '../auth/guard';
import type { AppContext } from '../context';
import { findPartialSetting, savePartialSetting } from '../services/partialPaymentSettings';
import { OWNERS, READERS, ownerLandlordId, readerLandlordId } from './setting';

/**
 * App Setting, online payments (issue 20 item 5): whether the landlord's tenants may pay part of an
 * invoice online, and the least amount then. The landlord and its managers read it; only the
 * landlord changes it; the landlord is the token's, never the request's.
 */
export const settingOnlinePaymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/setting/online-payments',
      { config: { roles: READERS }, schema: { response: answers.get } },
      async (request) => {
        const landlordId = readerLandlordId(principalOf(request));
        return { success: true, message: M.loaded, data: await findPartialSetting(ctx.db, landlordId) };
      },
    );

    app.put(
      '/api/setting/online-payments',
      { config: { roles: OWNERS }, schema: { body: partialPaymentSettingSchema, response: answers.update } },
      async (request) => {
        const landlordId = ownerLandlordId(principalOf(request));
        const data = await savePartialSetting(ctx.db, landlordId, request.body);
        return { success: true, message: M.updated, data };
      },
    );
  };
