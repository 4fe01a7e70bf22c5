import { sql, type SQL } from 'drizzle-orm';
import { lowerContainsPattern } from '../db/likePattern';

/*
 * The search boxes of the manual-payments list and the collection report: a substring match,
 * case-insensitive, inside one landlord's rows. LIKE over the lower-cased text is the exact check;
 * the per-landlord trigram keys of migration 0007 let a GIN index find the candidates without
 * reading the landlord's other 10,000 rows or any other landlord's matches.
 */

/**
 * pg_trgm makes trigrams of the runs of letters and digits only: a term without a run of three
 * has no interior trigram, its key array is empty and `@> '{}'` would match every row of the
 * index. Such a term is matched by LIKE alone over the landlord's rows (still correct, slower).
 * Only ASCII runs count here: whether pg_trgm takes Arabic letters for letters depends on the
 * database's locale (under C it does not), and a guess wrong that way would scan the whole index.
 */
export const searchUsesKeys = (q: string) => /[A-Za-z0-9]{3}/.test(q);

/**
 * Rows of `landlordId` whose `text` contains `q` (the landlord test included). `landlordColumn` and
 * `text` must be spelled as in the row's index, `landlord_trigram_keys(landlord, text)`, for
 * PostgreSQL to use it; `lowerCased` says the text is stored lower-cased already.
 *
 * With keys, the landlord test is written `(landlord = id) is true`: the same answer, but no btree
 * index can serve it, so a plan made without the parameters' values (the search runs planned once,
 * server/db/rows.ts) reads the GIN index alone instead of AND-ing it with the landlord's 10,000
 * index entries. The keys carry only 8 characters of the landlord's id, so the test is still needed:
 * another landlord whose id begins alike shares them.
 */
export function landlordSearchSql(
  keyed: { landlordColumn: SQL; text: SQL; lowerCased: boolean },
  landlordId: string,
  q: string,
): SQL {
  const like = keyed.lowerCased
    ? sql`${keyed.text} like ${lowerContainsPattern(q)}`
    : sql`lower(${keyed.text}) like ${lowerContainsPattern(q)}`;
  if (!searchUsesKeys(q)) return sql`${keyed.landlordColumn} = ${landlordId} and ${like}`;
  return sql`(${keyed.landlordColumn} = ${landlordId}) is true
    and landlord_trigram_keys(${keyed.landlordColumn}, ${keyed.text}) @> landlord_trigram_keys(${landlordId}::uuid, ${q})
    and ${like}`;
}
