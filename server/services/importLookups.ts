import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  cheques,
  contracts,
  invoices,
  properties,
  propertyUnits,
  roles,
  tenantProfiles,
  users,
} from '../db/schema';
import { TENANT_ROLE } from './tenants';
import { chequeKey } from '../imports/chequeRows';
import {
  unitKey,
  type KnownContract,
  type KnownTenant,
  type TenantIndex,
  type UnitIndex,
} from '../imports/cells';
import type { Term } from '../imports/contractRows';
import type { SheetRow } from '../imports/spreadsheet';

/*
 * What the contracts, opening balances and cheques files are checked against: the landlord's own
 * tenants, units, contracts, invoices and cheques, read once per file (a few queries, whatever
 * the number of rows), so a 5,000-row file is checked in memory.
 */

type Reader = Pick<Database, 'select'>;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The landlord's tenants (role user) by Civil ID and by email (lower case). */
export async function tenantIndex(db: Reader, landlordId: string): Promise<TenantIndex> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      civilId: tenantProfiles.civilId,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.key, TENANT_ROLE)))
    .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
    .where(eq(users.landlordId, landlordId));
  const byCivilId = new Map<string, KnownTenant>();
  const byEmail = new Map<string, KnownTenant>();
  for (const r of rows) {
    const tenant = { id: r.id, name: fullName(r.firstName, r.lastName) };
    if (r.civilId) byCivilId.set(r.civilId, tenant);
    byEmail.set(r.email.toLowerCase(), tenant);
  }
  return { byCivilId, byEmail };
}

/** The landlord's units by property name and unit number, and its property names (lower case). */
export async function unitIndex(db: Reader, landlordId: string): Promise<UnitIndex> {
  const [names, rows] = await Promise.all([
    db
      .select({ name: sql<string>`lower(${properties.name})` })
      .from(properties)
      .where(eq(properties.landlordId, landlordId)),
    db
      .select({
        id: propertyUnits.id,
        propertyId: propertyUnits.propertyId,
        propertyName: properties.name,
        unitNo: propertyUnits.unitNo,
      })
      .from(propertyUnits)
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(eq(properties.landlordId, landlordId)),
  ]);
  return {
    propertyNames: new Set(names.map((n) => n.name)),
    units: new Map(rows.map((u) => [unitKey(u.propertyName, u.unitNo), u])),
  };
}

/** The terms of the landlord's approved contracts, by unit: the no-overlap rule's data. */
export async function approvedTerms(db: Reader, landlordId: string): Promise<Map<string, Term[]>> {
  const rows = await db
    .select({ unitId: contracts.unitId, startDate: contracts.startDate, endDate: contracts.endDate })
    .from(contracts)
    .where(and(eq(contracts.landlordId, landlordId), eq(contracts.status, 'approved')));
  const byUnit = new Map<string, Term[]>();
  for (const r of rows) byUnit.set(r.unitId, [...(byUnit.get(r.unitId) ?? []), r]);
  return byUnit;
}

/** The landlord's approved and terminated contracts, by tenant: what balances and cheques belong to. */
export async function contractsByTenant(
  db: Reader,
  landlordId: string,
): Promise<Map<string, KnownContract[]>> {
  const rows = await db
    .select({
      id: contracts.id,
      tenantId: contracts.tenantId,
      tenantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      unitId: contracts.unitId,
      propertyId: propertyUnits.propertyId,
      propertyName: properties.name,
      unitNo: propertyUnits.unitNo,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      firstMonth: sql<string>`to_char(coalesce(${contracts.invoicedFrom}, date_trunc('month', ${contracts.startDate})::date), 'YYYY-MM-DD')`,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.tenantId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, contracts.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(and(eq(contracts.landlordId, landlordId), inArray(contracts.status, ['approved', 'terminated'])));
  const byTenant = new Map<string, KnownContract[]>();
  for (const r of rows) byTenant.set(r.tenantId, [...(byTenant.get(r.tenantId) ?? []), r]);
  return byTenant;
}

/**
 * The invoices of these contracts by `${contractId}:${period}`: every one (one per contract and
 * month, cancelled or not, is the database's rule) and the id of each not cancelled.
 */
export async function invoicesOfContracts(db: Reader, contractIds: string[]) {
  const months = new Set<string>();
  const live = new Map<string, string>();
  for (const part of chunks(contractIds, 1000)) {
    const rows = await db
      .select({
        id: invoices.id,
        contractId: invoices.contractId,
        period: invoices.period,
        status: invoices.status,
      })
      .from(invoices)
      .where(inArray(invoices.contractId, part));
    for (const r of rows) {
      const key = `${r.contractId}:${r.period}`;
      months.add(key);
      if (r.status !== 'CANCELLED') live.set(key, r.id);
    }
  }
  return { months, live };
}

/** The contracts of the tenants a file names (by Civil ID or email): whose invoices matter. */
export function contractsNamed(
  rows: SheetRow[],
  tenants: TenantIndex,
  byTenant: ReadonlyMap<string, readonly KnownContract[]>,
): string[] {
  const ids = new Set<string>();
  for (const { cells } of rows) {
    const tenant: KnownTenant | undefined =
      tenants.byCivilId.get((cells.civil_id ?? '').replace(/\s+/g, '')) ??
      tenants.byEmail.get((cells.email ?? '').trim().toLowerCase());
    for (const c of (tenant && byTenant.get(tenant.id)) ?? []) ids.add(c.id);
  }
  return [...ids];
}

/** chequeKey of the landlord's cheques bearing any of these numbers, cancelled ones aside. */
export async function chequesHeld(db: Reader, landlordId: string, numbers: string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const part of chunks([...new Set(numbers)], 1000)) {
    const rows = await db
      .select({ bank: cheques.bank, chequeNo: cheques.chequeNo })
      .from(cheques)
      .where(
        and(
          eq(cheques.landlordId, landlordId),
          inArray(cheques.chequeNo, part),
          ne(cheques.state, 'CANCELLED'),
        ),
      );
    rows.forEach((r) => held.add(chequeKey(r.bank, r.chequeNo)));
  }
  return held;
}
