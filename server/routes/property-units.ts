import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { findUnit, listUnits } from '../services/unitQueries';
import { propertyUnitsContract } from '../../domain/contracts/property-units';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Units on their own, for pickers (a contract request chooses a vacant unit). Reading units
 * needs View Property, except that a tenant may list its landlord's vacant units: that is what
 * it picks from, and it shows no more than a vacancy listing would.
 */
export const propertyUnitsRoutes = contractRoutes(propertyUnitsContract, async (ctx) => {
  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { page, pageSize } = request.query;
      const { items, total } = await listUnits(ctx.db, scope, request.query);
      return listAnswer(items, total, { page, pageSize });
    },
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const data = await findUnit(ctx.db, scope, request.params.id);
      if (!data) throw new HttpError(404, PROPERTY_MESSAGES.unitNotFound);
      return { success: true, message: 'OK', data };
    },
  };
});
