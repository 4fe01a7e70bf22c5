import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequesContract } from '../../domain/contracts/cheques';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import { queryRows } from '../../server/db/rows';
import { generateInvoices } from '../../server/services/invoicing';
import { todayInKuwait } from '../../server/services/occupancy';
import { managerProperties } from '../../server/db/schema';
import { api } from '../support/api';
import { saveAccount, VALID_IBAN } from './bankSettlementFixtures';
import { tokensOf, type Who } from './contractFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, userId } from '../support/make';

/*
 * Issue 36 item 4, the rest of the trail: cheques (taken in, corrected, moved), issued invoices,
 * the App Setting, the bank account and a manager's reach (its properties, its status) each write
 * one audit row in the transaction of the change, with the fields before and after; a change that
 * fails writes none.
 */
describe.each(databaseKinds())('audit writers (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const as = (who: Who) => api(t.app).as(who);
  const C = chequesContract.endpoints;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  type Row = {
    action: string;
    actor_role: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
  };
  const rowsOf = (entityId: string, action?: string) =>
    queryRows<Row>(
      t.app.ctx.db,
      sql`select action, actor_role, ip, before, after from audit_log
           where entity_id::text = ${entityId} ${action ? sql`and action = ${action}` : sql``} order by id`,
    );
  const countOf = async (action: string) =>
    (
      await queryRows<{ n: number }>(
        t.app.ctx.db,
        sql`select count(*)::int as n from audit_log where action = ${action}`,
      )
    )[0]!.n;

  it('a cheque taken in, corrected and moved writes one row each; a refused create or move none', async () => {
    const c = await makeContract(t.app);
    const [first] = await issueInvoices(t.app, c.landlordId, c.contractId);
    const created = await as('landlord').ok(C.create, {
      body: {
        bank: 'National Bank of Kuwait',
        cheque_no: '000901',
        drawer_name: 'Huda Al-Sabah',
        amount: '350.000',
        due_date: dayOffset(t.app, 0),
        invoice_ids: [first!.id],
      },
    });
    const id = created.data.id;
    await as('landlord').ok(C.update, { params: { id }, body: { amount: '340.500' } as never });
    await as('landlord').ok(C.status, { params: { id }, body: { status: 'DEPOSITED' } as never });
    const creates = await countOf('cheque.create');
    // Refused: another landlord's invoice; a move the table does not allow.
    const other = await makeContract(t.app, { landlordEmail: 'landlord2@example.com' });
    const [theirs] = await issueInvoices(t.app, other.landlordId, other.contractId);
    const refused = await as('landlord').call(C.create, {
      body: {
        bank: 'NBK',
        cheque_no: '000902',
        drawer_name: 'X',
        amount: '1.000',
        due_date: dayOffset(t.app, 0),
        invoice_ids: [theirs!.id],
      },
    });
    expect(refused.status).toBe(422);
    const badMove = await as('landlord').call(C.status, {
      params: { id },
      body: { status: 'CANCELLED' } as never,
    });
    expect(badMove.status).toBe(422);
    expect(await countOf('cheque.create')).toBe(creates);

    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.action, r.actor_role])).toEqual([
      ['cheque.create', 'landlord'],
      ['cheque.update', 'landlord'],
      ['cheque.move', 'landlord'],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ state: 'RECEIVED', amount: '350.000', chequeNo: '000901' });
    expect([rows[1]!.before, rows[1]!.after]).toEqual([{ amount: '350.000' }, { amount: '340.500' }]);
    expect([rows[2]!.before, rows[2]!.after]).toEqual([
      { state: 'RECEIVED', custody: 'landlord' },
      { state: 'DEPOSITED', custody: 'bank' },
    ]);
    expect(rows[2]!.ip).toBe('127.0.0.1');
  });

  it('each issued invoice writes one row, and none when the issuing transaction is rolled back', async () => {
    const c = await makeContract(t.app);
    const today = todayInKuwait(t.app.ctx.now());
    // The generator inside a transaction that then fails: its invoices and their rows go together.
    const rolledBack = await t.app.ctx.db
      .transaction(async (tx) => {
        await generateInvoices(tx, { today, landlordId: c.landlordId });
        throw new Error('fail after issuing');
      })
      .catch((e: Error) => e.message);
    expect(rolledBack).toBe('fail after issuing');
    const none = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from audit_log a join invoices i on i.id = a.entity_id where i.contract_id = ${c.contractId}`,
    );
    expect(none[0]!.n).toBe(0);

    const issued = await issueInvoices(t.app, c.landlordId, c.contractId);
    expect(issued.length).toBeGreaterThan(0);
    for (const invoice of issued) {
      const rows = await rowsOf(invoice.id);
      expect(rows.map((r) => r.action)).toEqual(['invoice.create']);
      expect(rows[0]!.after).toEqual({
        invoiceNo: invoice.invoiceNo,
        period: invoice.period,
        dueDate: invoice.dueDate,
        total: invoice.total,
      });
    }
  });

  it('the App Setting and the bank account write one row with the fields that changed; refused saves none', async () => {
    const landlordId = await userId(t.app, 'landlord@example.com');
    const save = (name: string) => {
      const body = new FormData();
      body.append('name', name);
      return t.app.inject({
        method: 'POST',
        url: '/api/setting/update',
        headers: bearer(tok.landlord),
        payload: body,
      });
    };
    expect((await save('Khaled Rentals')).statusCode).toBe(200);
    expect((await save('Khaled Rentals & Sons')).statusCode).toBe(200);
    expect((await save(' ')).statusCode).toBe(422);
    const settings = await rowsOf(landlordId, 'setting.app');
    expect(settings).toHaveLength(2);
    expect([settings[1]!.before, settings[1]!.after]).toEqual([
      { name: 'Khaled Rentals' },
      { name: 'Khaled Rentals & Sons' },
    ]);

    const account = {
      holder_name: 'Khaled Al-Sabah',
      bank_name: 'Commercial Bank of Kuwait',
      iban: VALID_IBAN,
    };
    expect((await saveAccount(t.app, tok.landlord, account)).statusCode).toBe(200);
    expect((await saveAccount(t.app, tok.landlord, { ...account, iban: 'KW00' })).statusCode).toBe(422);
    expect((await saveAccount(t.app, tok.landlord, { ...account, bank_name: 'Gulf Bank' })).statusCode).toBe(
      200,
    );
    const accounts = await rowsOf(landlordId, 'setting.bank_account');
    expect(accounts.map((r) => [r.before, r.after])).toEqual([
      [
        { iban: null, holderName: null, bankName: null, subMerchantRef: null },
        {
          iban: VALID_IBAN,
          holderName: 'Khaled Al-Sabah',
          bankName: 'Commercial Bank of Kuwait',
          subMerchantRef: null,
        },
      ],
      [{ bankName: 'Commercial Bank of Kuwait' }, { bankName: 'Gulf Bank' }],
    ]);
  });

  it("a manager's properties and status write one row each; a refused change none", async () => {
    const M = propertyManagersContract.endpoints;
    const managerId = await userId(t.app, 'manager@example.com');
    const mine = await makeContract(t.app);
    const theirs = await makeContract(t.app, { landlordEmail: 'landlord2@example.com' });
    try {
      await as('landlord').ok(M.update, {
        params: { id: managerId },
        body: { propertyIds: [mine.propertyId] },
      });
      const foreign = await as('landlord').call(M.update, {
        params: { id: managerId },
        body: { propertyIds: [theirs.propertyId] },
      });
      expect(foreign.status).toBe(422);
      await as('landlord').ok(M.update, { params: { id: managerId }, body: { status: 'disabled' } });
      await as('landlord').ok(M.update, { params: { id: managerId }, body: { status: 'active' } });
      const rows = await rowsOf(managerId);
      expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
        ['manager.properties', { propertyIds: [] }, { propertyIds: [mine.propertyId] }],
        ['manager.status', { status: 'active' }, { status: 'disabled' }],
        ['manager.status', { status: 'disabled' }, { status: 'active' }],
      ]);
    } finally {
      await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    }
  });
});
