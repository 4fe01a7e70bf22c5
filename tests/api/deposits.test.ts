import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositsContract } from '../../domain/contracts/deposits';
import type { CollectionListTotals } from '../../domain/collectionSchemas';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import type { TenantStatement } from '../../domain/reportSchemas';
import { auditLog, contracts, managerProperties } from '../../server/db/schema';
import { api } from '../support/api';
import { get, tokensOf, type Who } from './contractFixtures';
import { popplerText } from './pdfText';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, userId } from '../support/make';

/*
 * Issue 34 item 3: security deposits. One per contract; received, deducted and refunded, every move
 * audited; money held, never counted as collected (collections, receipts report, dashboard, tenant
 * statement); an over-refund refused, also when refunds race; the scope; the settlement PDF.
 */
describe.each(databaseKinds())('deposits (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = depositsContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A contract with a deposit agreed (of the demo tenant unless told). */
  async function contractWithDeposit(deposit: string, options: { tenantId?: string; rent?: string } = {}) {
    const made = await makeContract(t.app, options);
    await t.app.ctx.db
      .update(contracts)
      .set({ securityDeposit: deposit })
      .where(eq(contracts.id, made.contractId));
    return made;
  }

  const message = (answer: { status: number; body: unknown }) => [
    answer.status,
    (answer.body as { message: string }).message,
  ];

  it('is received, deducted and refunded; every move kept (who, when) and audited', async () => {
    const c = await contractWithDeposit('700.000');
    const id = c.contractId;
    const before = (await as('landlord').ok(E.get, { params: { id } })).data;
    expect([before.agreed, before.received, before.held, before.state, before.entries]).toEqual(['700.000', '0.000', '0.000', 'NOT_RECEIVED', []]); // prettier-ignore
    const listed = await as('landlord').ok(E.list, { query: { contract_id: id } });
    expect(listed.items.map((d) => [d.id, d.state])).toEqual([[id, 'NOT_RECEIVED']]);

    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '500.000', method: 'cheque', reference: 'NBK 000123' } }); // prettier-ignore
    const received = (await as('landlord').ok(E.receive, { params: { id }, body: { amount: '200', method: 'knet', date: dayOffset(t.app, -1) } })).data; // prettier-ignore
    expect([received.received, received.held, received.state]).toEqual(['700.000', '700.000', 'HELD']);
    const over = await as('landlord').call(E.receive, { params: { id }, body: { amount: '0.001', method: 'cash' } }); // prettier-ignore
    expect(message(over)).toEqual([422, 'The deposit agreed is 700.000 KWD and 700.000 KWD is received: this receipt would take it over what was agreed.']); // prettier-ignore

    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '120.500', reason: 'damages', note: 'Broken kitchen cabinet door' } }); // prettier-ignore
    // The issue's path ({id}/deduct) and its marked twin (deduct/{id}, the one OpenAPI lists) are one route.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/deposits/deduct/${id}`,
      headers: bearer(tok.landlord),
      payload: { amount: '30', reason: 'cleaning' },
    });
    expect(marked.statusCode).toBe(200);
    const noNote = await as('landlord').call(E.deduct, {
      params: { id },
      body: { amount: '1', reason: 'other' },
    });
    expect(message(noNote)).toEqual([422, 'Describe a deduction for another reason in its note.']);
    const badReason = await as('landlord').call(E.deduct, { params: { id }, body: { amount: '1', reason: 'rent' as never } }); // prettier-ignore
    expect(message(badReason)[0]).toBe(422);

    const refunded = (await as('landlord').ok(E.refund, { params: { id }, body: { amount: '549.500', method: 'bank_transfer', reference: 'TRF-88' } })).data; // prettier-ignore
    expect([refunded.received, refunded.deducted, refunded.refunded, refunded.held, refunded.state]).toEqual(['700.000', '150.500', '549.500', '0.000', 'SETTLED']); // prettier-ignore
    expect(refunded.entries.map((e) => [e.kind, e.amount, e.method, e.reason, e.reference])).toEqual([
      ['receipt', '500.000', 'cheque', null, 'NBK 000123'],
      ['receipt', '200.000', 'knet', null, null],
      ['deduction', '120.500', null, 'damages', null],
      ['deduction', '30.000', null, 'cleaning', null],
      ['refund', '549.500', 'bank_transfer', null, 'TRF-88'],
    ]);
    expect(refunded.entries[1]!.date).toBe(dayOffset(t.app, -1));
    expect(refunded.entries.every((e) => e.actor_id === c.landlordId && e.actor_name)).toBe(true);
    const audits = await t.app.ctx.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'deposit'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['deposit.receive', 'deposit.receive', 'deposit.deduct', 'deposit.deduct', 'deposit.refund']); // prettier-ignore
    expect(audits.every((a) => a.actor === c.landlordId)).toBe(true);
  });

  it('refuses a refund (422) while it exceeds what was received less deductions', async () => {
    const { contractId: id } = await contractWithDeposit('400.000');
    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '400', method: 'cash' } });
    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '100', reason: 'arrears' } });
    const over = await as('landlord').call(E.refund, { params: { id }, body: { amount: '300.001', method: 'cash' } }); // prettier-ignore
    expect(message(over)).toEqual([422, 'The refund of 300.001 KWD exceeds what was received less deductions and refunds: 300.000 KWD can be refunded.']); // prettier-ignore
    const overDeduct = await as('landlord').call(E.deduct, { params: { id }, body: { amount: '300.001', reason: 'damages' } }); // prettier-ignore
    expect(message(overDeduct)).toEqual([422, 'The deduction of 300.001 KWD exceeds the 300.000 KWD the deposit still holds.']); // prettier-ignore
    const after = (await as('landlord').ok(E.get, { params: { id } })).data;
    expect([after.refunded, after.held]).toEqual(['0.000', '300.000']);
  });

  it('racing refunds never overdraw it: of 10 refunds of 100.000 on 300.000 held, exactly 3 pass', async () => {
    const { contractId: id } = await contractWithDeposit('300.000');
    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '300', method: 'cash' } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as('landlord').call(E.refund, {
          params: { id },
          body: { amount: '100', method: 'cash', reference: `R-${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map(message)).toEqual(
      Array.from({ length: 7 }, () => [
        422,
        'The refund of 100.000 KWD exceeds what was received less deductions and refunds: 0.000 KWD can be refunded.',
      ]),
    );
    const after = (await as('landlord').ok(E.get, { params: { id } })).data;
    expect([after.refunded, after.held, after.entries.filter((e) => e.kind === 'refund').length]).toEqual(['300.000', '0.000', 3]); // prettier-ignore
  });

  it('is money held, never collected: collections, receipts report, dashboard and statement do not move', async () => {
    const tenantId = await makeTenant(t.app, 'landlord@example.com', 'Deposit Payer');
    const made = await contractWithDeposit('900.000', { tenantId, rent: '450.000' });
    const [invoice] = await issueInvoices(t.app, made.landlordId, made.contractId);
    const json = async <T>(url: string) => {
      const res = await get(t.app, tok.landlord, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    };
    const figures = async () => {
      const month = invoice!.period.slice(0, 7);
      const dashboard = (await json<{ data: PortfolioFigures }>(`/api/dashboard/landlord-activity/${made.landlordId}?month=${month}`)).data; // prettier-ignore
      const collection = await json<{ totals: CollectionListTotals }>(`/api/collections/list?q=${invoice!.invoiceNo}`); // prettier-ignore
      const receiptsTotal = (await json<{ data: { total: string } }>(`/api/reports/receipts?propertyId=${made.propertyId}`)).data.total; // prettier-ignore
      const statement = (await json<{ data: TenantStatement }>(`/api/tenant-statements/get/${tenantId}`))
        .data;
      return {
        collected: dashboard.this_month.collected,
        cash: dashboard.this_month.cash_received,
        monthly: dashboard.monthly.map((m) => m.collected),
        held: dashboard.deposits_held,
        collection: collection.totals,
        receiptsTotal,
        statementBalance: statement.closingBalance,
      };
    };
    const before = await figures();
    const id = made.contractId;
    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '900', method: 'bank_transfer', date: invoice!.period } }); // prettier-ignore
    const held = await figures();
    expect({ ...held, held: before.held }).toEqual(before);
    expect(held.held).toBe((Number(before.held) + 900).toFixed(3));
    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '50', reason: 'utilities' } });
    await as('landlord').ok(E.refund, { params: { id }, body: { amount: '100', method: 'cash' } });
    const after = await figures();
    expect({ ...after, held: before.held }).toEqual(before);
    expect(after.held).toBe((Number(before.held) + 750).toFixed(3));
    expect(after.collection).toEqual({ total_collection: 450, received_amount: 0, written_off_amount: 0, pending_amount: 450 }); // prettier-ignore
  });

  it('keeps to its scope: another landlord 404, a tenant its own (read only), a limited manager its properties’', async () => {
    const mine = await contractWithDeposit('500.000'); // the demo tenant's
    const otherTenant = await makeTenant(t.app, 'landlord@example.com', 'Other Tenant');
    const theirs = await contractWithDeposit('600.000', { tenantId: otherTenant });
    await as('landlord').ok(E.receive, { params: { id: mine.contractId }, body: { amount: '500', method: 'cash' } }); // prettier-ignore

    const notFound = [404, 'Deposit not found.'];
    expect(message(await as('landlord2').call(E.get, { params: { id: mine.contractId } }))).toEqual(notFound);
    expect(message(await as('landlord2').call(E.refund, { params: { id: mine.contractId }, body: { amount: '1', method: 'cash' } }))).toEqual(notFound); // prettier-ignore
    expect((await as('landlord2').ok(E.list, { query: { pageSize: 100 } })).items.map((d) => d.id)).not.toContain(mine.contractId); // prettier-ignore

    expect((await as('tenant').ok(E.get, { params: { id: mine.contractId } })).data.received).toBe('500.000');
    expect(message(await as('tenant').call(E.get, { params: { id: theirs.contractId } }))).toEqual(notFound);
    const tenantList = await as('tenant').ok(E.list, { query: { pageSize: 100 } });
    expect(tenantList.items.map((d) => d.id)).toContain(mine.contractId);
    expect(tenantList.items.every((d) => d.tenant_id === mine.tenantId)).toBe(true);
    expect((await as('tenant').call(E.refund, { params: { id: mine.contractId }, body: { amount: '1', method: 'cash' } })).status).toBe(403); // prettier-ignore

    const managerId = await userId(t.app, 'manager@example.com');
    await t.app.ctx.db.insert(managerProperties).values({ managerId, propertyId: mine.propertyId });
    try {
      expect((await as('manager').ok(E.get, { params: { id: mine.contractId } })).data.id).toBe(
        mine.contractId,
      );
      expect(message(await as('manager').call(E.get, { params: { id: theirs.contractId } }))).toEqual(
        notFound,
      );
      const managerList = await as('manager').ok(E.list, { query: { pageSize: 100 } });
      expect(managerList.items.every((d) => d.property_id === mine.propertyId)).toBe(true);
      // A manager takes deposits in, but deducting and refunding are the landlord's (Update Deposit).
      expect(message(await as('manager').call(E.receive, { params: { id: theirs.contractId }, body: { amount: '1', method: 'cash' } }))).toEqual(notFound); // prettier-ignore
      expect((await as('manager').call(E.deduct, { params: { id: mine.contractId }, body: { amount: '1', reason: 'cleaning' } })).status).toBe(403); // prettier-ignore
    } finally {
      await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    }
  });

  it('prints the move-out settlement statement, in English and Arabic, that the tenant downloads', async () => {
    const made = await contractWithDeposit('800.000');
    const id = made.contractId;
    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '800', method: 'cash' } });
    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '75.250', reason: 'damages', note: 'Cracked window pane' } }); // prettier-ignore
    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '24.750', reason: 'utilities' } });
    await as('landlord').ok(E.refund, { params: { id }, body: { amount: '500', method: 'bank_transfer' } });
    const pdf = (who: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/deposits/pdf/${id}`,
        headers: { ...bearer(who), ...headers },
      });

    const res = await pdf(tok.tenant);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const english = popplerText(res.rawPayload);
    for (const words of [
      'MOVE-OUT SETTLEMENT',
      'Deposit agreed',
      'Deductions',
      'Damages',
      'Cracked window pane',
      'Unpaid utility bills',
      'Rent arrears outstanding',
      'Refund due',
    ])
      // prettier-ignore
      expect(english, words).toContain(words);
    const line = (label: string) =>
      english
        .split('\n')
        .find((l) => l.includes(label))
        ?.replace(/\s+/g, ' ');
    expect(line('Deposit received')).toContain('800.000 KWD');
    expect(line('Total deductions')).toContain('100.000 KWD');
    expect(line('Refunded to the tenant')).toContain('500.000 KWD');
    expect(line('Refund due')).toContain('200.000 KWD');

    const arabic = popplerText((await pdf(tok.landlord, { 'accept-language': 'ar' })).rawPayload);
    for (const words of ['تسوية الإخلاء', 'التأمين المستلم', 'الخصومات', 'أضرار', 'المبلغ المستحق رده'])
      expect(arabic, words).toContain(words);

    const otherTenant = await makeTenant(t.app, 'landlord@example.com', 'Not Theirs');
    const theirs = await contractWithDeposit('100.000', { tenantId: otherTenant });
    const refused = await t.app.inject({ method: 'GET', url: `/api/deposits/pdf/${theirs.contractId}`, headers: bearer(tok.tenant) }); // prettier-ignore
    expect(refused.statusCode).toBe(404);
  });
});
