import type { QueryValue } from './httpClient';

/** The API pages at most 100 rows; an export or a sum walks the pages, up to this many rows. */
const PAGE = 100;
const MAX_ROWS = 10_000;

/** Every row of a paged list (for CSV exports and sums), 100 a call. */
export async function fetchAllPages<T>(
  fetchPage: (query: Record<string, QueryValue>) => Promise<{ items: readonly T[]; total: number }>,
  query: Record<string, QueryValue>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const answer = await fetchPage({ ...query, page, pageSize: PAGE });
    rows.push(...answer.items);
    if (answer.items.length < PAGE || rows.length >= answer.total) break;
  }
  return rows;
}
