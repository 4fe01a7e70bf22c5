import { isDeepStrictEqual } from 'node:util';
import { Name, Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement's text and parameters, as PostgreSQL's dialect of drizzle renders them, for the hot
 * statements of the planned pool (server/db/client.ts): a 10-row page or a dashboard's figures are
 * written with the `sql` template, and drizzle building and rendering them was about a tenth of such
 * a request's server CPU, the rendering alone about 4 % (issue 37 item 2: it tests each chunk's
 * class by walking its prototype chain, and merges an object per chunk). This one renders the chunks those statements
 * are made of (text, nested statements, lists, names, values) in one pass with `instanceof`, and
 * hands anything else (a table, a column, an alias, a subquery, a placeholder, inlined values) to
 * drizzle whole, so it never guesses. Under test the planned pool renders every statement both
 * ways and fails on any difference (tests/unit/renderSql.test.ts checks the kinds one by one).
 */
export interface RenderedSql {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** Thrown inside the walk when a chunk is not one of the kinds rendered here. */
const NOT_MINE = Symbol('not rendered here');

function walk(chunks: readonly unknown[], out: { text: string[]; params: unknown[] }): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      // A template's piece is an array of one string; sql.raw's too.
      const value = chunk.value;
      out.text.push(value.length === 1 ? value[0]! : value.join(''));
    } else if (chunk instanceof SQL) {
      // `.inlineParams()` writes the values into the text: drizzle's to do (the flag is private to it).
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw NOT_MINE;
      walk(chunk.queryChunks, out);
    } else if (chunk instanceof Param) {
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) walk([value], out);
      else if (isEntityOrWrapper(value)) throw NOT_MINE;
      else param(value, out);
    } else if (chunk instanceof Name) {
      out.text.push(dialect.escapeName(chunk.value));
    } else if (chunk === undefined) {
      // drizzle renders a missing chunk as nothing.
    } else if (Array.isArray(chunk)) {
      out.text.push('(');
      chunk.forEach((item, i) => {
        if (i > 0) out.text.push(', ');
        walk([item], out);
      });
      out.text.push(')');
    } else if (isEntityOrWrapper(chunk)) {
      throw NOT_MINE;
    } else param(chunk, out);
  }
}

function param(value: unknown, out: { text: string[]; params: unknown[] }): void {
  out.params.push(value);
  out.text.push(`$${out.params.length}`);
}

/**
 * Whether a value may be something drizzle renders as more than a parameter: any of its entities
 * (they carry `drizzle:entityKind` on their class), anything with `getSQL`, or a function (a pg
 * enum is one).
 */
function isEntityOrWrapper(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  if (typeof (value as { getSQL?: unknown }).getSQL === 'function') return true;
  return Symbol.for('drizzle:entityKind') in (value.constructor ?? {});
}

/** The statement rendered here, or null when it holds a chunk left to drizzle. */
export function renderOwn(query: SQL): RenderedSql | null {
  const out = { text: [] as string[], params: [] as unknown[] };
  try {
    walk([query], out);
  } catch (err) {
    if (err === NOT_MINE) return null;
    throw err;
  }
  return { sql: out.text.join(''), params: out.params };
}

/** The statement's text and parameters, exactly as `new PgDialect().sqlToQuery(query)` gives them. */
export const renderSql = (query: SQL): RenderedSql => renderOwn(query) ?? drizzleRender(query);

/** drizzle's own rendering. */
export function drizzleRender(query: SQL): RenderedSql {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}

/** renderSql, refused when drizzle renders the statement otherwise (the API tests' check). */
export function renderCheckedSql(query: SQL): RenderedSql {
  const mine = renderSql(query);
  const theirs = drizzleRender(query);
  if (!isDeepStrictEqual(mine, theirs)) {
    throw new Error(
      `renderSql differs from drizzle's rendering:\n${JSON.stringify(mine)}\n${JSON.stringify(theirs)}`,
    );
  }
  return mine;
}
