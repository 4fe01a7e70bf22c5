/*
 * PostgreSQL's error codes, read the same way everywhere: node-postgres puts `code` on its error,
 * PGlite on its own, and Drizzle wraps either as the `cause` of a query error of its own.
 */

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';

/** PostgreSQL's error code, whether the driver's error arrives bare or wrapped by Drizzle. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the write (two requests racing for one email, unit number, …). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;
