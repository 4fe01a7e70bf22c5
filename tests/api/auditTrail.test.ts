import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContract } from '../../domain/contracts/audit';
import { contractDecisionsContract } from '../../domain/contracts/contract-decisions';
import { rolesContract } from '../../domain/contracts/roles';
import { queryRows } from '../../server/db/rows';
import { recordAudit } from '../../server/services/auditTrail';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, userId } from '../support/make';

/*
 * Issue 36 item 4: one audit trail. Each change writes exactly one row in its own transaction (who,
 * role, address, before/after); the table is append-only; each landlord's rows form a SHA-256 chain
 * that GET /api/audit/verify checks (an altered or removed row is named); concurrent writers keep one
 * chain; the list is scoped (a landlord its own rows, the super admin all).
 */
describe.each(databaseKinds())('audit trail (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const A = auditContract.endpoints;
  const as = (who: 'landlord' | 'landlord2' | 'manager' | 'tenant' | 'super') => api(t.app).as(who);
  const rowsOf = (entityId: string) =>
    queryRows<{
      id: string;
      action: string;
      actor_role: string | null;
      ip: string | null;
      before: unknown;
      after: unknown;
      chain_seq: string;
      hash: string;
      prev_hash: string | null;
    }>(
      t.app.ctx.db,
      sql`select id::text, action, actor_role, ip, before, after, chain_seq::text, hash, prev_hash from audit_log where entity_id::text = ${entityId} order by id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a payment writes one chained row; a contract termination one with who, role and address; a refused one none', async () => {
    const c = await makeContract(t.app);
    const [invoice] = await issueInvoices(t.app, c.landlordId, c.contractId);
    const paid = await payInvoice(t.app, {
      landlordId: c.landlordId,
      invoiceId: invoice!.id,
      amount: '100.000',
    });
    const paymentRows = await rowsOf(
      (paid as { paymentId?: string; id?: string }).paymentId ?? (paid as { id: string }).id,
    );
    expect(paymentRows.map((r) => r.action)).toEqual(['payment.create']);
    expect(paymentRows[0]!.actor_role).toBe('landlord');
    expect(paymentRows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);

    const E = contractDecisionsContract.endpoints;
    await as('landlord').ok(E.terminate, { params: { id: c.contractId }, body: {} });
    const again = await as('landlord').call(E.terminate, { params: { id: c.contractId }, body: {} });
    expect(again.status).toBe(409);
    const rows = await rowsOf(c.contractId);
    expect(rows.map((r) => [r.action, r.actor_role, r.before, r.after])).toEqual([
      ['contract.terminate', 'landlord', { status: 'approved' }, { status: 'terminated' }],
    ]);
    expect(rows[0]!.ip).toBe('127.0.0.1');

    const listed = await as('landlord').ok(A.list, { query: { entity: 'contract', entityId: c.contractId } });
    expect(listed.items.map((i) => [i.action, i.actorRole])).toEqual([['contract.terminate', 'landlord']]);
  });

  it("a role's permissions change writes one row with the grants before and after", async () => {
    const R = rolesContract.endpoints;
    const created = await as('super').ok(R.create, { body: { name: 'Auditor test', permissions: [] } });
    const roleId = created.data.id;
    await as('super').ok(R.update, {
      params: { id: roleId },
      body: { name: 'Auditor test', permissions: [{ name: 'View Audit', show_on_menu: true }] },
    });
    const entityId = `00000000-0000-0000-0000-${roleId.toString(16).padStart(12, '0')}`;
    const rows = await rowsOf(entityId);
    expect(rows.map((r) => [r.action, r.actor_role, r.before, r.after])).toEqual([
      ['role.create', 'super_admin', null, { name: 'Auditor test', permissions: [] }],
      [
        'role.update',
        'super_admin',
        { permissions: [] },
        { permissions: [{ name: 'View Audit', show_on_menu: true }] },
      ],
    ]);
  });

  it('refuses UPDATE and DELETE of audit rows', async () => {
    const refusal = (q: ReturnType<typeof sql>) =>
      t.app.ctx.db.execute(q).then(
        () => 'done',
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    const left = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from audit_log where action = 'x'`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('scope: a landlord lists only its own rows, the super admin all; tenant and manager none', async () => {
    const l2 = await userId(t.app, 'landlord2@example.com');
    await t.app.ctx.db.transaction((tx) =>
      recordAudit(tx, {
        landlordId: l2,
        actorId: l2,
        action: 'setting.cheques',
        entity: 'setting',
        entityId: l2,
        before: {},
        after: {},
      }),
    );
    const mine = await as('landlord').ok(A.list, { query: { pageSize: 100 } });
    const l1 = await userId(t.app, 'landlord@example.com');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.landlordId === l1)).toBe(true);
    const theirs = await as('landlord2').ok(A.list, { query: { pageSize: 100 } });
    expect(theirs.items.map((i) => i.landlordId)).toEqual([l2]);
    const all = await as('super').ok(A.list, { query: { pageSize: 100 } });
    expect(new Set(all.items.map((i) => i.landlordId))).toEqual(new Set([l1, l2, null]));
    expect((await as('tenant').call(A.list, { query: {} })).status).toBe(403);
    expect((await as('manager').call(A.list, { query: {} })).status).toBe(403);
  });

  it('concurrent writers keep one chain', async () => {
    const l1 = await userId(t.app, 'landlord@example.com');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.ctx.db.transaction((tx) =>
          recordAudit(tx, {
            landlordId: l1,
            actorId: l1,
            action: 'test.concurrent',
            entity: 'setting',
            entityId: l1,
            after: { i },
          }),
        ),
      ),
    );
    const seqs = await queryRows<{ n: string; distinct_n: string; max: string }>(
      t.app.ctx.db,
      sql`select count(*)::text as n, count(distinct chain_seq)::text as distinct_n, max(chain_seq)::text as max from audit_log where landlord_id = ${l1}`,
    );
    expect([seqs[0]!.distinct_n, seqs[0]!.max]).toEqual([seqs[0]!.n, seqs[0]!.n]);
    const verdict = await as('landlord').ok(A.verify, { query: {} });
    expect(verdict.data).toMatchObject({ intact: true, firstBreak: null });
  });

  it('verify names a row altered by SQL, and the row after one removed', async () => {
    const l2 = await userId(t.app, 'landlord2@example.com');
    for (const i of [1, 2, 3])
      await t.app.ctx.db.transaction((tx) =>
        recordAudit(tx, {
          landlordId: l2,
          actorId: l2,
          action: 'test.tamper',
          entity: 'setting',
          entityId: l2,
          after: { i },
        }),
      );
    const chain = await queryRows<{ id: string; chain_seq: string }>(
      t.app.ctx.db,
      sql`select id::text, chain_seq::text from audit_log where landlord_id = ${l2} order by chain_seq`,
    );
    expect((await as('landlord2').ok(A.verify, { query: {} })).data.intact).toBe(true);
    const middle = chain[chain.length - 2]!;
    const last = chain[chain.length - 1]!;
    const owner = (q: ReturnType<typeof sql>) =>
      t.app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
        await tx.execute(q);
        await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
      });
    await owner(sql`update audit_log set after = '{"i": 99}' where id = ${Number(middle.id)}`);
    const altered = (await as('landlord2').ok(A.verify, { query: {} })).data;
    expect(altered).toMatchObject({
      intact: false,
      firstBreak: { id: Number(middle.id), reason: 'altered' },
    });
    // The super admin's check of every chain finds it too; the first landlord's chain still holds.
    expect((await as('super').ok(A.verify, { query: {} })).data.firstBreak?.id).toBe(Number(middle.id));
    expect((await as('landlord').ok(A.verify, { query: {} })).data.intact).toBe(true);

    await owner(sql`update audit_log set after = '{"i": 2}' where id = ${Number(middle.id)}`);
    expect((await as('landlord2').ok(A.verify, { query: {} })).data.intact).toBe(true);
    await owner(sql`delete from audit_log where id = ${Number(middle.id)}`);
    const removed = (await as('landlord2').ok(A.verify, { query: {} })).data;
    expect(removed).toMatchObject({
      intact: false,
      firstBreak: { id: Number(last.id), reason: 'missing_before' },
    });
  });
});
