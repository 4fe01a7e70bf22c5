import type { FastifyRequest } from 'fastify';
import { auditContract } from '../../domain/contracts/audit';
import { HttpError } from '../http/errors';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { listAuditRows, verifyAuditChain } from '../services/auditTrail';
import { mayReadRecord } from '../services/recordHistory';
import { text } from '../../domain/messages/text';

/**
 * API resource `audit` (issue 36 item 4): the audit trail's rows and the check of its hash chain.
 * A landlord (or whoever it granted 'View Audit') reads its own landlord's rows; the platform admins
 * every landlord's (or one, `landlordId`). A tenant never reads the trail, even if granted; a manager
 * granted it reads one record's history at a time (`record` + `recordId`), of its properties only.
 */
export const auditRoutes = contractRoutes(auditContract, async (ctx) => {
  /** The landlord whose rows the caller reads: its own, or (platform admin) the one asked, or all (null). */
  const landlordOf = async (request: FastifyRequest, asked: string | undefined) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    if (scope.tenantId) throw new HttpError(403, text('audit.noPermission'));
    return scope.isPlatformAdmin ? (asked ?? null) : scope.landlordId!;
  };
  return {
    list: async (request) => {
      const { record, recordId } = request.query;
      const scope = await scopeOf(ctx.db, principalOf(request));
      if (scope.tenantId) throw new HttpError(403, text('audit.noPermission'));
      // A manager reads one record's history at a time, and only of its properties' records.
      if (principalOf(request).roleKey === 'manager' && !(record && recordId))
        throw new HttpError(403, text('audit.recordNeeded'));
      if (record && recordId && !(await mayReadRecord(ctx.db, scope, record, recordId)))
        throw new HttpError(404, text('audit.recordNotFound'));
      const landlordId = await landlordOf(request, request.query.landlordId);
      const { page, pageSize } = request.query;
      const { items, total } = await listAuditRows(ctx.db, landlordId, request.query);
      return listAnswer(items, total, { page, pageSize });
    },
    verify: async (request) => {
      const landlordId = await landlordOf(request, request.query.landlordId);
      const verdict = await verifyAuditChain(ctx.db, landlordId ?? undefined);
      return { success: true, message: 'OK', data: verdict };
    },
  };
});
