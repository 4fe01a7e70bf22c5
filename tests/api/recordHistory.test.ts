import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContract } from '../../domain/contracts/audit';
import { chequesContract } from '../../domain/contracts/cheques';
import { contractDecisionsContract } from '../../domain/contracts/contract-decisions';
import { managerProperties, roles } from '../../server/db/schema';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { type Who } from './contractFixtures';
import { databaseKinds, principalChangesArrived, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, userId } from '../support/make';

/*
 * Issue 36 item 4, the History panel's read: GET /api/audit/list?record=…&recordId=… answers one
 * record's rows — an invoice's own and those of the money moved on it (its payments, its
 * write-off) — and nothing of other records. Scoped by the token: another landlord's record is not
 * found, a tenant is refused, a manager (granted 'View Audit') reads only its properties' records
 * and only one record at a time.
 */
describe.each(databaseKinds())('record history (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const A = auditContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const historyOf = (who: Who, record: 'invoice' | 'contract' | 'cheque' | 'deposit', recordId: string) =>
    as(who).call(A.list, { query: { record, recordId, pageSize: 100 } });
  const actionsOf = async (
    who: Who,
    record: 'invoice' | 'contract' | 'cheque' | 'deposit',
    recordId: string,
  ) => {
    const answer = await historyOf(who, record, recordId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { items: { action: string }[] }).items.map((i) => i.action).sort();
  };

  it("an invoice's history holds its payment and write-off; a cheque's and a contract's their own rows", async () => {
    const c = await makeContract(t.app);
    const [invoice, next] = await issueInvoices(t.app, c.landlordId, c.contractId);
    // A short payment marked as paid: a payment and the write-off of the rest.
    await payInvoice(t.app, {
      landlordId: c.landlordId,
      invoiceId: invoice!.id,
      amount: '300.000',
      markAsPaid: true,
    });
    expect(await actionsOf('landlord', 'invoice', invoice!.id)).toEqual([
      'invoice.create',
      'payment.create',
      'write_off.create',
    ]);
    // The next month's invoice shares none of it.
    expect(await actionsOf('landlord', 'invoice', next!.id)).toEqual(['invoice.create']);

    const C = chequesContract.endpoints;
    const cheque = await as('landlord').ok(C.create, {
      body: {
        bank: 'Gulf Bank',
        cheque_no: '000555',
        drawer_name: 'Huda Al-Sabah',
        amount: '350.000',
        due_date: dayOffset(t.app, 0),
        invoice_ids: [next!.id],
      },
    });
    await as('landlord').ok(C.status, {
      params: { id: cheque.data.id },
      body: { status: 'DEPOSITED' } as never,
    });
    expect(await actionsOf('landlord', 'cheque', cheque.data.id)).toEqual(['cheque.create', 'cheque.move']);

    await as('landlord').ok(contractDecisionsContract.endpoints.terminate, {
      params: { id: c.contractId },
      body: {},
    });
    expect(await actionsOf('landlord', 'contract', c.contractId)).toEqual(['contract.terminate']);
    // The deposit screen of a contract whose deposit is not received yet reads an empty history, not 404.
    const noDepositYet = await historyOf('landlord', 'deposit', c.contractId);
    expect(noDepositYet.status, JSON.stringify(noDepositYet.body)).toBe(200);
    expect((noDepositYet.body as { items: unknown[] }).items).toEqual([]);
    // A landlord's own record reads in full; each row says who, when and the fields.
    const rows = await as('landlord').ok(A.list, { query: { record: 'invoice', recordId: invoice!.id } });
    const payment = rows.items.find((i) => i.action === 'payment.create')!;
    expect(payment.actorName).toBeTruthy();
    expect(payment.after).toMatchObject({ amount: '300.000' });
  });

  it('scope: another landlord, a tenant, a manager outside its properties or without a record are refused', async () => {
    const c = await makeContract(t.app);
    const [invoice] = await issueInvoices(t.app, c.landlordId, c.contractId);
    const other = await makeContract(t.app);
    const [otherInvoice] = await issueInvoices(t.app, other.landlordId, other.contractId);

    expect((await historyOf('landlord2', 'invoice', invoice!.id)).status).toBe(404);
    expect((await historyOf('tenant', 'invoice', invoice!.id)).status).toBe(403);
    // Without 'View Audit' a manager reads no history at all.
    expect((await historyOf('manager', 'invoice', invoice!.id)).status).toBe(403);

    const managerId = await userId(t.app, 'manager@example.com');
    const [managerRole] = await t.app.ctx.db.select().from(roles).where(eq(roles.key, 'manager'));
    const grants = managerRole!.permissions;
    const setGrants = async (permissions: typeof grants) => {
      await t.app.ctx.db.update(roles).set({ permissions }).where(eq(roles.key, 'manager'));
      t.app.ctx.principals.forgetAll();
      await principalChangesArrived(t.app);
    };
    await setGrants([...grants, { name: 'View Audit', show_on_menu: false }]);
    await t.app.ctx.db.insert(managerProperties).values({ managerId, propertyId: c.propertyId });
    try {
      expect(await actionsOf('manager', 'invoice', invoice!.id)).toEqual(['invoice.create']);
      expect((await historyOf('manager', 'invoice', otherInvoice!.id)).status).toBe(404);
      const unfiltered = await as('manager').call(A.list, { query: {} });
      expect(unfiltered.status).toBe(403);
      // A record that names nothing is not found, for the landlord too.
      const nothing = '00000000-0000-4000-8000-000000000000';
      expect((await historyOf('landlord', 'deposit', nothing)).status).toBe(404);
    } finally {
      await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
      await setGrants(grants);
    }
  });
});
