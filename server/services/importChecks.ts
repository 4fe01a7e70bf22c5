import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ImportKind, ImportRowError } from '../../domain/importSchemas';
import type { Database } from '../db/client';
import { properties, tenantProfiles, users } from '../db/schema';
import { checkPropertyRows, type PlannedProperty } from '../imports/propertyRows';
import type { SheetRow } from '../imports/spreadsheet';
import { checkTenantRows } from '../imports/tenantRows';
import { excelSerialDate } from '../imports/xlsxFile';
import type { TenantCreateInput } from '../../domain/tenantSchemas';
import { checkBalanceRows, type PlannedBalance } from '../imports/balanceRows';
import { checkChequeRows, type PlannedCheque } from '../imports/chequeRows';
import { checkContractRows, type PlannedContract } from '../imports/contractRows';
import {
  approvedTerms,
  chequesHeld,
  contractsByTenant,
  contractsNamed,
  invoicesOfContracts,
  tenantIndex,
  unitIndex,
} from './importLookups';

/** What a checked file would write: its rows per table, by kind. */
export type ImportPlan =
  | { kind: 'properties'; properties: PlannedProperty[] }
  | { kind: 'tenants'; tenants: TenantCreateInput[] }
  | { kind: 'contracts'; contracts: PlannedContract[] }
  | { kind: 'opening_balances'; balances: PlannedBalance[] }
  | { kind: 'cheques'; cheques: PlannedCheque[] };

/** Rows per table the plan writes (the dry run's "would write", the import's "wrote"). */
export function planCounts(plan: ImportPlan): Record<string, number> {
  switch (plan.kind) {
    case 'tenants':
      return { users: plan.tenants.length, tenant_profiles: plan.tenants.length };
    case 'properties':
      return {
        properties: plan.properties.length,
        property_units: plan.properties.reduce((n, p) => n + p.units.length, 0),
      };
    case 'contracts': {
      const deposits = plan.contracts.filter((c) => c.depositReceived).length;
      return {
        contracts: plan.contracts.length,
        ...(deposits ? { deposits, deposit_entries: deposits } : {}),
      };
    }
    case 'opening_balances':
      return { invoices: plan.balances.length, invoice_items: plan.balances.length };
    case 'cheques':
      return { cheques: plan.cheques.length };
  }
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
  today: string,
): Promise<{ errors: ImportRowError[]; plan: ImportPlan }> {
  if (kind === 'contracts' || kind === 'opening_balances' || kind === 'cheques')
    return checkLeaseRows(db, landlordId, kind, rows, today);
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

/** The kinds that name the landlord's tenants, units and contracts (made before, by hand or import). */
async function checkLeaseRows(
  db: Database,
  landlordId: string,
  kind: 'contracts' | 'opening_balances' | 'cheques',
  rows: SheetRow[],
  today: string,
): Promise<{ errors: ImportRowError[]; plan: ImportPlan }> {
  const [tenants, units] = await Promise.all([tenantIndex(db, landlordId), unitIndex(db, landlordId)]);
  if (kind === 'contracts') {
    const terms = await approvedTerms(db, landlordId);
    const checked = checkContractRows(rows, { tenants, units, approvedTerms: terms }, today, excelSerialDate);
    return { errors: checked.errors, plan: { kind, contracts: checked.contracts } };
  }
  const byTenant = await contractsByTenant(db, landlordId);
  const invoiced = await invoicesOfContracts(db, contractsNamed(rows, tenants, byTenant));
  const known = { tenants, units, contractsOfTenant: byTenant };
  if (kind === 'opening_balances') {
    const checked = checkBalanceRows(rows, { ...known, invoicedMonths: invoiced.months }, today, excelSerialDate); // prettier-ignore
    return { errors: checked.errors, plan: { kind, balances: checked.balances } };
  }
  const numbers = rows.map((r) => (r.cells.cheque_no ?? '').trim()).filter(Boolean);
  const heldCheques = await chequesHeld(db, landlordId, numbers);
  const checked = checkChequeRows(rows, { ...known, invoiceOfMonth: invoiced.live, heldCheques }, excelSerialDate); // prettier-ignore
  return { errors: checked.errors, plan: { kind, cheques: checked.cheques } };
}

export { chunks };
