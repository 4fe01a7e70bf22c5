import type { App } from '../../server/app';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { SANDBOX_APPROVING_CARD } from '../../server/payments/sandboxOutcomes';
import { unpaidInvoice } from './paymentFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { bearer } from './testApp';

/** Bank and settlements (issue 20 item 7): calls of the API and real sandbox captures to settle. */

export const today = (app: App) => todayInKuwait(app.ctx.now());

/** A real sandbox checkout paid by the demo tenant (KNET or card) and captured; answers its attempt id. */
export async function capturedOnline(app: App, tenantToken: string, rent: string, method: 'knet' | 'card') {
  const invoice = await unpaidInvoice(app, { rent });
  const started = await startedCheckout(app, tenantToken, invoice.id);
  await payerDecides(app, started.attempt_id, { action: 'pay', method, cardNumber: SANDBOX_APPROVING_CARD });
  await browserReturns(app, started.attempt_id);
  return { attemptId: started.attempt_id, invoice };
}

export const fetchSettlements = (app: App, token: string, day: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bank-settlements/fetch',
    headers: bearer(token),
    payload: { day },
  });

export const saveAccount = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/bank-settlements/account', headers: bearer(token), payload: body });

export const getJson = (app: App, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

export interface BatchAnswer {
  id: string;
  reference: string;
  landlord_name?: string;
  deposit_date: string;
  gross: string;
  fees: string;
  refunds: string;
  net: string;
  item_count: number;
  reconciled: boolean;
  difference: string;
}

export const VALID_IBAN = 'KW81CBKU0000000000001234560101';
