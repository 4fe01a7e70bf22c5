import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { Scope } from '../auth/scope';
import type { AuditedRecord } from '../../domain/auditSchemas';

/*
 * The History panel of an invoice, contract, cheque or deposit screen (issue 36 item 4) reads the
 * audit rows of one record. A record's history is more than the rows naming it: the money moved on
 * an invoice is audited under its own records (a payment, a write-off, an online attempt), so the
 * invoice's history gathers those too. A deposit is audited under its contract's id (a contract has
 * one deposit), so 'deposit' and 'contract' read different entities with the same id. An owner's
 * history is its account's rows (added, corrected, disabled, enabled) and its payouts'.
 */

/** Where each kind of record lives, to check the caller may read it (landlord and property). */
const OWNER: Record<Exclude<AuditedRecord, 'owner'>, SQL> = {
  invoice: sql`select landlord_id, property_id from invoices where id = `,
  cheque: sql`select landlord_id, property_id from cheques where id = `,
  // By its contract: the deposit screen of a contract shows its (empty) history before any deposit is received.
  deposit: sql`select c.landlord_id, u.property_id from contracts c join property_units u on u.id = c.unit_id where c.id = `,
  contract: sql`select c.landlord_id, u.property_id from contracts c join property_units u on u.id = c.unit_id where c.id = `,
};

/**
 * Whether `scope` may read the record's history: the record's landlord is the caller's (a platform
 * admin reads any) and, for a manager limited to chosen properties, its property is one of them.
 * A tenant never reads the trail (the route refuses it before asking).
 */
export async function mayReadRecord(db: Database, scope: Scope, record: AuditedRecord, id: string) {
  if (record === 'owner') return mayReadOwner(db, scope, id);
  const [row] = await queryRows<{ landlord_id: string; property_id: string }>(db, sql`${OWNER[record]}${id}`);
  if (!row) return false;
  if (scope.landlordId !== null && row.landlord_id !== scope.landlordId) return false;
  return scope.propertyIds === null || scope.propertyIds.includes(row.property_id);
}

/** An owner (an OWNER user) of the caller's landlord; for a limited manager, one of its properties'. */
async function mayReadOwner(db: Database, scope: Scope, id: string) {
  const [row] = await queryRows<{ landlord_id: string; property_ids: string[] }>(
    db,
    sql`select u.landlord_id,
               coalesce((select json_agg(po.property_id) from property_owners po where po.owner_id = u.id), '[]'::json) as property_ids
          from users u join roles r on r.id = u.role_id
         where u.id = ${id} and r.key = 'owner'`,
  );
  if (!row) return false;
  if (scope.landlordId !== null && row.landlord_id !== scope.landlordId) return false;
  return scope.propertyIds === null || row.property_ids.some((p) => scope.propertyIds!.includes(p));
}

/** The audit rows (alias `a`) that belong to one record's history. */
export function recordHistoryCondition(record: AuditedRecord, id: string): SQL {
  switch (record) {
    case 'invoice':
      return sql`((a.entity = 'invoice' and a.entity_id = ${id})
        or (a.entity = 'payment' and a.entity_id in (select p.id from payments p where p.invoice_id = ${id}))
        or (a.entity = 'invoice_write_off' and a.entity_id in (select w.id from invoice_write_offs w where w.invoice_id = ${id}))
        or (a.entity = 'payment_attempt' and a.entity_id in (select t.id from payment_attempts t where t.invoice_id = ${id})))`;
    case 'contract':
      return sql`(a.entity = 'contract' and a.entity_id = ${id})`;
    case 'cheque':
      return sql`(a.entity = 'cheque' and a.entity_id = ${id})`;
    case 'deposit':
      return sql`(a.entity = 'deposit' and a.entity_id = ${id})`;
    case 'owner':
      // A payout's row names its owner in what it recorded (a deleted payout's row is all that is left of it).
      return sql`((a.entity = 'user' and a.entity_id = ${id})
        or (a.entity = 'owner_payout' and coalesce(a.after ->> 'owner_id', a.before ->> 'owner_id') = ${id}::text))`;
  }
}
