import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ImportKind, ImportRowError } from '../../domain/importSchemas';
import type { Database } from '../db/client';
import { properties, tenantProfiles, users } from '../db/schema';
import { checkPropertyRows, type PlannedProperty } from '../imports/propertyRows';
import type { SheetRow } from '../imports/spreadsheet';
import { checkTenantRows } from '../imports/tenantRows';
import { excelSerialDate } from '../imports/xlsxFile';
import type { TenantCreateInput } from '../../domain/tenantSchemas';

/** What a checked file would write: its rows per table, by kind. */
export type ImportPlan =
  { kind: 'properties'; properties: PlannedProperty[] } | { kind: 'tenants'; tenants: TenantCreateInput[] };

/** Rows per table the plan writes (the dry run's "would write", the import's "wrote"). */
export function planCounts(plan: ImportPlan): Record<string, number> {
  if (plan.kind === 'tenants') return { users: plan.tenants.length, tenant_profiles: plan.tenants.length };
  return {
    properties: plan.properties.length,
    property_units: plan.properties.reduce((n, p) => n + p.units.length, 0),
  };
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Emails (lower case) of any account among `emails`: an email is one account across the platform. */
async function takenEmails(db: Database, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(emails, 1000)) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    rows.forEach((r) => found.add(r.email));
  }
  return found;
}

/**
 * Checks a file's rows against the rules of the forms that create the same records and against the
 * landlord's data (duplicates, names taken): the errors, and what an import would write.
 */
export async function checkRows(
  db: Database,
  landlordId: string,
  kind: ImportKind,
  rows: SheetRow[],
): Promise<{ errors: ImportRowError[]; plan: ImportPlan }> {
  if (kind === 'properties') {
    const names = await db
      .select({ name: sql<string>`lower(${properties.name})` })
      .from(properties)
      .where(eq(properties.landlordId, landlordId));
    const checked = checkPropertyRows(rows, new Set(names.map((r) => r.name)));
    return { errors: checked.errors, plan: { kind, properties: checked.properties } };
  }
  const emails = [...new Set(rows.map((r) => (r.cells.email ?? '').trim().toLowerCase()).filter(Boolean))];
  const [civilIds, phones, taken] = await Promise.all([
    db
      .select({ civilId: tenantProfiles.civilId })
      .from(tenantProfiles)
      .where(eq(tenantProfiles.landlordId, landlordId)),
    db
      .select({ phone: users.phone })
      .from(users)
      .where(and(eq(users.landlordId, landlordId), isNotNull(users.phone))),
    takenEmails(db, emails),
  ]);
  const checked = checkTenantRows(
    rows,
    {
      civilIds: new Set(civilIds.map((r) => r.civilId)),
      emails: taken,
      phones: new Set(phones.map((r) => r.phone!)),
    },
    excelSerialDate,
  );
  return { errors: checked.errors, plan: { kind, tenants: checked.tenants } };
}

export { chunks };
