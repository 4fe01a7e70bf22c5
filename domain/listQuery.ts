import { z } from 'zod';
import { isIsoDate } from './isoDate';
import { text } from './messages/text';

/*
 * The parts every list's query shares, so that what a list refuses, and how it says so, is the
 * same everywhere: a sort field the list does not have, a search with control characters (a NUL
 * byte cannot even reach PostgreSQL), a date that is not on the calendar. Each is a 422 with a
 * message a person can act on, never a 500.
 */

export const LIST_QUERY_MESSAGES = {
  searchControl: text('listQuery.searchControl'),
  sortField: (fields: readonly string[]) => text('listQuery.sortField', { fields: fields.join(', ') }),
  noSort: text('listQuery.noSort'),
  noSearch: text('listQuery.noSearch'),
  date: text('listQuery.date'),
} as const;

/** C0 controls and DEL; tabs and newlines have no place in a one-line search box either. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** The search box's text: at most 100 characters, no control characters. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, text('listQuery.searchTooLong'))
  .refine((v) => !hasControlCharacters(v), LIST_QUERY_MESSAGES.searchControl);

/**
 * One of the list's sortable fields. An enum, not a lookup in an object: `sort=__proto__` once
 * found Object.prototype in such a lookup.
 */
export const sortFieldSchema = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.enum(fields, { error: LIST_QUERY_MESSAGES.sortField(fields) });

/** A list whose order is fixed: a sort parameter is refused rather than silently ignored. */
export const noSortSchema = z.undefined({ error: LIST_QUERY_MESSAGES.noSort });

/** A list without a search box: a q parameter is refused rather than silently ignored. */
export const noSearchSchema = z.undefined({ error: LIST_QUERY_MESSAGES.noSearch });

/** A short list shown whole in a fixed order (the plans): neither sorted nor searched. */
export const wholeListQuerySchema = z.object({ sort: noSortSchema.optional(), q: noSearchSchema.optional() });

/** 'YYYY-MM-DD' that exists on the calendar (2026-02-30 does not). */
export const calendarDateSchema = (message: string = LIST_QUERY_MESSAGES.date) =>
  z.string({ error: message }).trim().refine(isIsoDate, message);
