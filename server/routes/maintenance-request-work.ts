import fastifyMultipart from '@fastify/multipart';
import { MAINTENANCE_MESSAGES as M, maintenanceCommentSchema } from '../../domain/maintenanceSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf, type Scope } from '../auth/scope';
import { PAYLOAD_FORM_LIMITS, readPayloadForm, validationError } from '../http/payloadForm';
import { chargeCost } from '../services/maintenanceCharges';
import { mailComment, mailStatusChange } from '../services/maintenanceMail';
import {
  findMaintenanceRequest,
  maintenanceCommentList,
  maintenanceHistory,
  toComment,
} from '../services/maintenanceQueries';
import { addMaintenanceComment } from '../services/maintenanceComments';
import { moveRequest, rateRequest } from '../services/maintenanceMoves';
import { sendMaintenanceStatus } from '../services/tenantNotices';
import { storeMaintenanceFiles } from './maintenanceAttachments';
import { maintenanceRequestWorkContract } from '../../domain/contracts/maintenance-request-work';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Working a maintenance request (issue 18 items 2 to 5): status moves from the table in
 * domain/maintenanceFlow.ts, the comment thread (internal comments never reach a tenant), the
 * tenant's rating and charging the cost. A comment may carry photos: multipart forms, as the
 * request's own create.
 */
export const maintenanceWorkRoutes = contractRoutes(maintenanceRequestWorkContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const read = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
  const detail = async (scope: Scope, id: string) => {
    const record = await findMaintenanceRequest(ctx.db, scope, id, read());
    return { ...record, history: await maintenanceHistory(ctx.db, id) };
  };

  return {
    status: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const { status, reason, until } = request.body;
      const moved = await moveRequest(ctx.db, scope, request.params.id, {
        to: status,
        reason,
        until,
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      await mailStatusChange(ctx, moved);
      // On the tenant's own channel too, unless the tenant made the move itself.
      if (moved.after.tenantId !== principal.userId) await sendMaintenanceStatus(ctx, request.log, moved);
      return {
        success: true as const,
        message: M.statusChanged,
        data: await detail(scope, moved.after.id),
      };
    },
    comments: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      await findMaintenanceRequest(ctx.db, scope, request.params.id, read());
      const items = await maintenanceCommentList(ctx.db, request.params.id, !!scope.tenantId, read());
      return { success: true as const, message: M.comments, items };
    },
    postComments: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      await findMaintenanceRequest(ctx.db, scope, request.params.id, read());
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = maintenanceCommentSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const attachments = await storeMaintenanceFiles(ctx.storage, form.files);
      // A tenant's comment is always for both sides to read.
      const internal = scope.tenantId ? false : parsed.data.internal;
      const { row, comment } = await addMaintenanceComment(ctx.db, scope, request.params.id, {
        authorId: principal.userId,
        body: parsed.data.body,
        internal,
        attachments,
        createdAt: new Date(ctx.now()),
      });
      await mailComment(ctx, row, { body: comment.body, internal, authorId: principal.userId });
      const thread = await maintenanceCommentList(ctx.db, row.id, false, read());
      const data = thread.find((c) => c.id === comment.id) ?? toComment(comment, null, read());
      return { success: true as const, message: M.commented, data };
    },
    rating: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const moved = await rateRequest(
        ctx.db,
        scope,
        request.params.id,
        request.body,
        principal.userId,
        ctx.now(),
      );
      await mailStatusChange(ctx, moved);
      return { success: true as const, message: M.rated, data: await detail(scope, moved.after.id) };
    },
    charge: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const invoiceId = await chargeCost(ctx.db, scope, request.params.id, principal.userId, ctx.now());
      const message = invoiceId ? M.charged : M.noNextInvoice;
      return { success: true as const, message, data: await detail(scope, request.params.id) };
    },
  };
});
