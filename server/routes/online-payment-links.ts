import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONLINE_PAYER } from '../../domain/accessRules';
import type { RoleKey } from '../../domain/roles';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwd, money, moneyText } from '../../domain/money';
import { ONLINE_PAYMENT_MESSAGES as M, paymentLinkBodySchema } from '../../domain/onlinePaymentSchemas';
import { onlinePaymentsAnswers } from '../../domain/contracts/answers/online-payments';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { assertOnlinePaymentOn } from '../payments/gatewayFactory';
import { invoiceRow, tenantInvoiceRow, usersNamedBy } from '../services/invoiceRows';
import { findPayableInvoice } from '../services/manualPaymentQueries';
import { PAYMENT_LINK_DAYS, signPaymentLink, verifyPaymentLink } from '../services/paymentLinks';

// In the query, not the path: logged URLs cut a `token` parameter's value (server/http/logRedaction.ts).
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

const LINK_MAKERS: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager'];

/**
 * Issue 20 item 5: payment links. A landlord or manager makes one for one invoice of its own, and
 * may have it mailed to the invoice's tenant; the tenant, signed in, reads through it the invoice it is asked to pay and then starts the checkout
 * as from its invoice list. Another tenant, an altered link or an expired one gets nothing.
 */
export const paymentLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** A link for one payable invoice of the caller's landlord (scope from the token). */
    const makeLink = async (request: FastifyRequest, invoiceId: string) => {
      // A link leads to a Pay button: none while online payment is off.
      assertOnlinePaymentOn(ctx.config);
      const scope = await scopeOf(ctx.db, principalOf(request));
      const found = await findPayableInvoice(ctx.db, {
        landlordId: scope.landlordId,
        propertyIds: scope.propertyIds,
        id: invoiceId,
      });
      if (!found) throw new HttpError(404, M.invoiceNotFound);
      const invoice = await invoiceRow(ctx.db, found.id);
      if (invoice!.status === 'CANCELLED') throw new HttpError(409, M.invoiceCancelled);
      if (invoice!.status === 'PAID') throw new HttpError(409, M.invoicePaid);
      const expiresAtMs = ctx.now() + PAYMENT_LINK_DAYS * 86_400_000;
      const token = signPaymentLink(ctx.config.jwtSecret, invoice!.id, expiresAtMs);
      const link = {
        invoice_id: invoice!.id,
        // A link in a mail starts with PUBLIC_URL, never the request's Host.
        url: `${ctx.config.publicUrl}/admin-panel/payments/pay?link=${token}`,
        expires_at: new Date(expiresAtMs).toISOString(),
      };
      return { invoice: invoice!, link };
    };

    app.post(
      '/api/online-payments/links',
      {
        config: { roles: LINK_MAKERS, permission: 'Create Landlord Payment' },
        schema: { body: paymentLinkBodySchema, response: onlinePaymentsAnswers.createLink },
      },
      async (request) => {
        const { link } = await makeLink(request, request.body.invoice_id);
        return { success: true, message: M.linkCreated, data: link };
      },
    );

    // Mails a fresh link to the invoice's tenant through the outbox (and SMTP when set).
    app.post(
      '/api/online-payments/links/:id/mail',
      {
        config: { roles: LINK_MAKERS, permission: 'Create Landlord Payment' },
        schema: { params: idParams, response: onlinePaymentsAnswers.mailLink },
      },
      async (request) => {
        const { invoice, link } = await makeLink(request, request.params.id);
        const people = await usersNamedBy(ctx.db, [invoice.tenantId, principalOf(request).userId]);
        const tenant = people.find((p) => p.id === invoice.tenantId);
        const sender = people.find((p) => p.id === principalOf(request).userId);
        if (!tenant?.email) throw new HttpError(409, M.tenantNoEmail);
        const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
        await ctx.mail.send({
          to: tenant.email,
          template: 'payment-link',
          data: {
            firstName: tenant.firstName,
            sentBy: sender ? `${sender.firstName} ${sender.lastName}` : 'Your landlord',
            invoiceNo: invoice.invoiceNo,
            balance: formatKwd(moneyText(balance)),
            link: link.url,
            expires: displayDateTime(link.expires_at),
            balanceAmount: moneyText(balance),
            expiresAt: link.expires_at,
          },
        });
        return {
          success: true,
          message: M.linkMailed(tenant.email),
          data: { ...link, sent_to: tenant.email },
        };
      },
    );

    app.get(
      '/api/online-payments/link',
      {
        config: { permission: ONLINE_PAYER, forbidden: M.noPermission },
        schema: { querystring: tokenQuery, response: onlinePaymentsAnswers.readLink },
      },
      async (request) => {
        const principal = principalOf(request);
        const link = verifyPaymentLink(ctx.config.jwtSecret, request.query.token, ctx.now());
        if (!link.ok)
          throw link.reason === 'expired'
            ? new HttpError(410, M.linkExpired)
            : new HttpError(404, M.linkInvalid);
        const invoice = await tenantInvoiceRow(ctx.db, link.invoiceId, principal.userId);
        // Another tenant's invoice: the link says nothing to it.
        if (!invoice) throw new HttpError(404, M.linkInvalid);
        const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
        return {
          success: true,
          message: M.linkLoaded,
          data: {
            invoice_id: invoice.id,
            invoice_no: invoice.invoiceNo,
            status: invoice.status,
            balance: moneyText(balance.lt(0) ? 0 : balance),
            currency: invoice.currency,
            expires_at: new Date(link.expiresAtMs).toISOString(),
          },
        };
      },
    );
  };
