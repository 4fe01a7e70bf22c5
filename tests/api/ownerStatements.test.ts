import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expensesContract } from '../../domain/contracts/expenses';
import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import { propertiesContract } from '../../domain/contracts/properties';
import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import { sumMoney } from '../../domain/money';
import { auditLog, mailOutbox } from '../../server/db/schema';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { type Who } from './contractFixtures';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeUnit, userId } from '../support/make';

/*
 * Issue 36 item 3: a property's owners hold shares adding up to 100; a month's owner statement
 * splits the property's collected rent (the profit report's, hence the collection report's),
 * expenses and management fee by share to the fils (the remainder to the largest share, so the two
 * owners' parts of a 60/40 pair add up to the whole), takes off the owner's payouts and carries
 * its closing to the next month's opening. The OWNER role reads its own statements and nothing
 * else; another landlord's owners and statements answer 404.
 */
describe.each(databaseKinds())('owner statements (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const O = propertyOwnersContract.endpoints;
  const S = ownerStatementsContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  let owner: string;
  let owner2: string;
  let propertyId: string;
  let month: string;
  let nextMonth: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await userId(t.app, 'owner@example.com');
    owner2 = await userId(t.app, 'owner2@example.com');
    const c = await makeContract(t.app, { rent: '100.001' });
    propertyId = c.propertyId;
    const issued = await issueInvoices(t.app, c.landlordId, c.contractId);
    const paidMonth = issued.at(-3)!;
    month = paidMonth.period.slice(0, 7);
    nextMonth = issued.at(-2)!.period.slice(0, 7);
    await payInvoice(t.app, { landlordId: c.landlordId, invoiceId: paidMonth.id, amount: '100.001' });
    await as('landlord').ok(expensesContract.endpoints.create, {
      body: { property_id: propertyId, date: `${month}-10`, amount: '10.001', category: 'cleaning' },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses shares that do not add up to 100, in English and Arabic', async () => {
    const bad = await as('landlord').call(O.setShares, {
      params: { id: propertyId },
      body: { owners: [{ owner_id: owner, share: '60' }, { owner_id: owner2, share: '39' }], fee_kind: 'none', fee_value: '0' }, // prettier-ignore
    });
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([
      422,
      'The owners’ shares must add up to exactly 100%; they add up to 99.00%.',
    ]);
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/property-owners/shares/${propertyId}`,
      headers: {
        ...bearer((await login(t.app, 'landlord@example.com')).data.access_token),
        'accept-language': 'ar',
      },
      payload: {
        owners: [
          { owner_id: owner, share: '60.5' },
          { owner_id: owner2, share: '40' },
        ],
      },
    });
    expect([arabic.statusCode, arabic.json().message]).toEqual([
      422,
      'يجب أن يكون مجموع حصص الملاك 100% تماماً؛ مجموعها الآن 100.50%.',
    ]);
    const twice = await as('landlord').call(O.setShares, {
      params: { id: propertyId },
      body: { owners: [{ owner_id: owner, share: '50' }, { owner_id: owner, share: '50' }], fee_kind: 'none', fee_value: '0' }, // prettier-ignore
    });
    expect(twice.status).toBe(422);
  });

  it('issues a 60/40 pair of statements whose parts add up to the whole, to the fils', async () => {
    const set = await as('landlord').ok(O.setShares, {
      params: { id: propertyId },
      body: { owners: [{ owner_id: owner, share: '60' }, { owner_id: owner2, share: '40' }], fee_kind: 'percent', fee_value: '10' }, // prettier-ignore
    });
    expect(set.data.owners.map((o) => [o.owner_id, o.share])).toEqual([
      [owner, '60.00'],
      [owner2, '40.00'],
    ]);
    await as('landlord').ok(O.payoutCreate, {
      body: { owner_id: owner, date: `${month}-20`, amount: '20', method: 'bank_transfer', note: null },
    });
    const issued = await as('landlord').ok(S.issue, { body: { month, mail: true } });
    expect(issued.message).toBe(`2 owner statements issued for ${month}.`);
    const mine = issued.data.find((s) => s.owner_id === owner)!;
    const theirs = issued.data.find((s) => s.owner_id === owner2)!;
    const line = mine.lines.find((l) => l.property_id === propertyId)!;
    const other = theirs.lines.find((l) => l.property_id === propertyId)!;
    // The whole: collected 100.001, expenses 10.001, fee 10% of collected = 10.000.
    expect([line.collected, line.expenses, line.fee]).toEqual(['100.001', '10.001', '10.000']);
    // The fils left over go to the larger share.
    expect([line.owner_collected, line.owner_expenses, line.owner_fee]).toEqual(['60.001', '6.001', '6.000']);
    expect([other.owner_collected, other.owner_expenses, other.owner_fee]).toEqual([
      '40.000',
      '4.000',
      '4.000',
    ]);
    for (const key of ['collected', 'expenses', 'fee'] as const)
      expect(sumMoney([line[`owner_${key}`], other[`owner_${key}`]])).toBe(line[key]);
    expect([mine.opening, mine.collected, mine.expenses, mine.fee, mine.payouts, mine.closing]).toEqual(['0.000', '60.001', '6.001', '6.000', '20.000', '28.000']); // prettier-ignore
    expect([theirs.payouts, theirs.closing]).toEqual(['0.000', '32.000']);
    expect(mine.mailed).toBe(1);

    // The collected is the profit report's (hence the collection report's).
    const profit = await as('landlord').ok(expensesContract.endpoints.profit, { query: { month, property_id: propertyId } }); // prettier-ignore
    expect(profit.data.rows[0]!.collected).toBe(line.collected);

    // The next month opens with this month's closing.
    const next = await as('landlord').ok(S.issue, {
      body: { month: nextMonth, owner_id: owner, mail: false },
    });
    expect([next.data[0]!.opening, next.data[0]!.closing]).toEqual(['28.000', '28.000']);

    // Mailed to each owner, and audited in the issue's transaction.
    const mails = await t.app.ctx.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'owner-statement'))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mails.map((m) => m.to).sort()).toEqual(['owner2@example.com', 'owner@example.com']);
    const audit = await t.app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'owner_statement'), inArray(auditLog.entityId, [mine.id, theirs.id])));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'owner_statement.issue',
      'owner_statement.issue',
      'owner_statement.mail',
      'owner_statement.mail',
    ]);

    // The PDF, in English and in Arabic.
    const landlordToken = (await login(t.app, 'landlord@example.com')).data.access_token;
    for (const language of ['en', 'ar'] as const) {
      const pdf = await t.app.inject({
        url: `/api/owner-statements/pdf/${mine.id}?language=${language}`,
        headers: bearer(landlordToken),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const dir = mkdtempSync(path.join(tmpdir(), 'owner-pdf-'));
      writeFileSync(path.join(dir, 's.pdf'), pdf.rawPayload);
      const words = execFileSync('pdftotext', [path.join(dir, 's.pdf'), '-']).toString();
      expect(words).toContain(language === 'en' ? 'OWNER STATEMENT' : 'المالك');
      expect(words).toContain('28.000');
    }
    // Issues, audits, mails and renders two PDFs: more than the default 30 s on a loaded machine.
  }, 120_000);

  it('lets the owner read its own statements and nothing else', async () => {
    const mine = await as('owner').ok(S.list);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((s) => s.owner_id === owner)).toBe(true);
    const all = await as('landlord').ok(S.list, { query: { month } });
    const theirs = all.items.find((s) => s.owner_id === owner2)!;
    expect((await as('owner').call(S.get, { params: { id: theirs.id } })).status).toBe(404);
    expect((await as('owner').call(S.pdf, { params: { id: theirs.id }, query: {} })).status).toBe(404);
    expect((await as('owner').call(S.get, { params: { id: mine.items[0]!.id } })).status).toBe(200);
    // Read-only, and no other screen's data.
    expect((await as('owner').call(S.issue, { body: { month, mail: false } })).status).toBe(403);
    expect((await as('owner').call(S.mail, { params: { id: mine.items[0]!.id } })).status).toBe(403);
    expect((await as('owner').call(O.list)).status).toBe(403);
    expect((await as('owner').call(expensesContract.endpoints.list)).status).toBe(403);
    expect((await as('owner').call(propertiesContract.endpoints.list)).status).toBe(403);
  });

  it('answers 404 for another landlord’s owners, properties and statements', async () => {
    const statement = (await as('landlord').ok(S.list, { query: { owner_id: owner } })).items[0]!;
    expect((await as('landlord2').call(S.get, { params: { id: statement.id } })).status).toBe(404);
    expect((await as('landlord2').call(O.get, { params: { id: owner } })).status).toBe(404);
    expect((await as('landlord2').call(S.list)).body).toMatchObject({ total: 0 });
    const foreign = await as('landlord2').call(O.setShares, {
      params: { id: propertyId },
      body: { owners: [], fee_kind: 'none', fee_value: '0' },
    });
    expect(foreign.status).toBe(404);
    // Another landlord's owner cannot be given a share of one's own property.
    const { propertyId: own } = await makeUnit(t.app, 'landlord2@example.com');
    const borrowed = await as('landlord2').call(O.setShares, {
      params: { id: own },
      body: { owners: [{ owner_id: owner, share: '100' }], fee_kind: 'none', fee_value: '0' },
    });
    expect(borrowed.status).toBe(422);
    // The manager and the super admin read.
    expect((await as('manager').call(S.list)).status).toBe(200);
    expect((await as('super').call(O.list)).status).toBe(200);
    expect((await as('manager').call(S.issue, { body: { month, mail: false } })).status).toBe(403);
  });

  it('adds an owner who is invited by mail to set a password', async () => {
    const made = await as('landlord').ok(O.create, {
      body: { first_name: 'Latifa', last_name: 'Al-Saqer', email: 'latifa.owner@example.com' },
    });
    expect([made.data.status, made.data.shares]).toEqual(['pending', []]);
    const [invite] = await t.app.ctx.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'latifa.owner@example.com'));
    expect(invite?.template).toBe('invitation');
    expect((await as('landlord').ok(O.list)).items.map((o) => o.email)).toContain('latifa.owner@example.com');
  });
});
