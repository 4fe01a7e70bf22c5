/*
 * Every search box of the API is a substring match with LIKE or ILIKE. The user's own `%`, `_` and
 * `\` must match those characters, not "anything": each is escaped with a backslash, which is
 * PostgreSQL's default LIKE escape character (no ESCAPE clause needed, and none can be given
 * through Drizzle's `ilike`). Parameters travel bound, so standard_conforming_strings is no concern.
 */

/** `text` with LIKE's wildcards and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for LIKE / ILIKE: rows containing `text` as typed. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `%text%` lower-cased, for LIKE over text stored (or indexed) lower-cased: answers as ILIKE would. */
export const lowerContainsPattern = (text: string) => containsPattern(text.toLowerCase());
