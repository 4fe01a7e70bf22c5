import { MANUAL_PAYMENT_MESSAGES as M } from '../../domain/manualPaymentSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { readerLocale } from '../http/readerLocale';
import { listCollections } from '../services/collectionQueries';
import { landlordInScope } from '../services/manualPaymentQueries';
import { todayInKuwait } from '../services/occupancy';
import { collectionsContract } from '../../domain/contracts/collections';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/**
 * API resource `collections` (issue 7 item 5): the collection report. Spec section 6 gives the
 * menu entry to landlords only; the platform admins read any landlord's report by landlord_id.
 */
export const collectionsRoutes = contractRoutes(collectionsContract, async (ctx) => {
  return {
    get: async (request) => {
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
        message: text('collections.loaded'),
      };
    },
  };
});
