import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { auditLog } from '../db/schema';
import type { AuditedRecord } from '../../domain/auditSchemas';
import { recordHistoryCondition } from './recordHistory';

/**
 * The audit trail (issue 36 item 4). Every change to money, contracts, cheques, deposits, roles,
 * permissions and settings writes one `audit_log` row through `recordAudit`, with the transaction
 * of the change (so a change that fails writes none). The database does the rest (migration 0036):
 * it joins the row to its landlord's hash chain under a per-landlord lock, fills the actor's role
 * when the writer did not name it, and refuses any UPDATE, DELETE or TRUNCATE of the table.
 *
 * The request's address comes from `auditAddress`, set once per request by `trackAuditAddress`
 * (server/app.ts), so no writer has to pass it down; jobs and webhooks have none (null).
 */
type AuditRequest = { ip: string; principal?: { userId: string; roleKey: string | null } | null };
const requestAddress = new AsyncLocalStorage<AuditRequest>();

/** Fastify onRequest hook (callback form, so the rest of the request runs inside the store). */
export const trackAuditAddress = (request: AuditRequest, _reply: unknown, done: () => void) =>
  requestAddress.run(request, done);

export const auditAddress = (): string | null => requestAddress.getStore()?.ip ?? null;

/** The signed-in user of the request being served (read when the row is written), if any. */
const requestActor = () => requestAddress.getStore()?.principal ?? null;

export type AuditEntry = {
  landlordId: string | null;
  /** Left out, the signed-in user of the request. */
  actorId?: string | null;
  /** The actor's role; left out, the database records the actor's role at the time of writing. */
  actorRole?: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** The row `entry` becomes: the request's user and address filled in where the writer left them out. */
const auditRow = (entry: AuditEntry) => {
  const principal = requestActor();
  const actorId = entry.actorId === undefined ? (principal?.userId ?? null) : entry.actorId;
  const actorRole = entry.actorRole ?? (principal && principal.userId === actorId ? principal.roleKey : null);
  return {
    landlordId: entry.landlordId,
    actorId,
    actorRole,
    ip: auditAddress(),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
};

/** Writes one audit row in `tx` (the transaction of the change it records). */
export const recordAudit = (tx: Database, entry: AuditEntry) => tx.insert(auditLog).values(auditRow(entry));

/**
 * Writes many audit rows in one statement (the invoice generator issues hundreds at once); the
 * chain trigger runs per row, so each still joins its landlord's chain in order.
 */
export const recordAudits = async (tx: Database, entries: AuditEntry[]) => {
  if (entries.length > 0) await tx.insert(auditLog).values(entries.map(auditRow));
};

/** A role's integer id as the uuid `audit_log.entity_id` holds (…-000000000007 for role 7). */
export const numericEntityId = (n: number) => `00000000-0000-0000-0000-${n.toString(16).padStart(12, '0')}`;

/** Only the fields that changed, before and after (a settings row, a role's grants). */
export const changedFields = (beforeRow: object | null, afterRow: object | null) => {
  const before = beforeRow as Record<string, unknown> | null;
  const after = afterRow as Record<string, unknown> | null;
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
};

export type ChainBreak = {
  landlordId: string | null;
  id: number;
  chainSeq: number;
  reason: 'altered' | 'relinked' | 'missing_before';
};

export type ChainVerdict = { intact: boolean; rows: number; chains: number; firstBreak: ChainBreak | null };

/**
 * Walks the chain of `landlordId` (or every chain when `landlordId` is undefined, for the super
 * admin) and names the first row that breaks it: its content no longer matches its hash
 * (`altered`), its `prev_hash` is not the previous row's hash (`relinked`), or rows before it are
 * gone (`missing_before`: its sequence number skips). A removed last row leaves no trace here.
 */
export const verifyAuditChain = async (db: Database, landlordId?: string): Promise<ChainVerdict> => {
  const scope = landlordId === undefined ? sql`true` : sql`a.landlord_id = ${landlordId}`;
  const rows = await queryRows<{
    landlord_id: string | null;
    id: string;
    chain_seq: string;
    reason: ChainBreak['reason'] | null;
  }>(
    db,
    sql`
    select landlord_id, id::text, chain_seq::text,
           case when hash is distinct from recomputed then 'altered'
                when chain_seq <> coalesce(prev_seq, 0) + 1 then 'missing_before'
                when prev_hash is distinct from prev_actual then 'relinked' end as reason
      from (select a.landlord_id, a.id, a.chain_seq, a.hash, a.prev_hash, audit_row_hash(a) as recomputed,
                   lag(a.hash) over w as prev_actual, lag(a.chain_seq) over w as prev_seq
              from audit_log a where ${scope}
            window w as (partition by a.landlord_id order by a.chain_seq)) c
     order by (case when hash is distinct from recomputed or chain_seq <> coalesce(prev_seq, 0) + 1
                      or prev_hash is distinct from prev_actual then 0 else 1 end), landlord_id nulls first, chain_seq`,
  );
  const first = rows[0];
  const chains = new Set(rows.map((r) => r.landlord_id ?? '-')).size;
  return {
    intact: !first?.reason,
    rows: rows.length,
    chains,
    firstBreak: first?.reason
      ? {
          landlordId: first.landlord_id,
          id: Number(first.id),
          chainSeq: Number(first.chain_seq),
          reason: first.reason,
        }
      : null,
  };
};

export type AuditListFilters = {
  page: number;
  pageSize: number;
  sort?: 'createdAt' | 'id';
  order: 'asc' | 'desc';
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
  /** One record's history (server/services/recordHistory.ts); the caller's right to it checked before. */
  record?: AuditedRecord;
  recordId?: string;
};

type AuditListRow = {
  id: string;
  landlord_id: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  chain_seq: string | null;
  hash: string | null;
  total: string;
};

/**
 * The audit rows of one landlord (`landlordId`), or of all (null: the super admin), filtered and
 * paged. Dates are Kuwait days (UTC+3), both ends included.
 */
export async function listAuditRows(db: Database, landlordId: string | null, f: AuditListFilters) {
  const where = [
    landlordId === null ? sql`true` : sql`a.landlord_id = ${landlordId}`,
    f.entity ? sql`a.entity = ${f.entity}` : sql`true`,
    f.entityId ? sql`a.entity_id::text = ${f.entityId}` : sql`true`,
    f.actorId ? sql`a.actor_id = ${f.actorId}` : sql`true`,
    f.action ? sql`a.action = ${f.action}` : sql`true`,
    f.from ? sql`a.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Kuwait'` : sql`true`,
    f.to ? sql`a.created_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Kuwait'` : sql`true`,
    f.record && f.recordId ? recordHistoryCondition(f.record, f.recordId) : sql`true`,
  ];
  const order = f.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<AuditListRow>(
    db,
    sql`select a.id::text, a.landlord_id, a.actor_id, trim(u.first_name || ' ' || u.last_name) as actor_name,
               a.actor_role, a.ip, a.action, a.entity, a.entity_id::text, a.before, a.after, a.created_at,
               a.chain_seq::text, a.hash, count(*) over () as total
          from audit_log a left join users u on u.id = a.actor_id
         where ${sql.join(where, sql` and `)}
         order by a.created_at ${order}, a.id ${order}
         limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    items: rows.map((r) => ({
      id: r.id,
      landlordId: r.landlord_id,
      actorId: r.actor_id,
      actorName: r.actor_name,
      actorRole: r.actor_role,
      ip: r.ip,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
      createdAt: new Date(r.created_at).toISOString(),
      chainSeq: r.chain_seq === null ? null : Number(r.chain_seq),
      hash: r.hash,
    })),
  };
}
