import { expect } from 'vitest';
import type { App } from '../../server/app';
import { seedDemoBilling } from '../../server/db/seedBilling';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { recordPayment } from '../../server/services/payments';

/*
 * Billing fixtures: payments through the real payment service and the demo billing seed. The
 * records they stand on (tenant, contract, invoices) come from tests/support/make.ts.
 */

/**
 * A payment recorded through the real payment service (lock, receipt, audit), as the landlord.
 * `depositDay` (YYYY-MM-DD) dates it; without it the payment is today's.
 */
export function payInvoice(
  app: App,
  p: {
    landlordId: string;
    invoiceId: string;
    amount: string;
    method?: string | null;
    depositDay?: string;
    reference?: string | null;
    markAsPaid?: boolean;
  },
) {
  return app.ctx.db.transaction((tx) =>
    recordPayment(tx, {
      landlordId: p.landlordId,
      invoiceId: p.invoiceId,
      fields: {
        amount: p.amount,
        currency: 'KWD',
        method: p.method === undefined ? 'cash' : p.method,
        depositReference: p.reference ?? null,
        depositDate: p.depositDay ? `${p.depositDay}T09:00:00.000Z` : null,
        notes: null,
      },
      markAsPaid: p.markAsPaid ?? false,
      attachments: [],
      actorId: p.landlordId,
      nowMs: app.ctx.now(),
    }),
  );
}

/** The first start's demo portfolio and year of billing, seeded into a test app (the seed does not run there). */
export async function seedDemoBillingInto(app: App): Promise<void> {
  const now = new Date(app.ctx.now());
  expect(await seedDemoPortfolio(app.ctx.db, now)).toBe(true);
  expect(await seedDemoBilling(app.ctx.db, app.ctx.storage, now)).toBe(true);
}
