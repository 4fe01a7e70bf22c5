import type { z } from 'zod';
import { IMPORT_MESSAGES as M, type ImportColumn, type ImportRowError } from '../../domain/importSchemas';
import { tenantCreateSchema, type TenantCreateInput } from '../../domain/tenantSchemas';
import type { SheetRow } from './spreadsheet';

const TENANT_COLUMN: Record<string, ImportColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  firstNameAr: 'first_name_ar',
  lastNameAr: 'last_name_ar',
  email: 'email',
  phone: 'phone',
  civilId: 'civil_id',
  civilIdExpiry: 'civil_id_expiry',
  nationality: 'nationality',
};

const issuesOf = (row: number, issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => ({
    row,
    column: TENANT_COLUMN[String(issue.path[0])] ?? String(issue.path[0]),
    message: issue.message,
  }));

/** What already exists in the database, by the keys a duplicate is found by (emails in lower case). */
export interface TakenTenantKeys {
  civilIds: ReadonlySet<string>;
  emails: ReadonlySet<string>;
  phones: ReadonlySet<string>;
}

/** A date cell: ISO as written, DD-MM-YYYY or DD/MM/YYYY turned to ISO, an Excel day number to its date. */
export function isoDateCell(value: string | undefined, fromSerial: (n: number) => string): string {
  const v = (value ?? '').trim();
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(v);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  if (/^\d{5}(\.\d+)?$/.test(v)) return fromSerial(Number(v));
  return v;
}

/**
 * Checks a tenants file: each row by the tenant form's own schema (the Civil ID by its check digit,
 * domain/civilId.ts), then duplicates by Civil ID, email or phone, in the file and in the database.
 */
export function checkTenantRows(rows: SheetRow[], taken: TakenTenantKeys, fromSerial: (n: number) => string) {
  const errors: ImportRowError[] = [];
  const tenants: TenantCreateInput[] = [];
  const seen = {
    civilId: new Map<string, number>(),
    email: new Map<string, number>(),
    phone: new Map<string, number>(),
  };
  for (const { row, cells } of rows) {
    const parsed = tenantCreateSchema.safeParse({
      firstName: cells.first_name ?? '',
      lastName: cells.last_name ?? '',
      firstNameAr: cells.first_name_ar ?? '',
      lastNameAr: cells.last_name_ar ?? '',
      email: cells.email ?? '',
      phone: cells.phone ?? '',
      civilId: cells.civil_id ?? '',
      civilIdExpiry: isoDateCell(cells.civil_id_expiry, fromSerial),
      nationality: cells.nationality ?? '',
    });
    if (!parsed.success) {
      errors.push(...issuesOf(row, parsed.error.issues));
      continue;
    }
    const tenant = parsed.data;
    const keys = { civilId: tenant.civilId, email: tenant.email.toLowerCase(), phone: tenant.phone ?? '' };
    const rowErrors: ImportRowError[] = [];
    if (taken.civilIds.has(keys.civilId))
      rowErrors.push({ row, column: 'civil_id', message: M.civilIdExists });
    if (taken.emails.has(keys.email)) rowErrors.push({ row, column: 'email', message: M.emailExists });
    if (keys.phone && taken.phones.has(keys.phone))
      rowErrors.push({ row, column: 'phone', message: M.phoneExists });
    for (const [key, column] of [
      ['civilId', 'civil_id'],
      ['email', 'email'],
      ['phone', 'phone'],
    ] as const) {
      const value = keys[key];
      if (!value) continue;
      const first = seen[key].get(value);
      if (first !== undefined) rowErrors.push({ row, column, message: M.duplicateInFile(first) });
      else seen[key].set(value, row);
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else tenants.push(tenant);
  }
  return { errors, tenants };
}
