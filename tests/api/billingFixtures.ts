import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../server/app';
import { contracts, invoices, roles, users } from '../../server/db/schema';
import { seedDemoBilling } from '../../server/db/seedBilling';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { generateInvoices } from '../../server/services/invoicing';
import { todayInKuwait } from '../../server/services/occupancy';
import { recordPayment } from '../../server/services/payments';
import { makeUnit, userId } from './contractFixtures';

/*
 * Billing fixtures: contracts written straight to the table (the contracts API is tested on its
 * own), invoices issued by the real generator. Dates are relative to the test clock's today.
 */

let seq = 0;

/** A further tenant of a landlord, straight into users (it cannot sign in: no usable password). */
export async function makeTenant(app: App, landlordEmail: string, name = 'Huda Al-Sabah') {
  const landlordId = await userId(app, landlordEmail);
  const [role] = await app.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'user'));
  seq += 1;
  const [firstName = 'Huda', lastName = 'Tenant'] = name.split(' ');
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      firstName,
      lastName,
      email: `billing-tenant-${process.pid}-${seq}@example.com`,
      passwordHash: 'not-a-hash',
      roleId: role!.id,
      landlordId,
      status: 'active',
    })
    .returning({ id: users.id });
  return row!.id;
}

/** The Kuwait date `days` from the app's today, as YYYY-MM-DD. */
export const dayOffset = (app: App, days: number) => todayInKuwait(app.ctx.now() + days * 86_400_000);

/** First day of the month `months` from today's month. */
export function monthStart(app: App, months: number): string {
  const [y, m] = todayInKuwait(app.ctx.now()).split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * An approved contract on a new unit of the landlord. By default it began three months ago
 * (so the generator owes four invoices, this month included) and runs a year.
 */
export async function makeContract(
  app: App,
  options: {
    landlordEmail?: string;
    tenantId?: string;
    rent?: string;
    startDate?: string;
    endDate?: string;
    dueDay?: number;
  } = {},
) {
  const landlordEmail = options.landlordEmail ?? 'landlord@example.com';
  const landlordId = await userId(app, landlordEmail);
  const tenantId = options.tenantId ?? (await userId(app, 'tenant@example.com'));
  const rent = options.rent ?? '350.000';
  const { unitId, propertyId } = await makeUnit(app, landlordEmail, rent);
  const [contract] = await app.ctx.db
    .insert(contracts)
    .values({
      landlordId,
      tenantId,
      unitId,
      startDate: options.startDate ?? monthStart(app, -3),
      endDate: options.endDate ?? monthStart(app, 9),
      monthlyRent: rent,
      paymentDueDay: options.dueDay ?? 5,
      status: 'approved',
    })
    .returning({ id: contracts.id });
  return { contractId: contract!.id, landlordId, tenantId, unitId, propertyId };
}

/** Runs the real generator for a landlord at the app's today; returns that contract's invoices, oldest first. */
export async function issueInvoices(app: App, landlordId: string, contractId: string) {
  await generateInvoices(app.ctx.db, { today: todayInKuwait(app.ctx.now()), landlordId });
  return app.ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.contractId, contractId))
    .orderBy(invoices.period);
}

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
