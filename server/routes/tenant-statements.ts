import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATEMENT_READER } from '../../domain/accessRules';
import { REPORT_MESSAGES as M } from '../../domain/reportSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { readerLocale } from '../http/readerLocale';
import { tenantStatement } from '../services/tenantStatement';
import type { AppContext } from '../context';
import { tenantStatementsAnswers } from '../../domain/contracts/answers/tenant-statements';

const READER_CONFIG = { permission: STATEMENT_READER, forbidden: M.noStatementPermission };

const params = z.object({ tenantId: z.uuid({ error: M.tenantNotFound }) });

/** API resource `tenant-statements` (issue 6 item 5): one tenant's invoices, payments and running balance. */
export const tenantStatementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tenant-statements/get/:tenantId',
      { config: READER_CONFIG, schema: { params, response: tenantStatementsAnswers.get } },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        return {
          success: true,
          message: 'OK',
          data: await tenantStatement(ctx.db, scope, request.params.tenantId, readerLocale(request)),
        };
      },
    );
  };
