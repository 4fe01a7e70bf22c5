import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAINTENANCE_MESSAGES as M, maintenanceCreateSchema } from '../../domain/maintenanceSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf, type Scope } from '../auth/scope';
import { listAnswer } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { PAYLOAD_FORM_LIMITS, readPayloadForm, validationError } from '../http/payloadForm';
import { mailAssigned, mailEmergency } from '../services/maintenanceMail';
import { countMaintenanceRequests } from '../services/maintenanceCounts';
import { listMaintenanceRequests } from '../services/maintenanceList';
import { findMaintenanceRequest, maintenanceHistory } from '../services/maintenanceQueries';
import { createRequest, deleteRequest, placeRequest, updateRequest } from '../services/maintenanceRequests';
import { storeMaintenanceFiles } from './maintenanceAttachments';
import { maintenanceRequestsContract } from '../../domain/contracts/maintenance-requests';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `maintenance-requests` (issue 18 items 1, 3 and 9): list, get, create (JSON, or
 * multipart with `payload` and up to five `files`), update and soft delete. Status moves, comments,
 * rating and charging: maintenance-request-work.ts; deadlines per landlord: maintenance-deadlines.ts.
 * Every call is scoped from the token: another landlord's request, a limited manager's other
 * properties' and another tenant's answer 404.
 */
export const maintenanceRequestsRoutes = contractRoutes(maintenanceRequestsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  // Names in the reader's language (issue 22 item 5).
  const read = (request: FastifyRequest) => ({
    secret: ctx.config.jwtSecret,
    nowMs: ctx.now(),
    locale: readerLocale(request),
  });
  const detail = async (scope: Scope, id: string, request: FastifyRequest) => {
    const record = await findMaintenanceRequest(ctx.db, scope, id, read(request));
    return { ...record, history: await maintenanceHistory(ctx.db, id) };
  };

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { items, total } = await listMaintenanceRequests(ctx.db, scope, request.query, read(request));
      return { ...listAnswer(items, total, request.query), message: M.listed };
    },
    counts: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const counts = await countMaintenanceRequests(ctx.db, scope, request.query, ctx.now());
      return { success: true as const, message: M.counted, counts };
    },
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      return {
        success: true as const,
        message: M.found,
        data: await detail(scope, request.params.id, request),
      };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = maintenanceCreateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const placement = await placeRequest(ctx.db, scope, parsed.data.unit_id, ctx.now());
      const attachments = await storeMaintenanceFiles(ctx.storage, form.files);
      const row = await createRequest(ctx.db, {
        scope,
        placement,
        fields: parsed.data,
        attachments,
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      await mailEmergency(ctx, row);
      return { success: true as const, message: M.created, data: await detail(scope, row.id, request) };
    },
    update: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const { before, after } = await updateRequest(
        ctx.db,
        scope,
        request.params.id,
        request.body,
        ctx.now(),
      );
      if (after.assigneeId && after.assigneeId !== before.assigneeId)
        await mailAssigned(ctx, after, principal.userId);
      return { success: true as const, message: M.updated, data: await detail(scope, after.id, request) };
    },
    delete: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await deleteRequest(ctx.db, scope, request.params.id, ctx.now());
      return { success: true as const, message: M.deleted };
    },
  };
});
