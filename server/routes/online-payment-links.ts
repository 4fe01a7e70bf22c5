import type { FastifyRequest } from 'fastify';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwd, money, moneyText } from '../../domain/money';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { assertOnlinePaymentOn } from '../payments/gatewayFactory';
import { invoiceRow, tenantInvoiceRow, usersNamedBy } from '../services/invoiceRows';
import { findPayableInvoice } from '../services/manualPaymentQueries';
import { PAYMENT_LINK_DAYS, signPaymentLink, verifyPaymentLink } from '../services/paymentLinks';
import { onlinePaymentLinksContract } from '../../domain/contracts/online-payment-links';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Issue 20 item 5: payment links. A landlord or manager makes one for one invoice of its own, and
 * may have it mailed to the invoice's tenant; the tenant, signed in, reads through it the invoice it is asked to pay and then starts the checkout
 * as from its invoice list. Another tenant, an altered link or an expired one gets nothing.
 */
export const paymentLinkRoutes = contractRoutes(onlinePaymentLinksContract, async (ctx) => {
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

  // Mails a fresh link to the invoice's tenant through the outbox (and SMTP when set).

  return {
    links: async (request) => {
      const { link } = await makeLink(request, request.body.invoice_id);
      return { success: true, message: M.linkCreated, data: link };
    },
    linksMail: async (request) => {
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
    link: async (request) => {
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
  };
});
