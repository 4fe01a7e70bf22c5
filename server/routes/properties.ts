import fastifyMultipart from '@fastify/multipart';
import { assertPrincipalMayCreate } from '../auth/subscriptionGate';
import { PAYLOAD_FORM_LIMITS } from '../http/payloadForm';
import { MAX_PHOTOS, PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import { principalOf } from '../auth/guard';
import { owningLandlord, scopeOf } from '../auth/scope';
import { refreshContractedOccupancy, todayInKuwait } from '../services/occupancy';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { readPropertyRequest, validationError } from '../services/propertyPayload';
import { loadProperty, photosOf } from '../services/propertyQueries';
import { listProperties } from '../services/propertyList';
import { createProperty, deleteProperty, propertyInScope, updateProperty } from '../services/propertyWrites';
import { isLandlordAccount } from '../services/managerQueries';
import { propertiesContract } from '../../domain/contracts/properties';
import { contractRoutes } from '../http/contractRoutes';

/** Properties with their units (issue 5), every query scoped by the caller's token. */
export const propertiesRoutes = contractRoutes(propertiesContract, async (ctx, app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    // A payload of up to 500 units is larger than the documents routes' 64 kB field.
    limits: { ...PAYLOAD_FORM_LIMITS, files: MAX_PHOTOS, fieldSize: 512_000 },
  });
  const links = () => ({ secret: ctx.config.jwtSecret, now: ctx.now() });
  const scoped = async (request: Parameters<typeof principalOf>[0]) => scopeOf(ctx.db, principalOf(request));
  // Reads (not writes) first bring contracted units up to date, so a contract that ended since
  // the last read no longer shows its unit occupied (expiry needs no background job).
  const scopedRead = async (request: Parameters<typeof principalOf>[0]) => {
    const scope = await scoped(request);
    await refreshContractedOccupancy(ctx.db, scope.landlordId, todayInKuwait(ctx.now()));
    return scope;
  };

  /** A platform admin's create names an existing landlord, or is refused like a missing one. */
  const assertLandlord = async (landlordId: string) => {
    if (!(await isLandlordAccount(ctx.db, landlordId))) {
      throw validationError([
        { loc: ['body', 'landlordId'], msg: PROPERTY_MESSAGES.landlordRequired, type: 'landlord' },
      ]);
    }
  };

  return {
    list: async (request) => {
      const { page, pageSize } = request.query;
      const scope = await scopedRead(request);
      const { items, total } = await listProperties(ctx.db, scope, request.query, readerLocale(request));
      return listAnswer(items, total, { page, pageSize });
    },
    get: async (request) => {
      const data = await loadProperty(
        ctx.db,
        await scopedRead(request),
        request.params.id,
        links(),
        readerLocale(request),
      );
      return { success: true, message: 'OK', data };
    },
    create: async (request) => {
      const scope = await scoped(request);
      const { input, newPhotos } = await readPropertyRequest(request, ctx.storage);
      const landlordId = await owningLandlord(ctx.db, scope, input.landlordId);
      if (scope.isPlatformAdmin) await assertLandlord(landlordId);
      const id = await createProperty(ctx.db, landlordId, input, newPhotos);
      const data = await loadProperty(
        ctx.db,
        { ...scope, propertyIds: null },
        id,
        links(),
        readerLocale(request),
      );
      return { success: true, message: PROPERTY_MESSAGES.created, data };
    },
    update: async (request) => {
      const scope = await scoped(request);
      const { id } = request.params;
      const existing = await propertyInScope(ctx.db, scope, id);
      if (!existing) throw new HttpError(404, PROPERTY_MESSAGES.notFound);
      const { input, newPhotos } = await readPropertyRequest(request, ctx.storage);
      const { units, photos: keepKeys } = input;
      // A unit without an id is a new one: adding units is creating (issue 30), editing is not.
      if (units.some((u) => !u.id)) await assertPrincipalMayCreate(ctx.db, request.principal, ctx.now());
      const photos = [...photosOf(existing).filter((p) => keepKeys.includes(p.key)), ...newPhotos];
      await updateProperty(ctx.db, { id, landlordId: existing.landlordId }, input, photos, ctx.now);
      const data = await loadProperty(ctx.db, scope, id, links(), readerLocale(request));
      return { success: true, message: PROPERTY_MESSAGES.updated, data };
    },
    delete: async (request) => {
      const scope = await scoped(request);
      const { id } = request.params;
      const existing = await propertyInScope(ctx.db, scope, id);
      if (!existing) throw new HttpError(404, PROPERTY_MESSAGES.notFound);
      await deleteProperty(ctx.db, id);
      return { success: true, message: PROPERTY_MESSAGES.deleted };
    },
  };
});
