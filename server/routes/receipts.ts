import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, type PermissionName } from '../../domain/permissions';
import { RECEIPT_MESSAGES as M, receiptListQuerySchema } from '../../domain/receiptSchemas';
import type { RoleKey } from '../../domain/roles';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import type { Principal } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderReceiptPdf } from '../pdf/receiptPdf';
import { findReceipt, findReceiptRow, listReceipts, toReceipt } from '../services/receiptQueries';
import type { AppContext } from '../context';
import { receiptsAnswers } from '../answers/receipts';

/** Tenants read their own receipts through Tenant Rental; landlords and managers through Receipts. */
export const RECEIPT_ROLES: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager', 'user'];

/** The role check passed; the permission that fits the caller's side still has to be held. */
export function requireReceiptAccess(principal: Principal): void {
  const needed: PermissionName = principal.roleKey === 'user' ? 'View Tenant Rental' : 'View Receipts';
  if (!hasPermission(principal.permissions, needed)) throw new HttpError(403, M.noPermission);
}

const idParams = z.object({ id: z.uuid() });

/** API resource `receipts` (issue 6 item 3): list, one receipt, and its PDF. Read-only: payments issue them. */
export const receiptsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeFor = async (request: Parameters<typeof principalOf>[0]) => {
      const principal = principalOf(request);
      requireReceiptAccess(principal);
      return scopeOf(ctx.db, principal);
    };

    app.get(
      '/api/receipts/list',
      {
        config: { roles: RECEIPT_ROLES },
        schema: { querystring: receiptListQuerySchema, response: receiptsAnswers.list },
      },
      async (request) => {
        const scope = await scopeFor(request);
        const { items, total } = await listReceipts(ctx.db, scope, request.query);
        return listAnswer(items, total, request.query);
      },
    );

    app.get(
      '/api/receipts/get/:id',
      { config: { roles: RECEIPT_ROLES }, schema: { params: idParams, response: receiptsAnswers.get } },
      async (request) => {
        const scope = await scopeFor(request);
        return { success: true, message: 'OK', data: await findReceipt(ctx.db, scope, request.params.id) };
      },
    );

    app.get(
      '/api/receipts/pdf/:id',
      { config: { roles: RECEIPT_ROLES }, schema: { params: idParams, response: receiptsAnswers.pdf } },
      async (request, reply) => {
        const scope = await scopeFor(request);
        const row = await findReceiptRow(ctx.db, scope, request.params.id);
        const receipt = toReceipt(row);
        const pdf = await renderReceiptPdf(receipt, await documentIssuer(ctx.db, row.landlordId));
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${receipt.receiptNo}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );
  };
