import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_READER } from '../../domain/accessRules';
import { PROPERTY_MESSAGES, unitListQuerySchema } from '../../domain/propertySchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import { findUnit, listUnits } from '../services/unitQueries';
import type { AppContext } from '../context';
import { propertyUnitsAnswers } from '../../domain/contracts/answers/property-units';

/**
 * Units on their own, for pickers (a contract request chooses a vacant unit). Reading units
 * needs View Property, except that a tenant may list its landlord's vacant units: that is what
 * it picks from, and it shows no more than a vacancy listing would.
 */
export const propertyUnitsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/property-units/list',
      {
        config: { permission: UNIT_READER },
        schema: { querystring: unitListQuerySchema, response: propertyUnitsAnswers.list },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { page, pageSize } = request.query;
        const { items, total } = await listUnits(ctx.db, scope, request.query);
        return listAnswer(items, total, { page, pageSize });
      },
    );

    app.get(
      '/api/property-units/get/:id',
      {
        config: { permission: 'View Property' },
        schema: { params: idParams, response: propertyUnitsAnswers.get },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const data = await findUnit(ctx.db, scope, request.params.id);
        if (!data) throw new HttpError(404, PROPERTY_MESSAGES.unitNotFound);
        return { success: true, message: 'OK', data };
      },
    );
  };
