import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequesContract } from '../../domain/contracts/cheques';
import { settingChequesContract } from '../../domain/contracts/setting-cheques';
import { CHEQUE_STATES, CHEQUE_TRANSITIONS, type ChequeState } from '../../domain/chequeStates';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import type { CollectionListTotals } from '../../domain/collectionSchemas';
import type { TenantStatement } from '../../domain/reportSchemas';
import { queryRows } from '../../server/db/rows';
import {
  auditLog,
  invoiceItems,
  invoices,
  mailOutbox,
  managerProperties,
  payments,
  receipts,
} from '../../server/db/schema';
import { api } from '../support/api';
import { get, tokensOf, type Who } from './contractFixtures';
import { png } from './documentFixtures';
import { multipartBody } from './multipart';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, monthStart, userId } from '../support/make';

/*
 * Issue 34 item 1, the API half: post-dated cheques. A schedule from a contract; every move in and
 * out of the table; one clearing records exactly one payment and one receipt under any number of
 * simultaneous calls; the reports agree after a clear, a bounce with a fee and a replacement; and
 * the scope (another landlord's 404, a tenant its own, a limited manager its properties').
 */
describe.each(databaseKinds())('cheques (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = chequesContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A contract of the demo tenant (or another) begun three months ago: four invoices of its rent. */
  async function contractWithInvoices(
    options: { rent?: string; tenantId?: string; startDate?: string; dueDay?: number } = {},
  ) {
    const made = await makeContract(t.app, options);
    const issued = await issueInvoices(t.app, made.landlordId, made.contractId);
    return { ...made, invoices: issued };
  }

  const newCheque = (invoiceIds: string[], overrides: Record<string, unknown> = {}) => ({
    bank: 'National Bank of Kuwait',
    cheque_no: '000777',
    drawer_name: 'Huda Al-Sabah',
    amount: '350.000',
    due_date: dayOffset(t.app, 0),
    invoice_ids: invoiceIds,
    ...overrides,
  });

  async function create(
    invoiceIds: string[],
    overrides: Record<string, unknown> = {},
    who: Who = 'landlord',
  ) {
    return (await as(who).ok(E.create, { body: newCheque(invoiceIds, overrides) })).data;
  }

  const move = (id: string, body: Record<string, unknown>, who: Who = 'landlord') =>
    as(who).call(E.status, { params: { id }, body: body as never });

  async function moved(id: string, status: ChequeState, extra: Record<string, unknown> = {}) {
    const answer = await move(id, { status, ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { data: { state: string; replaced_by_id: string | null } }).data;
  }

  it('makes a schedule of 12 cheques from a contract: a dry run saves nothing, the edited list is saved', async () => {
    const made = await makeContract(t.app, { rent: '425.500', startDate: monthStart(t.app, 0), endDate: dayOffset(t.app, 330), dueDay: 5 }); // prettier-ignore
    const [issued] = await issueInvoices(t.app, made.landlordId, made.contractId);
    const body = { contract_id: made.contractId, bank: 'Gulf Bank', first_number: '000101' };

    const dry = (await as('landlord').ok(E.schedule, { body: { ...body, dry_run: true } })).data;
    expect(dry.dry_run).toBe(true);
    expect(dry.saved).toEqual([]);
    expect(dry.proposed).toHaveLength(12);
    expect(dry.proposed.map((c) => c.cheque_no)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(101 + i).padStart(6, '0')),
    );
    expect(new Set(dry.proposed.map((c) => c.amount))).toEqual(new Set(['425.500']));
    // The month already invoiced takes its invoice and its due date; the others their month.
    expect(dry.proposed[0]).toMatchObject({ invoice_ids: [issued!.id], due_date: issued!.dueDate, invoice_no: issued!.invoiceNo }); // prettier-ignore
    expect(dry.proposed[1]).toMatchObject({ invoice_ids: [], period: monthStart(t.app, 1), due_date: `${monthStart(t.app, 1).slice(0, 8)}05` }); // prettier-ignore
    expect(dry.proposed.every((c) => c.bank === 'Gulf Bank' && c.drawer_name.length > 0)).toBe(true);
    const none = await as('landlord').ok(E.list, { query: { contract_id: made.contractId } });
    expect(none.total).toBe(0);

    // The panel edits the proposal (the last cheque is a different number) and saves it.
    const edited = dry.proposed.map(({ invoice_no: _n, ...c }, i) =>
      i === 11 ? { ...c, cheque_no: '009999' } : c,
    );
    const saved = (await as('landlord').ok(E.schedule, { body: { ...body, cheques: edited } })).data;
    expect(saved.saved).toHaveLength(12);
    expect(saved.saved.map((c) => [c.cheque_no, c.state, c.custody])[11]).toEqual([
      '009999',
      'RECEIVED',
      'landlord',
    ]);
    const listed = await as('landlord').ok(E.list, {
      query: { contract_id: made.contractId, pageSize: 100 },
    });
    expect(listed.total).toBe(12);
    expect(listed.items[0]!.invoices.map((i) => i.id)).toEqual([issued!.id]);

    // Every month now has a live cheque: asking again proposes nothing twice.
    const again = await as('landlord').call(E.schedule, { body: { ...body, dry_run: true } });
    expect([again.status, (again.body as { message: string }).message]).toEqual([409, 'This contract has no rent month left without a cheque.']); // prettier-ignore
  });

  it('allows exactly the moves of the table; every other pair is 422 naming both states', async () => {
    const c = await contractWithInvoices({ rent: '100.000' });
    const ids = c.invoices.map((i) => i.id);
    // One cheque brought into each state by the allowed moves only.
    const at: Record<ChequeState, string> = {} as Record<ChequeState, string>;
    at.RECEIVED = (await create([ids[0]!], { amount: '100.000', cheque_no: '1' })).id;
    at.DEPOSITED = (await create([ids[0]!], { amount: '100.000', cheque_no: '2' })).id;
    await moved(at.DEPOSITED, 'DEPOSITED');
    at.CLEARED = (await create([ids[1]!], { amount: '100.000', cheque_no: '3' })).id;
    await moved(at.CLEARED, 'DEPOSITED');
    expect((await moved(at.CLEARED, 'CLEARED')).state).toBe('CLEARED');
    at.BOUNCED = (await create([ids[2]!], { amount: '100.000', cheque_no: '4' })).id;
    await moved(at.BOUNCED, 'DEPOSITED');
    await moved(at.BOUNCED, 'BOUNCED', { reason: 'Insufficient funds' });
    at.REPLACED = (await create([ids[2]!], { amount: '100.000', cheque_no: '5' })).id;
    await moved(at.REPLACED, 'DEPOSITED');
    await moved(at.REPLACED, 'BOUNCED');
    const noReplacement = await move(at.REPLACED, { status: 'REPLACED' });
    expect([noReplacement.status, (noReplacement.body as { message: string }).message]).toEqual([422, 'Give the new cheque that replaces the bounced one.']); // prettier-ignore
    const replaced = await moved(at.REPLACED, 'REPLACED', { replacement: { cheque_no: '5-B' } });
    at.RETURNED = (await create([ids[3]!], { amount: '100.000', cheque_no: '6' })).id;
    await moved(at.RETURNED, 'RETURNED', { reason: 'Tenant paid in cash' });
    at.CANCELLED = (await create([ids[3]!], { amount: '100.000', cheque_no: '7' })).id;
    await moved(at.CANCELLED, 'CANCELLED');
    const bouncedThenReturned = (await create([ids[3]!], { amount: '100.000', cheque_no: '8' })).id;
    await moved(bouncedThenReturned, 'DEPOSITED');
    await moved(bouncedThenReturned, 'BOUNCED');
    expect((await moved(bouncedThenReturned, 'RETURNED')).state).toBe('RETURNED');

    // The replacement is linked both ways and starts RECEIVED.
    const replacement = (await as('landlord').ok(E.get, { params: { id: replaced.replaced_by_id! } })).data;
    expect([replacement.state, replacement.replaces_id, replacement.cheque_no]).toEqual([
      'RECEIVED',
      at.REPLACED,
      '5-B',
    ]);

    // Every pair outside the table, from every state: refused, and the state stays.
    let refusals = 0;
    for (const from of CHEQUE_STATES) {
      for (const to of CHEQUE_STATES) {
        if (CHEQUE_TRANSITIONS.some((tr) => tr.from === from && tr.to === to)) continue;
        const answer = await move(at[from], { status: to });
        expect([answer.status, (answer.body as { message: string }).message], `${from} → ${to}`).toEqual([
          422,
          `A cheque that is ${from} cannot become ${to}.`,
        ]);
        refusals += 1;
      }
    }
    expect(refusals).toBe(7 * 7 - CHEQUE_TRANSITIONS.length);
    for (const state of CHEQUE_STATES) {
      const record = (await as('landlord').ok(E.get, { params: { id: at[state] } })).data;
      expect(record.state).toBe(state);
    }

    // The history keeps every move: who, why, from, to.
    const bounced = (await as('landlord').ok(E.get, { params: { id: at.BOUNCED } })).data;
    expect(bounced.history.map((h) => [h.from_state, h.to_state, h.reason])).toEqual([
      [null, 'RECEIVED', null],
      ['RECEIVED', 'DEPOSITED', null],
      ['DEPOSITED', 'BOUNCED', 'Insufficient funds'],
    ]);
    expect(bounced.history.every((h) => h.actor_id === c.landlordId)).toBe(true);
    expect(bounced.custody).toBe('landlord');
  });

  it('CLEARED by 10 calls at once records exactly one payment, one receipt and one audit row', async () => {
    const c = await contractWithInvoices({ rent: '250.750' });
    const invoice = c.invoices[0]!;
    const cheque = await create([invoice.id], {
      amount: '250.750',
      due_date: invoice.dueDate,
      cheque_no: '000042',
    });
    await moved(cheque.id, 'DEPOSITED');
    // Deposited is not collected.
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => move(cheque.id, { status: 'CLEARED' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status !== 200).map((a) => [a.status, (a.body as { message: string }).message]),
    ).toEqual(Array.from({ length: 9 }, () => [422, 'A cheque that is CLEARED cannot become CLEARED.']));

    const paid = await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(paid.map((p) => [p.amount, p.method, p.paymentDate, p.depositReference])).toEqual([
      ['250.750', 'cheque', invoice.dueDate, 'Cheque 000042, National Bank of Kuwait'],
    ]);
    const issued = await t.app.ctx.db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
    expect(issued.map((r) => [r.paymentId, r.amount, r.method, r.receivedOn])).toEqual([
      [paid[0]!.id, '250.750', 'cheque', invoice.dueDate],
    ]);
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.create'), eq(auditLog.entityId, paid[0]!.id)));
    expect(audits).toHaveLength(1);
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([row!.paidAmount, row!.status]).toEqual(['250.750', 'PAID']);
    const record = (await as('landlord').ok(E.get, { params: { id: cheque.id } })).data;
    expect(record.invoices.map((i) => i.payment_id)).toEqual([paid[0]!.id]);
    expect(record.history.filter((h) => h.to_state === 'CLEARED')).toHaveLength(1);
  });

  it('the reports agree to the fils after a bounce with a fee, a replacement and its clearing', async () => {
    const tenantId = await makeTenant(t.app, 'landlord@example.com', 'Cheque Payer');
    const made = await makeContract(t.app, {
      tenantId,
      rent: '450.000',
      startDate: dayOffset(t.app, 0),
      dueDay: 28,
    });
    const [invoice] = await issueInvoices(t.app, made.landlordId, made.contractId);
    const landlord = as('landlord');
    expect((await landlord.ok(settingChequesContract.endpoints.save, { body: { bounced_cheque_fee: '10.000' } })).data).toEqual({ bounced_cheque_fee: '10.000' }); // prettier-ignore

    const figures = async () => {
      const json = async <T>(url: string) => {
        const res = await get(t.app, tok.landlord, url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json<T>();
      };
      const month = invoice!.period.slice(0, 7);
      const dashboard = (await json<{ data: PortfolioFigures }>(`/api/dashboard/landlord-activity/${made.landlordId}?month=${month}`)).data; // prettier-ignore
      const collection = await json<{ totals: CollectionListTotals }>(
        `/api/collections/list?q=${invoice!.invoiceNo}`,
      );
      const receiptsTotal = (await json<{ data: { total: string } }>(`/api/reports/receipts?propertyId=${made.propertyId}`)).data.total; // prettier-ignore
      const statement = (await json<{ data: TenantStatement }>(`/api/tenant-statements/get/${tenantId}`))
        .data;
      return {
        dashboardCollected: dashboard.this_month.collected,
        dashboardCash: dashboard.this_month.cash_received,
        collection: collection.totals,
        receiptsTotal,
        statementBalance: statement.closingBalance,
      };
    };
    const before = await figures();
    expect(before.collection).toEqual({ total_collection: 450, received_amount: 0, written_off_amount: 0, pending_amount: 450 }); // prettier-ignore

    const first = await create([invoice!.id], {
      amount: '450.000',
      cheque_no: '300001',
      due_date: dayOffset(t.app, 0),
    });
    await moved(first.id, 'DEPOSITED');
    await moved(first.id, 'BOUNCED', { reason: 'Signature differs' });
    // The fee is a charge on the tenant's next invoice (this month's, not yet due); nothing was collected.
    const items = await t.app.ctx.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoice!.id));
    expect(items.filter((i) => i.kind === 'charge').map((i) => [i.description, i.amount])).toEqual([
      ['Bounced cheque fee: cheque 300001 (National Bank of Kuwait)', '10.000'],
    ]);
    const bounced = (await landlord.ok(E.get, { params: { id: first.id } })).data;
    expect([bounced.bounced_fee, bounced.fee_invoice_id]).toEqual(['10.000', invoice!.id]);
    const afterBounce = await figures();
    expect(afterBounce.collection).toEqual({ total_collection: 460, received_amount: 0, written_off_amount: 0, pending_amount: 460 }); // prettier-ignore
    expect([afterBounce.receiptsTotal, afterBounce.dashboardCollected]).toEqual([before.receiptsTotal, before.dashboardCollected]); // prettier-ignore
    expect(afterBounce.statementBalance).toBe('460.000');
    const mails = await t.app.ctx.db
      .select({ to: mailOutbox.toAddress, template: mailOutbox.template, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(inArray(mailOutbox.template, ['cheque-bounced-tenant', 'cheque-bounced-landlord']));
    const tenantMail = mails.find((m) => m.template === 'cheque-bounced-tenant' && m.text.includes('300001'));
    const landlordMail = mails.find(
      (m) => m.template === 'cheque-bounced-landlord' && m.text.includes('300001'),
    );
    expect(landlordMail?.to).toBe('landlord@example.com');
    expect(landlordMail?.text).toContain('Reason: Signature differs');
    expect(tenantMail?.text).toContain('A bounced-cheque fee of 10.000 KWD is added to invoice');

    // Replaced by a cheque for the rent and the fee, which clears.
    const replaced = await moved(first.id, 'REPLACED', {
      replacement: { cheque_no: '300002', amount: '460.000' },
    });
    const second = replaced.replaced_by_id!;
    await moved(second, 'DEPOSITED');
    await moved(second, 'CLEARED');
    const after = await figures();
    expect(after.collection).toEqual({ total_collection: 460, received_amount: 460, written_off_amount: 0, pending_amount: 0 }); // prettier-ignore
    const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(3);
    expect(after.receiptsTotal).toBe(plus(before.receiptsTotal, '460.000'));
    expect(after.dashboardCollected).toBe(plus(before.dashboardCollected, '460.000'));
    expect(after.dashboardCash).toBe(plus(before.dashboardCash, '460.000'));
    expect(after.statementBalance).toBe('0.000');
    const [{ n }] = (await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from payments where invoice_id = ${invoice!.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('lists what to deposit: held cheques due within 7 days (Kuwait), overdue ones included', async () => {
    const c = await contractWithInvoices({ rent: '50.000' });
    const ids = c.invoices.map((i) => i.id);
    const soon = await create([ids[0]!], { cheque_no: 'D-1', due_date: dayOffset(t.app, 7) });
    const late = await create([ids[0]!], { cheque_no: 'D-2', due_date: dayOffset(t.app, -2) });
    await create([ids[0]!], { cheque_no: 'D-3', due_date: dayOffset(t.app, 8) });
    const deposited = await create([ids[0]!], { cheque_no: 'D-4', due_date: dayOffset(t.app, 1) });
    await moved(deposited.id, 'DEPOSITED');
    const listed = await as('landlord').ok(E.list, {
      query: { contract_id: c.contractId, to_deposit: 'true' },
    });
    expect(listed.items.map((i) => i.id)).toEqual([late.id, soon.id]);
    const byState = await as('landlord').ok(E.list, {
      query: { contract_id: c.contractId, state: 'DEPOSITED' },
    });
    expect(byState.items.map((i) => [i.id, i.custody])).toEqual([[deposited.id, 'bank']]);
  });

  it('takes a photo with the cheque; the paper’s details change only while it is held', async () => {
    const c = await contractWithInvoices({ rent: '75.000' });
    const form = await multipartBody(newCheque([c.invoices[0]!.id], { cheque_no: 'P-1', amount: '75.000' }), [
      { name: 'cheque.png', data: await png(), type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cheques/create',
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ data: { id: string; photo: { name: string; url: string } | null } }>().data;
    expect(created.photo?.name).toBe('cheque.png');
    const photo = await t.app.inject({ method: 'GET', url: created.photo!.url });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/png']);

    await moved(created.id, 'DEPOSITED');
    const late = await as('landlord').call(E.update, {
      params: { id: created.id },
      body: { amount: '80.000' },
    });
    expect([late.status, (late.body as { message: string }).message]).toEqual([
      409,
      'Only a cheque that is still RECEIVED can change its details; custody and notes can always change.',
    ]);
    const noted = await as('landlord').ok(E.update, {
      params: { id: created.id },
      body: { custody_note: 'Deposit slip 5531, Gulf Bank Salmiya', notes: 'Deposited by Ahmad' },
    });
    expect([noted.data.amount, noted.data.custody, noted.data.custody_note]).toEqual([
      '75.000',
      'bank',
      'Deposit slip 5531, Gulf Bank Salmiya',
    ]);
  });

  it('keeps to its scope: another landlord 404, a tenant its own, a limited manager its properties’', async () => {
    const mine = await contractWithInvoices(); // the demo tenant's
    const otherTenant = await makeTenant(t.app, 'landlord@example.com', 'Other Tenant');
    const theirs = await contractWithInvoices({ tenantId: otherTenant });
    const own = await create([mine.invoices[0]!.id], { cheque_no: 'S-1' });
    const other = await create([theirs.invoices[0]!.id], { cheque_no: 'S-2' });

    const notFound = (answer: { status: number; body: unknown }) => [answer.status, (answer.body as { message: string }).message]; // prettier-ignore
    expect(notFound(await as('landlord2').call(E.get, { params: { id: own.id } }))).toEqual([
      404,
      'Cheque not found.',
    ]);
    expect(notFound(await move(own.id, { status: 'DEPOSITED' }, 'landlord2'))).toEqual([
      404,
      'Cheque not found.',
    ]);
    const landlord2List = await as('landlord2').ok(E.list, { query: { q: 'S-' } });
    expect(landlord2List.items.map((i) => i.id)).not.toContain(own.id);

    expect((await as('tenant').ok(E.get, { params: { id: own.id } })).data.cheque_no).toBe('S-1');
    expect(notFound(await as('tenant').call(E.get, { params: { id: other.id } }))).toEqual([
      404,
      'Cheque not found.',
    ]);
    const tenantList = await as('tenant').ok(E.list, { query: { pageSize: 100 } });
    expect(tenantList.items.every((i) => i.tenant_id === mine.tenantId)).toBe(true);
    expect(tenantList.items.map((i) => i.id)).toContain(own.id);
    expect((await as('tenant').call(E.create, { body: newCheque([mine.invoices[0]!.id]) })).status).toBe(403);

    const managerId = await userId(t.app, 'manager@example.com');
    await t.app.ctx.db.insert(managerProperties).values({ managerId, propertyId: mine.propertyId });
    try {
      expect((await as('manager').ok(E.get, { params: { id: own.id } })).data.id).toBe(own.id);
      expect(notFound(await as('manager').call(E.get, { params: { id: other.id } }))).toEqual([
        404,
        'Cheque not found.',
      ]);
      const managerList = await as('manager').ok(E.list, { query: { pageSize: 100 } });
      expect(managerList.items.every((i) => i.property_id === mine.propertyId)).toBe(true);
      // A manager takes cheques in (held by the manager) but only for its properties' invoices.
      const taken = await create([mine.invoices[1]!.id], { cheque_no: 'S-3' }, 'manager');
      expect(taken.custody).toBe('manager');
      const outside = await as('manager').call(E.create, { body: newCheque([theirs.invoices[1]!.id]) });
      expect(notFound(outside)).toEqual([422, 'Choose invoices of your own that are not cancelled.']);
    } finally {
      await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    }
  });
});
