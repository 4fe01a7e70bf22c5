import { isIsoDate } from '../../domain/isoDate';
import { IMPORT_MESSAGES as M, type ImportColumn, type ImportRowError } from '../../domain/importSchemas';
import { withoutThousandsSeparators } from '../../domain/money';
import type { SheetRow } from './spreadsheet';
import { isoDateCell } from './tenantRows';

/*
 * Cells of the kinds that name records made before (contracts, opening balances, cheques): dates,
 * months and amounts as a spreadsheet writes them, and the tenant, unit and contract a row names.
 */

/** Turns an Excel day number into its ISO date (server/imports/xlsxFile.ts). */
export type FromSerial = (n: number) => string;

/** A date cell as ISO (DD-MM-YYYY, DD/MM/YYYY, YYYY-MM-DD or an Excel day number), or null. */
export function dateCell(value: string | undefined, fromSerial: FromSerial): string | null {
  const iso = isoDateCell(value, fromSerial);
  return isIsoDate(iso) ? iso : null;
}

/** A month cell (MM-YYYY, MM/YYYY, YYYY-MM, or any date of the month) as its first day, or null. */
export function monthCell(value: string | undefined, fromSerial: FromSerial): string | null {
  const v = (value ?? '').trim();
  const my = /^(\d{1,2})[-/](\d{4})$/.exec(v);
  const ym = /^(\d{4})[-/](\d{1,2})$/.exec(v);
  const [year, month] = my ? [my[2]!, my[1]!] : ym ? [ym[1]!, ym[2]!] : [null, null];
  if (year && month) {
    const first = `${year}-${month.padStart(2, '0')}-01`;
    return isIsoDate(first) ? first : null;
  }
  const date = dateCell(v, fromSerial);
  return date ? `${date.slice(0, 8)}01` : null;
}

const MONEY = /^\d{1,9}(\.\d{1,3})?$/;

/** An amount in KWD with at most 3 decimals (thousands separators allowed) as '350.000', or null. */
export function moneyCell(value: string | undefined, { positive }: { positive: boolean }): string | null {
  const v = withoutThousandsSeparators((value ?? '').trim());
  if (!MONEY.test(v) || (positive && Number(v) === 0)) return null;
  const [whole, fraction = ''] = v.split('.');
  return `${BigInt(whole!).toString()}.${fraction.padEnd(3, '0')}`;
}

/** 'MM-YYYY' of a month's first day, as messages and the panel write months. */
export const monthText = (firstDay: string) => `${firstDay.slice(5, 7)}-${firstDay.slice(0, 4)}`;

/** A tenant of the landlord, as the rows name it. */
export interface KnownTenant {
  id: string;
  name: string;
}

/** The landlord's tenants by Civil ID and by email (lower case). */
export interface TenantIndex {
  byCivilId: ReadonlyMap<string, KnownTenant>;
  byEmail: ReadonlyMap<string, KnownTenant>;
}

/**
 * The tenant a row names by its Civil ID or its email (either, or both when they agree), with
 * the errors that keep it from being found.
 */
export function tenantOf(
  { row, cells }: SheetRow,
  tenants: TenantIndex,
): { tenant: KnownTenant | null; errors: ImportRowError[] } {
  const civilId = (cells.civil_id ?? '').replace(/\s+/g, '');
  const email = (cells.email ?? '').trim().toLowerCase();
  if (!civilId && !email)
    return { tenant: null, errors: [{ row, column: 'civil_id', message: M.tenantNeeded }] };
  const byCivilId = civilId ? tenants.byCivilId.get(civilId) : undefined;
  const byEmail = email ? tenants.byEmail.get(email) : undefined;
  const errors: ImportRowError[] = [];
  if (civilId && !byCivilId) errors.push({ row, column: 'civil_id', message: M.civilIdUnknown });
  if (email && !byEmail) errors.push({ row, column: 'email', message: M.emailUnknown });
  if (byCivilId && byEmail && byCivilId.id !== byEmail.id)
    errors.push({ row, column: 'email', message: M.tenantsDiffer });
  return errors.length ? { tenant: null, errors } : { tenant: (byCivilId ?? byEmail)!, errors };
}

/** A unit of the landlord with its property, as rows name it (property name, unit number). */
export interface KnownUnit {
  id: string;
  propertyId: string;
  propertyName: string;
  unitNo: string;
}

/** The landlord's units by property name and unit number (lower case), and its property names. */
export interface UnitIndex {
  units: ReadonlyMap<string, KnownUnit>;
  propertyNames: ReadonlySet<string>;
}

export const unitKey = (propertyName: string, unitNo: string) =>
  `${propertyName.trim().toLowerCase()}\u0000${unitNo.trim().toLowerCase()}`;

/** The unit a row names, or the error on its property or unit column. */
export function unitOf(
  { row, cells }: SheetRow,
  units: UnitIndex,
): { unit: KnownUnit | null; errors: ImportRowError[] } {
  const property = (cells.property_name ?? '').trim();
  const unitNo = (cells.unit_no ?? '').trim();
  const missing = (column: ImportColumn) => ({ unit: null, errors: [{ row, column, message: M.required }] });
  if (!property) return missing('property_name');
  if (!units.propertyNames.has(property.toLowerCase()))
    return { unit: null, errors: [{ row, column: 'property_name', message: M.propertyUnknown }] };
  if (!unitNo) return missing('unit_no');
  const unit = units.units.get(unitKey(property, unitNo));
  return unit
    ? { unit, errors: [] }
    : { unit: null, errors: [{ row, column: 'unit_no', message: M.unitUnknown }] };
}

/** A contract an opening balance or a cheque can belong to (approved, or ended by termination). */
export interface KnownContract {
  id: string;
  tenantId: string;
  tenantName: string;
  unitId: string;
  propertyId: string;
  propertyName: string;
  unitNo: string;
  startDate: string;
  endDate: string;
  /** The first month the product invoices it (its start's month unless imported with another). */
  firstMonth: string;
}

/**
 * The contract a row names: the tenant's only one, or the one on the unit the row gives (the
 * property and unit columns are needed only when the tenant has several); of several terms on one
 * unit (a renewal), the one in force `on` the row's date.
 */
export function contractOf(
  sheetRow: SheetRow,
  tenant: KnownTenant,
  contractsOfTenant: ReadonlyMap<string, readonly KnownContract[]>,
  units: UnitIndex,
  on: string | null,
): { contract: KnownContract | null; errors: ImportRowError[] } {
  const { row, cells } = sheetRow;
  const all = contractsOfTenant.get(tenant.id) ?? [];
  const named = Boolean((cells.property_name ?? '').trim() || (cells.unit_no ?? '').trim());
  let found = all;
  if (named) {
    const { unit, errors } = unitOf(sheetRow, units);
    if (!unit) return { contract: null, errors };
    found = all.filter((c) => c.unitId === unit.id);
  }
  if (found.length === 0) return { contract: null, errors: [{ row, column: named ? 'unit_no' : 'civil_id', message: M.noContract }] }; // prettier-ignore
  if (found.length > 1 && on && new Set(found.map((c) => c.unitId)).size === 1) {
    const inForce = found.filter((c) => c.startDate <= on && on <= c.endDate);
    if (inForce.length === 1) found = inForce;
  }
  if (found.length > 1)
    return { contract: null, errors: [{ row, column: 'property_name', message: M.severalContracts }] };
  return { contract: found[0]!, errors: [] };
}
