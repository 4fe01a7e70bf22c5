import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, type PermissionName } from '../../domain/permissions';
import { REPORT_MESSAGES as M } from '../../domain/reportSchemas';
import type { RoleKey } from '../../domain/roles';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { tenantStatement } from '../services/tenantStatement';
import type { AppContext } from '../context';
import { tenantStatementsAnswers } from '../answers/tenant-statements';

/** The landlord's side reads a tenant's ledger through User; a tenant reads its own through Tenant Rental. */
const STATEMENT_ROLES: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager', 'user'];

const params = z.object({ tenantId: z.uuid({ error: M.tenantNotFound }) });

/** API resource `tenant-statements` (issue 6 item 5): one tenant's invoices, payments and running balance. */
export const tenantStatementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tenant-statements/get/:tenantId',
      { config: { roles: STATEMENT_ROLES }, schema: { params, response: tenantStatementsAnswers.get } },
      async (request) => {
        const principal = principalOf(request);
        const needed: PermissionName = principal.roleKey === 'user' ? 'View Tenant Rental' : 'View User';
        if (!hasPermission(principal.permissions, needed)) throw new HttpError(403, M.noStatementPermission);
        const scope = await scopeOf(ctx.db, principal);
        return {
          success: true,
          message: 'OK',
          data: await tenantStatement(ctx.db, scope, request.params.tenantId),
        };
      },
    );
  };
