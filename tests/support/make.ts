import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { contracts, invoices, properties, propertyUnits, roles, users } from '../../server/db/schema';
import { generateInvoices } from '../../server/services/invoicing';
import { todayInKuwait } from '../../server/services/occupancy';

/*
 * The one way a test makes each record it stands on (issue 32 item 7): a property, a unit, a
 * tenant, a contract, a month's invoices. They are written straight to the tables (or, for
 * invoices, by the real generator): a test of the properties, tenants or contracts API calls that
 * API itself through `api(app).as(who)` (tests/support/api.ts) with the payloads of records.ts;
 * every other test stands on these. Dates are relative to the test clock's today.
 */

let seq = 0;
/** A number for each made record's name; the emails also carry the process, as mail is global. */
const next = () => ++seq;

/** The id of a user (a demo user, or one a test made) by email. */
export async function userId(app: App, email: string): Promise<string> {
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A property of the landlord with this email (no units; add them with makeUnit). */
export async function makeProperty(
  app: App,
  landlordEmail: string,
  name = `Tower ${next()}`,
): Promise<string> {
  const landlordId = await userId(app, landlordEmail);
  const [row] = await app.ctx.db
    .insert(properties)
    .values({ landlordId, name, type: 'residential_building', governorate: 'Hawalli', area: 'Salmiya' })
    .returning({ id: properties.id });
  return row!.id;
}

export interface UnitOptions {
  rent?: string;
  /** The property it is in; a new property of the landlord when absent. */
  propertyId?: string;
  unitNo?: string;
  status?: string;
}

/** A unit of the landlord (vacant, 350.000 KWD a month unless told), in a new property unless one is named. */
export async function makeUnit(app: App, landlordEmail: string, options: UnitOptions | string = {}) {
  const o: UnitOptions = typeof options === 'string' ? { rent: options } : options;
  const landlordId = await userId(app, landlordEmail);
  const propertyId = o.propertyId ?? (await makeProperty(app, landlordEmail));
  const [unit] = await app.ctx.db
    .insert(propertyUnits)
    .values({
      landlordId,
      propertyId,
      unitNo: o.unitNo ?? `U${next()}`,
      monthlyRent: o.rent ?? '350.000',
      ...(o.status ? { status: o.status } : {}),
    })
    .returning({ id: propertyUnits.id });
  return { propertyId, unitId: unit!.id };
}

export interface TenantOptions {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * A further tenant of the landlord with this email (its role 'user', active). It cannot sign in:
 * it has no usable password. `name` is 'First Last'.
 */
export async function makeTenant(app: App, landlordEmail: string, options: TenantOptions | string = {}) {
  const o: TenantOptions = typeof options === 'string' ? { name: options } : options;
  const landlordId = await userId(app, landlordEmail);
  const [role] = await app.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'user'));
  const [firstName = 'Huda', lastName = 'Tenant'] = (o.name ?? 'Huda Al-Sabah').split(' ');
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      firstName,
      lastName,
      email: o.email ?? `made-tenant-${process.pid}-${next()}@example.com`,
      ...(o.phone ? { phone: o.phone } : {}),
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

export interface ContractOptions {
  landlordEmail?: string;
  tenantId?: string;
  /** The unit it lets; a new unit (in a new property) of the landlord when absent. */
  unitId?: string;
  rent?: string;
  startDate?: string;
  endDate?: string;
  dueDay?: number;
  status?: string;
  securityDeposit?: string;
  /** When the landlord decided it (approved or rejected); none unless told. */
  decidedAt?: Date;
}

/**
 * A contract of the landlord (the demo landlord and tenant unless told), approved unless told. By
 * default it began three months ago (so the generator owes four invoices, this month included)
 * and runs a year.
 */
export async function makeContract(app: App, options: ContractOptions = {}) {
  const landlordEmail = options.landlordEmail ?? 'landlord@example.com';
  const landlordId = await userId(app, landlordEmail);
  const tenantId = options.tenantId ?? (await userId(app, 'tenant@example.com'));
  const rent = options.rent ?? '350.000';
  const { unitId, propertyId } = options.unitId
    ? await unitOf(app, options.unitId)
    : await makeUnit(app, landlordEmail, { rent });
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
      status: options.status ?? 'approved',
      ...(options.securityDeposit ? { securityDeposit: options.securityDeposit } : {}),
      ...(options.decidedAt ? { decidedAt: options.decidedAt } : {}),
    })
    .returning({ id: contracts.id });
  return { contractId: contract!.id, landlordId, tenantId, unitId, propertyId };
}

async function unitOf(app: App, unitId: string) {
  const [row] = await app.ctx.db
    .select({ propertyId: propertyUnits.propertyId })
    .from(propertyUnits)
    .where(eq(propertyUnits.id, unitId));
  return { unitId, propertyId: row!.propertyId };
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
