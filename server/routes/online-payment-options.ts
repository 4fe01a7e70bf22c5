import { money, moneyText } from '../../domain/money';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { principalOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { assertOnlinePaymentOn } from '../payments/gatewayFactory';
import { tenantInvoiceRow } from '../services/invoiceRows';
import { findPartialSetting } from '../services/partialPaymentSettings';
import { onlinePaymentOptionsContract } from '../../domain/contracts/online-payment-options';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Issue 20 item 5: what the tenant's Pay dialog may offer for one of its invoices: the balance,
 * and whether its landlord allows a smaller amount and from what minimum. Only a hint for the
 * screen: the checkout checks the amount again under the invoice's lock.
 */
export const payOptionsRoutes = contractRoutes(onlinePaymentOptionsContract, async (ctx) => {
  return {
    get: async (request) => {
      assertOnlinePaymentOn(ctx.config);
      const principal = principalOf(request);
      const invoice = await tenantInvoiceRow(ctx.db, request.params.id, principal.userId);
      if (!invoice) throw new HttpError(404, M.invoiceNotFound);
      const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
      const setting = await findPartialSetting(ctx.db, invoice.landlordId);
      return {
        success: true,
        message: M.invoiceLoaded,
        data: {
          invoice_id: invoice.id,
          invoice_no: invoice.invoiceNo,
          balance: moneyText(balance.lt(0) ? 0 : balance),
          currency: invoice.currency,
          ...setting,
        },
      };
    },
  };
});
