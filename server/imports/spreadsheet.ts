import type { Locale } from '../../domain/displayLocale';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES as M,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportKind,
  type ImportRowError,
} from '../../domain/importSchemas';
import { textIn } from '../../domain/messages/textIn';
import type { MessageId } from '../../domain/messages/text';
import { HttpError } from '../http/errors';
import { parseCsv, toCsv } from './csvFile';
import { readXlsx, writeXlsx } from './xlsxFile';

/** One data row of a file: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** A column's header in a language: the template's words. */
export const columnHeader = (column: ImportColumn, locale: Locale) =>
  textIn(locale, `imports.columns.${column}` as MessageId);

const normalised = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every header a column answers to: its key, its English and its Arabic words. */
const HEADER_COLUMNS = new Map<string, ImportColumn>(
  Object.values(IMPORT_COLUMNS)
    .flat()
    .flatMap((column) =>
      [column, columnHeader(column, 'en'), columnHeader(column, 'ar')].map(
        (header) => [normalised(header), column] as const,
      ),
    ),
);

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The file's rows as text cells: an XLSX by its zip signature, anything else as UTF-8 CSV. */
function cellsOf(bytes: Uint8Array): string[][] {
  try {
    if (isZip(bytes)) return readXlsx(bytes);
    const source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A binary file that happens to be valid UTF-8 (rare) still has NULs.
    if (source.includes('\u0000')) throw new Error('binary');
    return parseCsv(source);
  } catch {
    throw new HttpError(422, M.fileUnreadable, [
      { loc: ['body', 'file'], msg: M.fileUnreadable, type: 'unreadable' },
    ]);
  }
}

/**
 * The data rows of an uploaded file of a kind, by column; a header missing a required column is
 * one error per column (row 1), and blank lines are skipped.
 */
export function readSheet(
  bytes: Uint8Array,
  kind: ImportKind,
): { rows: SheetRow[]; errors: ImportRowError[] } {
  const [header = [], ...body] = cellsOf(bytes);
  const columns = header.map((cell) => HEADER_COLUMNS.get(normalised(cell)));
  const known = new Set(IMPORT_COLUMNS[kind]);
  const missing = REQUIRED_IMPORT_COLUMNS[kind].filter((column) => !columns.includes(column));
  const errors = missing.map((column) => ({ row: 1, column, message: M.missingColumn }));
  const rows: SheetRow[] = [];
  body.forEach((line, index) => {
    if (line.every((cell) => cell.trim() === '')) return;
    const cells: SheetRow['cells'] = {};
    line.forEach((cell, at) => {
      const column = columns[at];
      if (column && known.has(column)) cells[column] = cell.trim();
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0 && errors.length === 0) throw new HttpError(422, M.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw new HttpError(422, M.tooManyRows);
  return { rows, errors };
}

/** A kind's template: its header row in a language and one example row. */
export function templateFile(
  kind: ImportKind,
  locale: Locale,
  format: 'csv' | 'xlsx',
  example: readonly string[],
): Uint8Array | string {
  const rows = [IMPORT_COLUMNS[kind].map((column) => columnHeader(column, locale)), example];
  return format === 'csv' ? toCsv(rows) : writeXlsx(rows, { rightToLeft: locale === 'ar' });
}
