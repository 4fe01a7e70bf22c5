import fastifyMultipart from '@fastify/multipart';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertUnitRoom } from '../services/planLimits';
import { assertPrincipalMayCreate } from '../auth/subscriptionGate';
import { PAYLOAD_FORM_LIMITS } from '../http/payloadForm';
import {
  idList,
  MAX_PHOTOS,
  PROPERTY_MESSAGES,
  propertyListQuerySchema,
  type PropertyInput,
} from '../../domain/propertySchemas';
import { principalOf } from '../auth/guard';
import { owningLandlord, scopeOf } from '../auth/scope';
import { refreshContractedOccupancy, todayInKuwait } from '../services/occupancy';
import { properties, propertyUnits, roles, users } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { isUniqueViolation } from '../db/pgErrors';
import { HttpError } from '../http/errors';
import { idParams } from '../http/idParams';
import { listAnswer, pageOffset } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { readPropertyRequest, validationError } from '../services/propertyPayload';
import { syncUnits, unitValues } from '../services/propertyUnitsSync';
import {
  loadProperty,
  occupancyCounts,
  photosOf,
  propertyColumns,
  propertyDisplayName,
  propertyScope,
  unitRemovalRefusal,
} from '../services/propertyQueries';
import type { AppContext } from '../context';
import { propertiesAnswers } from '../answers/properties';

/** The property's own columns from the payload (units, photo keys and landlordId go elsewhere). */
const propertyFields = (input: PropertyInput) => ({
  name: input.name,
  // Absent (an older client): the stored Arabic texts stay as they are.
  ...(input.nameAr === undefined ? {} : { nameAr: input.nameAr }),
  ...(input.addressAr === undefined ? {} : { addressAr: input.addressAr }),
  type: input.type,
  governorate: input.governorate,
  area: input.area,
  block: input.block,
  street: input.street,
  building: input.building,
  description: input.description,
});

const duplicateUnitNo = () =>
  new HttpError(409, PROPERTY_MESSAGES.unitNoDuplicate, [
    { loc: ['body', 'units'], msg: PROPERTY_MESSAGES.unitNoDuplicate, type: 'unique' },
  ]);

