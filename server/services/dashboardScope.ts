import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose figures a dashboard adds up: one landlord's (or, for the platform, every landlord's:
 * `landlordId` null), and within it perhaps only some properties (a manager limited to them).
 * Built by server/services/dashboardTargets.ts from the token, never from the query alone.
 */
export interface FigureScope {
  landlordId: string | null;
  /** null: every property of the landlord. */
  propertyIds: string[] | null;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The scope as SQL over a row aliased `alias` that carries landlord_id and a property column.
 * An empty property list matches nothing (a manager with no property left sees nothing).
 */
export function scopeSql(scope: FigureScope, alias: string, propertyColumn = 'property_id'): SQL {
  const parts: SQL[] = [];
  if (scope.landlordId) parts.push(sql`${sql.raw(alias)}.landlord_id = ${scope.landlordId}`);
  if (scope.propertyIds) {
    parts.push(
      scope.propertyIds.length
        ? sql`${sql.raw(`${alias}.${propertyColumn}`)} in (${uuidList(scope.propertyIds)})`
        : sql`false`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** For rows that know only their unit (contracts): the unit must be on one of the properties. */
export function unitScopeSql(scope: FigureScope, alias: string): SQL {
  const landlord = scope.landlordId ? sql`${sql.raw(alias)}.landlord_id = ${scope.landlordId}` : sql`true`;
  if (!scope.propertyIds) return landlord;
  if (!scope.propertyIds.length) return sql`false`;
  return sql`${landlord} and ${sql.raw(alias)}.unit_id in
    (select su.id from property_units su where su.property_id in (${uuidList(scope.propertyIds)}))`;
}

/** Statuses of an invoice that is not cancelled, spelled out so (landlord, status, due) is the index walked. */
export const LIVE_INVOICE_STATUSES = sql`('UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE')`;
/** Statuses of an invoice that may still owe something (a PAID one owes nothing: paid + written off = total). */
export const OWING_INVOICE_STATUSES = sql`('UNPAID', 'PARTIALLY_PAID', 'OVERDUE')`;

/** Numeric money as canonical text with 3 decimals ('0.000' for nothing). */
export const moneyTextSql = (value: SQL) => sql`coalesce(${value}, 0)::numeric(18, 3)::text`;
