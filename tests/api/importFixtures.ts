import { count, eq } from 'drizzle-orm';
import { civilIdCheckDigit } from '../../domain/civilId';
import { addDays, addMonths } from '../../domain/contractSchemas';
import type { ImportKind, ImportResult } from '../../domain/importSchemas';
import type { App } from '../../server/app';
import {
  auditLog,
  chequeInvoices,
  cheques,
  chequeStatusHistory,
  contracts,
  depositEntries,
  deposits,
  imports,
  invoiceItems,
  invoices,
  properties,
  propertyUnits,
  tenantProfiles,
  users,
} from '../../server/db/schema';
import { bearer } from './testApp';
import { displayDate } from '../../domain/displayDates';
import { ENGLISH } from '../../domain/displayLocale';

/*
 * The spreadsheet imports' tests (issue 36 item 5): a file posted as the panel posts it, valid
 * Civil IDs, and the row counts of every table an import writes.
 */

/** `n` valid Civil IDs of a series (12 digits, the check digit right). */
export function civilIds(prefix: string, n: number): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < n; i++) {
    const first11 = `${prefix}${String(i).padStart(11 - prefix.length, '0')}`;
    const check = civilIdCheckDigit(first11);
    if (check !== null) found.push(`${first11}${check}`);
  }
  return found;
}

/** Rows as a CSV file (no cell here holds a comma). */
export const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

/** YYYY-MM-DD as DD-MM-YYYY in Latin digits, as a landlord's spreadsheet writes dates. */
export const dmy = (iso: string) => displayDate(iso, ENGLISH);

export interface Upload {
  status: number;
  body: { message: string; data: ImportResult };
}

/** POSTs a file as the panel does (multipart: kind, dryRun, file), in a language. */
export async function upload(
  app: App,
  token: string,
  fields: { kind: ImportKind; dryRun: boolean; file: string | Uint8Array; name?: string },
  language = 'en',
): Promise<Upload> {
  const form = new FormData();
  form.append('kind', fields.kind);
  form.append('dryRun', String(fields.dryRun));
  const bytes = typeof fields.file === 'string' ? new TextEncoder().encode(fields.file) : fields.file;
  form.append('file', new Blob([new Uint8Array(bytes)]), fields.name ?? 'file.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: {
      ...bearer(token),
      'content-type': request.headers.get('content-type')!,
      'accept-language': language,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: answer.statusCode, body: answer.json() };
}

/** An import that must succeed: its id (the test fails with the rows' errors otherwise). */
export async function imported(app: App, token: string, kind: ImportKind, file: string): Promise<string> {
  const answer = await upload(app, token, { kind, dryRun: false, file });
  if (answer.status !== 200 || answer.body.data.errors.length || !answer.body.data.import_id)
    throw new Error(`${kind} import: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.import_id;
}

const TABLES = {
  properties,
  property_units: propertyUnits,
  users,
  tenant_profiles: tenantProfiles,
  contracts,
  deposits,
  deposit_entries: depositEntries,
  invoices,
  invoice_items: invoiceItems,
  cheques,
  cheque_invoices: chequeInvoices,
  cheque_status_history: chequeStatusHistory,
  imports,
  audit_log: auditLog,
};

/** Rows in every table an import writes (and the audit log): a file that writes nothing changes none. */
export async function tableCounts(app: App): Promise<Record<keyof typeof TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await app.ctx.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, number>;
}

/** The audit actions written about a record, oldest first. */
export async function auditActions(app: App, entityId: string): Promise<string[]> {
  const rows = await app.ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

const PROPERTY_HEADER = ['Property name', 'Property type', 'Governorate', 'Area', 'Unit number', 'Floor', 'Monthly rent (KWD)']; // prettier-ignore
const TENANT_HEADER = ['first_name', 'last_name', 'email', 'phone', 'civil_id'];
export const CONTRACT_HEADER = ['Civil ID', 'Email', 'Property name', 'Unit number', 'Start date', 'End date', 'Monthly rent (KWD)', 'Security deposit (KWD)', 'Deposit received (KWD)', 'Payment due day', 'First month invoiced']; // prettier-ignore

/**
 * A building with these units and tenants with these Civil IDs (phones `${phonePrefix}${i}`),
 * both imported by the landlord with `token`: the imports' ids and the tenants' emails.
 */
export async function importPortfolio(
  app: App,
  token: string,
  building: { name: string; units: string[]; civilIds: string[]; phonePrefix: string },
) {
  const { name, units, phonePrefix } = building;
  const properties = await imported(app, token, 'properties', csv([PROPERTY_HEADER, ...units.map((u) => [name, 'residential_building', 'Hawalli', 'Salmiya', u, '1', '300'])])); // prettier-ignore
  const emails = building.civilIds.map((_, i) => `${name.replace(/\W/g, '').toLowerCase()}${i}@import.test`);
  const tenants = await imported(app, token, 'tenants', csv([TENANT_HEADER, ...building.civilIds.map((c, i) => ['Lease', `Tenant ${i}`, emails[i]!, `${phonePrefix}${i}`, c])])); // prettier-ignore
  return { properties, tenants, emails };
}

/**
 * The building's units let to its tenants in order (unit i to tenant i) from `start` for a year,
 * at 300 KWD, invoiced from the month after today (the import's default): the import's id.
 */
export const importLeases = (
  app: App,
  token: string,
  building: { name: string; units: string[]; civilIds: string[] },
  start: string,
) =>
  imported(app, token, 'contracts', csv([CONTRACT_HEADER, ...building.civilIds.map((c, i) => [c, '', building.name, building.units[i]!, dmy(start), dmy(addDays(addMonths(start, 12), -1)), '300', '', '', '', ''])])); // prettier-ignore
