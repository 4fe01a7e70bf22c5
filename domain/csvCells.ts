/**
 * Cells a spreadsheet would run as formulas are written as text. A CSV export holds text people
 * typed (a tenant's request title, a property's name) and the landlord opens it in a spreadsheet:
 * a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return may be taken for a formula
 * (OWASP's "CSV injection"). Such a cell gets a leading apostrophe, which spreadsheets read as
 * "this is text" and do not show. A plain number ("-12.500") is left as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

export function csvSafeCell(value: unknown): unknown {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** Every cell of every row made safe (rows are flat objects of the columns a person reads). */
export function csvSafeRows<T extends object>(rows: T[]): T[] {
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, csvSafeCell(value)])) as T,
  );
}
