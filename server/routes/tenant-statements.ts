import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { readerLocale } from '../http/readerLocale';
import { tenantStatement } from '../services/tenantStatement';
import { tenantStatementsContract } from '../../domain/contracts/tenant-statements';
import { contractRoutes } from '../http/contractRoutes';

/** API resource `tenant-statements` (issue 6 item 5): one tenant's invoices, payments and running balance. */
export const tenantStatementsRoutes = contractRoutes(tenantStatementsContract, async (ctx) => {
  return {
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      return {
        success: true,
        message: 'OK',
        data: await tenantStatement(ctx.db, scope, request.params.tenantId, readerLocale(request)),
      };
    },
  };
});
