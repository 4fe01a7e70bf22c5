import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from './likePattern';

/*
 * The two pieces every paged list query of the API shares: its search box (a substring of any of
 * the listed columns, typed characters taken literally) and its order (the chosen column, newest
 * first when none was chosen, then the id so that no row falls between two pages).
 */

/** Rows where any of `columns` contains `q` as typed. */
export const containsAny = (q: string, columns: (AnyColumn | SQL)[]): SQL | undefined => {
  const like = containsPattern(q);
  return or(...columns.map((column) => ilike(column, like)));
};

/** ORDER BY for a list: `column` in the asked direction (descending when unsorted), then `tiebreak`. */
export const listOrder = (
  column: AnyColumn | SQL | SQL.Aliased,
  query: { sort?: string | null | undefined; order?: string | null | undefined },
  tiebreak: AnyColumn,
): SQL[] => [query.order === 'desc' || !query.sort ? desc(column) : asc(column), asc(tiebreak)];
