import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '../../domain/displayLocale';

/*
 * Bilingual records in SQL (issue 22 item 5), the database side of domain/displayLocale.ts's
 * localizedText: the Arabic text for Arabic readers when it is not blank, the English one
 * otherwise, and each falls back to the other when blank.
 */

/** COALESCE(NULLIF(arabic, ''), english) for Arabic readers; the other way round for English ones. */
export function localizedSql(locale: Locale, english: SQLWrapper, arabic: SQLWrapper): SQL<string> {
  const [first, second] = locale === 'ar' ? [arabic, english] : [english, arabic];
  return sql<string>`coalesce(nullif(trim(${first}), ''), ${second}, '')`;
}

/** A person's full name from first and last name columns ('' when both are blank). */
export function fullNameSql(first: SQLWrapper, last: SQLWrapper): SQL<string> {
  return sql<string>`trim(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`;
}