/** Properties with their units (issue 5), every query scoped by the caller's token. */
export const propertiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      // A payload of up to 500 units is larger than the documents routes' 64 kB field.
      limits: { ...PAYLOAD_FORM_LIMITS, files: MAX_PHOTOS, fieldSize: 512_000 },
    });
    const links = () => ({ secret: ctx.config.jwtSecret, now: ctx.now() });
    const scoped = async (request: Parameters<typeof principalOf>[0]) =>
      scopeOf(ctx.db, principalOf(request));
    // Reads (not writes) first bring contracted units up to date, so a contract that ended since
    // the last read no longer shows its unit occupied (expiry needs no background job).
    const scopedRead = async (request: Parameters<typeof principalOf>[0]) => {
      const scope = await scoped(request);
      await refreshContractedOccupancy(ctx.db, scope.landlordId, todayInKuwait(ctx.now()));
      return scope;
    };

    app.get(
      '/api/properties/list',
      {
        config: { permission: 'View Property' },
        schema: { querystring: propertyListQuerySchema, response: propertiesAnswers.list },
      },
      async (request) => {
        const { page, pageSize, q, sort, order, type, occupancy, ids } = request.query;
        const locale = readerLocale(request);
        const displayName = propertyDisplayName(locale);
        const scope = await scopedRead(request);
        // Unit counts per property, limited to the caller's landlord so the grouping stays small.
        const counts = ctx.db
          .select({
            propertyId: propertyUnits.propertyId,
            units: occupancyCounts.units.as('units_count'),
            occupied: occupancyCounts.occupied.as('occupied_count'),
            rent: occupancyCounts.rent.as('rent_roll'),
          })
          .from(propertyUnits)
          .where(scope.landlordId ? eq(propertyUnits.landlordId, scope.landlordId) : undefined)
          .groupBy(propertyUnits.propertyId)
          .as('unit_counts');
        const unitsCount = sql<number>`coalesce(${counts.units}, 0)`;
        const occupiedCount = sql<number>`coalesce(${counts.occupied}, 0)`;
        const monthlyRentTotal = sql<string>`coalesce(${counts.rent}, 0)::numeric(14,3)::text`;
        const filters: (SQL | undefined)[] = [propertyScope(scope)];
        if (type) filters.push(eq(properties.type, type));
        if (occupancy === 'vacant') filters.push(sql`${occupiedCount} = 0`);
        if (occupancy === 'partly')
          filters.push(sql`${occupiedCount} > 0 and ${occupiedCount} < ${unitsCount}`);
        if (occupancy === 'full') filters.push(sql`${unitsCount} > 0 and ${occupiedCount} = ${unitsCount}`);
        const wanted = idList(ids);
        if (wanted) filters.push(wanted.length > 0 ? inArray(properties.id, wanted) : sql`false`);
        if (q) {
          const like = containsPattern(q);
          filters.push(
            or(
              ilike(properties.name, like),
              ilike(properties.nameAr, like),
              ilike(properties.area, like),
              ilike(properties.governorate, like),
            ),
          );
        }
        const where = and(...filters);
        const sortable = {
          // An Arabic reader's list sorts by the name it shows; English keeps the indexable column.
          name: locale === 'ar' ? displayName : properties.name,
          createdAt: properties.createdAt,
          governorate: properties.governorate,
          type: properties.type,
          units: unitsCount,
          occupied: occupiedCount,
          unitsCount,
          occupiedCount,
          monthlyRentTotal: sql`coalesce(${counts.rent}, 0)`,
        };
        const column = sortable[sort ?? 'createdAt'];
        const direction = order === 'desc' || !sort ? desc : asc;
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select({ ...propertyColumns, displayName, unitsCount, occupiedCount, monthlyRentTotal })
            .from(properties)
            .leftJoin(counts, eq(counts.propertyId, properties.id))
            .where(where)
            .orderBy(direction(column), asc(properties.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db
            .select({ total: count() })
            .from(properties)
            .leftJoin(counts, eq(counts.propertyId, properties.id))
            .where(where),
        ]);
        // The list shows no photos: their signed links are handed out by get/{id} only.
        const items = rows.map(({ photos, ...row }) => ({
          ...row,
          photosCount: photosOf({ photos }).length,
        }));
        return listAnswer(items, total, { page, pageSize });
      },
    );

    app.get(
      '/api/properties/get/:id',
      {
        config: { permission: 'View Property' },
        schema: { params: idParams, response: propertiesAnswers.get },
      },
      async (request) => {
        const data = await loadProperty(
          ctx.db,
          await scopedRead(request),
          request.params.id,
          links(),
          readerLocale(request),
        );
        return { success: true, message: 'OK', data };
      },
    );

    app.post(
      '/api/properties/create',
      {
        config: { permission: 'Create Property', creates: true },
        schema: { response: propertiesAnswers.create },
      },
      async (request) => {
        const scope = await scoped(request);
        const { input, newPhotos } = await readPropertyRequest(request, ctx.storage);
        const landlordId = await owningLandlord(ctx.db, scope, input.landlordId);
        if (scope.isPlatformAdmin) await assertLandlord(landlordId);
        const { units } = input;
        const fields = propertyFields(input);
        let id: string;
        try {
          id = await ctx.db.transaction(async (tx) => {
            await assertUnitRoom(tx, landlordId, { units: units.length });
            const [row] = await tx
              .insert(properties)
              .values({ ...fields, landlordId, photos: newPhotos })
              .returning({ id: properties.id });
            if (units.length > 0) {
              await tx
                .insert(propertyUnits)
                .values(units.map((u) => ({ ...unitValues(u), landlordId, propertyId: row!.id })));
            }
            return row!.id;
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicateUnitNo();
          throw err;
        }
        const data = await loadProperty(
          ctx.db,
          { ...scope, propertyIds: null },
          id,
          links(),
          readerLocale(request),
        );
        return { success: true, message: PROPERTY_MESSAGES.created, data };
      },
    );

    /** A platform admin's create names an existing landlord, or is refused like a missing one. */
    const assertLandlord = async (landlordId: string) => {
      const [row] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, landlordId), eq(roles.key, 'landlord')));
      if (!row) {
        throw validationError([
          { loc: ['body', 'landlordId'], msg: PROPERTY_MESSAGES.landlordRequired, type: 'landlord' },
        ]);
      }
    };

    app.post(
      '/api/properties/update/:id',
      {
        config: { permission: 'Update Property', creates: 'when-adding' },
        schema: { params: idParams, response: propertiesAnswers.update },
      },
      async (request) => {
        const scope = await scoped(request);
        const { id } = request.params;
        const [existing] = await ctx.db
          .select({ landlordId: properties.landlordId, photos: properties.photos })
          .from(properties)
          .where(and(eq(properties.id, id), propertyScope(scope)));
        if (!existing) throw new HttpError(404, PROPERTY_MESSAGES.notFound);
        const { input, newPhotos } = await readPropertyRequest(request, ctx.storage);
        const { units, photos: keepKeys } = input;
        // A unit without an id is a new one: adding units is creating (issue 30), editing is not.
        if (units.some((u) => !u.id)) await assertPrincipalMayCreate(ctx.db, request.principal, ctx.now());
        const fields = propertyFields(input);
        const photos = [...photosOf(existing).filter((p) => keepKeys.includes(p.key)), ...newPhotos];
        try {
          await ctx.db.transaction(async (tx) => {
            await assertUnitRoom(tx, existing.landlordId, { units: units.length, propertyId: id });
            const now = new Date(ctx.now());
            await syncUnits(tx, { propertyId: id, landlordId: existing.landlordId, now }, units);
            await tx
              .update(properties)
              .set({ ...fields, photos: photos, updatedAt: now })
              .where(eq(properties.id, id));
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicateUnitNo();
          throw err;
        }
        const data = await loadProperty(ctx.db, scope, id, links(), readerLocale(request));
        return { success: true, message: PROPERTY_MESSAGES.updated, data };
      },
    );

    app.post(
      '/api/properties/delete/:id',
      {
        config: { permission: 'Delete Property' },
        schema: { params: idParams, response: propertiesAnswers.delete },
      },
      async (request) => {
        const scope = await scoped(request);
        const { id } = request.params;
        const [existing] = await ctx.db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, id), propertyScope(scope)));
        if (!existing) throw new HttpError(404, PROPERTY_MESSAGES.notFound);
        await ctx.db.transaction(async (tx) => {
          const units = await tx
            .select({ id: propertyUnits.id, unitNo: propertyUnits.unitNo })
            .from(propertyUnits)
            .where(eq(propertyUnits.propertyId, id));
          const refusal = await unitRemovalRefusal(tx, units, {
            holding: () => PROPERTY_MESSAGES.deleteUnderContract,
            history: () => PROPERTY_MESSAGES.deleteHasHistory,
          });
          if (refusal) throw new HttpError(409, refusal);
          await tx.delete(propertyUnits).where(eq(propertyUnits.propertyId, id));
          await tx.delete(properties).where(eq(properties.id, id));
        });
        return { success: true, message: PROPERTY_MESSAGES.deleted };
      },
    );
  };
