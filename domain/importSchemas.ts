import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';
import type { imports as importsEnglish } from './messages/en/resources/imports';

/**
 * Bringing a portfolio in from a spreadsheet (issue 36 item 5). A file holds one kind of rows; its
 * first row names the columns, in English or in Arabic (the template's headers, either language).
 * The kinds come in this order: a contract names a tenant and a unit (imported before, or made in
 * the panel), an opening balance and a cheque name a contract through its tenant (and its unit
 * when the tenant has several).
 */
export const IMPORT_KINDS = ['properties', 'tenants', 'contracts', 'opening_balances', 'cheques'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type ImportColumn = keyof typeof importsEnglish.columns;

/**
 * The columns of each kind, in the template's order. A properties file has one row per unit (the
 * property's details repeated), or one row per property with floors × units per floor to generate
 * its units.
 */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  properties: [
    'property_name',
    'property_name_ar',
    'property_type',
    'governorate',
    'area',
    'block',
    'street',
    'building',
    'unit_no',
    'floor',
    'unit_type',
    'bedrooms',
    'area_m2',
    'monthly_rent',
    'floors',
    'units_per_floor',
  ],
  tenants: [
    'first_name',
    'last_name',
    'first_name_ar',
    'last_name_ar',
    'email',
    'phone',
    'civil_id',
    'civil_id_expiry',
    'nationality',
  ],
  contracts: [
    'civil_id',
    'email',
    'property_name',
    'unit_no',
    'start_date',
    'end_date',
    'monthly_rent',
    'security_deposit',
    'deposit_received',
    'payment_due_day',
    'first_invoice_month',
  ],
  opening_balances: [
    'civil_id',
    'email',
    'property_name',
    'unit_no',
    'balance_date',
    'amount',
    'due_date',
    'description',
  ],
  cheques: [
    'civil_id',
    'email',
    'property_name',
    'unit_no',
    'cheque_no',
    'bank',
    'drawer_name',
    'amount',
    'due_date',
    'rent_month',
    'notes',
  ],
};

/** The columns a file must name in its header (the others may be left out). */
export const REQUIRED_IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  properties: ['property_name', 'property_type', 'governorate', 'area', 'monthly_rent'],
  tenants: ['first_name', 'last_name', 'email', 'phone', 'civil_id'],
  // The tenant is found by its Civil ID or its email: either column will do (checked per row).
  contracts: ['property_name', 'unit_no', 'start_date', 'end_date', 'monthly_rent'],
  opening_balances: ['balance_date', 'amount'],
  cheques: ['cheque_no', 'bank', 'amount', 'due_date'],
};

/** At most this many data rows in one file (the bench imports 5,000 in well under 30 s). */
export const MAX_IMPORT_ROWS = 10_000;
/** The upload's size limit: 10,000 rows of a dozen columns fit many times over. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  listed: text('imports.listed'),
  found: text('imports.found'),
  checked: text('imports.checked'),
  checkedWithErrors: text('imports.checkedWithErrors'),
  imported: text('imports.imported'),
  undone: text('imports.undone'),
  notFound: text('imports.notFound'),
  alreadyUndone: text('imports.alreadyUndone'),
  touched: text('imports.touched'),
  fileMissing: text('imports.fileMissing'),
  notMultipart: text('imports.notMultipart'),
  fileTooLarge: text('imports.fileTooLarge'),
  fieldTooLong: text('imports.fieldTooLong'),
  fileType: text('imports.fileType'),
  fileUnreadable: text('imports.fileUnreadable'),
  kind: text('imports.kind'),
  empty: text('imports.empty'),
  tooManyRows: text('imports.tooManyRows', { max: MAX_IMPORT_ROWS }),
  missingColumn: text('imports.missingColumn'),
  required: text('imports.required'),
  unitsOrFloors: text('imports.unitsOrFloors'),
  floors: text('imports.floors'),
  unitsPerFloor: text('imports.unitsPerFloor'),
  propertyDiffers: text('imports.propertyDiffers'),
  duplicateInFile: (row: number) => text('imports.duplicateInFile', { row }),
  civilIdExists: text('imports.civilIdExists'),
  emailExists: text('imports.emailExists'),
  phoneExists: text('imports.phoneExists'),
  propertyExists: text('imports.propertyExists'),
  tooManyUnits: text('imports.tooManyUnits'),
  tenantNeeded: text('imports.tenantNeeded'),
  civilIdUnknown: text('imports.civilIdUnknown'),
  emailUnknown: text('imports.emailUnknown'),
  tenantsDiffer: text('imports.tenantsDiffer'),
  propertyUnknown: text('imports.propertyUnknown'),
  unitUnknown: text('imports.unitUnknown'),
  date: text('imports.date'),
  month: text('imports.month'),
  firstMonthBeforeStart: text('imports.firstMonthBeforeStart'),
  depositOverAgreed: text('imports.depositOverAgreed'),
  overlapInFile: (row: number) => text('imports.overlapInFile', { row }),
  noContract: text('imports.noContract'),
  severalContracts: text('imports.severalContracts'),
  balanceNotBefore: (month: string) => text('imports.balanceNotBefore', { month }),
  balanceInFuture: text('imports.balanceInFuture'),
  balanceMonthTaken: text('imports.balanceMonthTaken'),
  dueBeforeBalance: text('imports.dueBeforeBalance'),
  amount: text('imports.amount'),
  description: text('imports.description'),
  chequeExists: text('imports.chequeExists'),
  rentMonthOutside: text('imports.rentMonthOutside'),
} as const;

export const importKindSchema = z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.kind });

/** GET imports/template: the kind, the headers' language and the file's format. */
export const importTemplateQuerySchema = z.object({
  kind: importKindSchema,
  lang: z.enum(['en', 'ar']).default('en'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** One error of one row: the spreadsheet's row number (the header is row 1), its column, why. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The tables an import wrote, with the ids of the rows it wrote in each. */
export const importWrittenSchema = z.record(z.string(), z.array(z.string()));
export type ImportWritten = z.infer<typeof importWrittenSchema>;

/** The answer of POST imports (a dry run or an import) when the file is read. */
export const importResultSchema = z.object({
  kind: importKindSchema,
  dry_run: z.boolean(),
  rows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** What the file would write (dry run) or wrote: rows per table. */
  counts: z.record(z.string(), z.number().int()),
  import_id: z.uuid().nullable(),
  /** Milliseconds the server spent reading, checking and (not a dry run) writing. */
  elapsed_ms: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A past import, as the list and the get answer it. */
export const importRecordSchema = z.object({
  id: z.uuid(),
  kind: importKindSchema,
  file_name: z.string(),
  rows: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  created_at: z.date(),
  undone_at: z.date().nullable(),
  created_by: z.string(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importListQuerySchema = listQuerySchema.extend({ kind: importKindSchema.optional() });
