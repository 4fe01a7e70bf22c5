import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_READER } from '../../domain/accessRules';
import { idList, PROPERTY_MESSAGES, unitListQuerySchema } from '../../domain/propertySchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { properties, propertyUnits } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { HttpError } from '../http/errors';
import { idParams } from '../http/idParams';
import { listAnswer, pageOffset } from '../http/listAnswer';
import { unitColumns, unitScope } from '../services/propertyQueries';
import type { AppContext } from '../context';
import { propertyUnitsAnswers } from '../answers/property-units';

const columns = {
  ...unitColumns,
  propertyName: properties.name,
  propertyNameAr: properties.nameAr,
  governorate: properties.governorate,
};

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
        const isTenant = scope.tenantId !== null;
        const { page, pageSize, q, sort, order, propertyId, status, ids } = request.query;
        const filters: (SQL | undefined)[] = [unitScope(scope)];
        if (isTenant) filters.push(eq(propertyUnits.status, 'vacant'));
        if (status) filters.push(eq(propertyUnits.status, status));
        if (propertyId) filters.push(eq(propertyUnits.propertyId, propertyId));
        if (q) filters.push(ilike(propertyUnits.unitNo, containsPattern(q)));
        const wanted = idList(ids);
        if (wanted) filters.push(wanted.length > 0 ? inArray(propertyUnits.id, wanted) : sql`false`);
        const where = and(...filters);
        const sortable = {
          unitNo: propertyUnits.unitNo,
          monthlyRent: propertyUnits.monthlyRent,
          createdAt: propertyUnits.createdAt,
          status: propertyUnits.status,
        };
        const column = sortable[sort ?? 'unitNo'];
        const [items, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select(columns)
            .from(propertyUnits)
            .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
            .where(where)
            .orderBy(order === 'desc' ? desc(column) : asc(column), asc(propertyUnits.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db.select({ total: count() }).from(propertyUnits).where(where),
        ]);
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
        const [data] = await ctx.db
          .select(columns)
          .from(propertyUnits)
          .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
          .where(and(eq(propertyUnits.id, request.params.id), unitScope(scope)));
        if (!data) throw new HttpError(404, PROPERTY_MESSAGES.unitNotFound);
        return { success: true, message: 'OK', data };
      },
    );
  };
