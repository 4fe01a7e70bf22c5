import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchTextSchema, sortFieldSchema } from '../../domain/listQuery';
import { MANUAL_PAYMENT_MESSAGES as M } from '../../domain/manualPaymentSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { readerLocale } from '../http/readerLocale';
import { COLLECTION_SORTS, listCollections } from '../services/collectionQueries';
import { landlordInScope } from '../services/manualPaymentQueries';
import { todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { collectionsAnswers } from '../../domain/contracts/answers/collections';

const collectionQuerySchema = z.object({
  landlord_id: z.uuid({ error: 'landlord_id must be a landlord id.' }).optional(),
  q: searchTextSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sort: sortFieldSchema(COLLECTION_SORTS).default('invoice_no'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * API resource `collections` (issue 7 item 5): the collection report. Spec section 6 gives the
 * menu entry to landlords only; the platform admins read any landlord's report by landlord_id.
 */
export const collectionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/collections/list',
      {
        config: { permission: 'View Landlord Payment', roles: ['landlord', 'super_admin', 'admin'] },
        schema: { querystring: collectionQuerySchema, response: collectionsAnswers.list },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { landlord_id, q, page, pageSize, sort, order } = request.query;
        const landlordId = landlordInScope(scope, landlord_id, 'landlord_id', M.missingLandlord);
        const { items, total, totals } = await listCollections(
          ctx.db,
          // Statuses as of today (Overdue past the due date) are computed on read, not written first.
          { landlordId, q, today: todayInKuwait(ctx.now()), locale: readerLocale(request) },
          { sort, order, page, pageSize },
          { secret: ctx.config.jwtSecret, nowMs: ctx.now() },
        );
        return {
          success: true,
          items,
          total,
          totalPages: Math.ceil(total / pageSize),
          totals,
          message: 'Collections loaded successfully',
        };
      },
    );
  };
