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

/**
 * The name copied onto an invoice (or read in English) in the reader's language: for an Arabic
 * reader the tenant's Arabic name from the tenant's profile, where there is one (one lookup by
 * primary key per row of a page); otherwise, and for others, `english` itself.
 */
export function tenantNameSql(locale: Locale, tenantId: SQLWrapper, english: SQLWrapper): SQL<string> {
  if (locale !== 'ar') return sql<string>`${english}`;
  return localizedSql(
    locale,
    english,
    sql`(select trim(coalesce(tp.first_name_ar, '') || ' ' || coalesce(tp.last_name_ar, ''))
           from tenant_profiles tp where tp.user_id = ${tenantId})`,
  );
}

/** A property's name in the reader's language, like tenantNameSql (properties.name_ar). */
export function propertyNameSql(locale: Locale, propertyId: SQLWrapper, english: SQLWrapper): SQL<string> {
  if (locale !== 'ar') return sql<string>`${english}`;
  return localizedSql(
    locale,
    english,
    sql`(select pa.name_ar from properties pa where pa.id = ${propertyId})`,
  );
}
