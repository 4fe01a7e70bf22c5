import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementBatches, settlementItems } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { runSettlementImport } from '../../server/jobs/settlementJob';
import { MyFatoorahGateway } from '../../server/payments/myfatoorah';
import { batchReference, importSettlements } from '../../server/services/settlementImport';
import { seedDemoSettlements } from '../../server/db/seedSettlements';
import {
  capturedOnline,
  fetchSettlements,
  getJson,
  saveAccount,
  today,
  VALID_IBAN,
  type BatchAnswer,
} from './bankSettlementFixtures';
import { tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/** Issue 20 item 7: the landlord's bank account and the gateway's settlements, over the API. */
describe.each(databaseKinds())('bank and settlements (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const messageOf = (res: { json: () => { message: string } }) => res.json().message;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const account = { holder_name: 'Khaled Al-Sabah', bank_name: 'Commercial Bank of Kuwait' };

  it('refuses a bad IBAN with a clear message and stores a good one without spaces', async () => {
    const cases: [string, string][] = [
      ['', 'Enter the IBAN of your bank account.'],
      ['DE89370400440532013000', 'Enter a valid Kuwaiti IBAN: it starts with KW.'],
      ['KW81CBKU00000000000012345601', 'Enter a valid Kuwaiti IBAN: it has 30 characters'],
      ['KW82CBKU0000000000001234560101', 'Enter a valid Kuwaiti IBAN: its check digits do not match.'],
      [
        'KW8112340000000000001234560101',
        'Enter a valid Kuwaiti IBAN: KW, 2 check digits, a 4-letter bank code',
      ],
    ];
    for (const [iban, message] of cases) {
      const res = await saveAccount(t.app, tok.landlord, { ...account, iban });
      expect(res.statusCode, iban).toBe(422);
      expect(res.json().detail[0].msg).toContain(message);
    }
    const blank = await saveAccount(t.app, tok.landlord, {
      iban: VALID_IBAN,
      holder_name: ' ',
      bank_name: '',
    });
    expect(blank.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'Enter the account holder name.',
      'Enter the bank name.',
    ]);

    const saved = await saveAccount(t.app, tok.landlord, {
      ...account,
      iban: 'kw81 cbku 0000 0000 0000 1234 5601 01',
      sub_merchant_ref: 'SUP-1042',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      iban: VALID_IBAN,
      iban_display: 'KW81 CBKU 0000 0000 0000 1234 5601 01',
      sub_merchant_ref: 'SUP-1042',
    });
    const read = await getJson(t.app, tok.landlord, '/api/bank-settlements/account');
    expect(read.json().data.iban).toBe(VALID_IBAN);
    // Another landlord has none; the account is the landlord's own business.
    expect((await getJson(t.app, tok.landlord2, '/api/bank-settlements/account')).json().data).toBeNull();
    for (const who of ['manager', 'tenant', 'super'] as const) {
      expect((await saveAccount(t.app, tok[who], { ...account, iban: VALID_IBAN })).statusCode, who).toBe(
        403,
      );
    }
  });

  it('imports real sandbox captures once, reconciles, flags a tampered batch, and scopes every read', async () => {
    const knet = await capturedOnline(t.app, tok.tenant, '150.250', 'knet');
    const card = await capturedOnline(t.app, tok.tenant, '200.000', 'card');
    const day = today(t.app);

    const first = await fetchSettlements(t.app, tok.landlord, day);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 1, updated: 0, existing: 0, flagged: 0 });
    const list = await getJson(
      t.app,
      tok.landlord,
      `/api/bank-settlements/list?dateFrom=${day}&dateTo=${day}`,
    );
    expect(list.json().total).toBe(1);
    const batch = list.json().items[0] as BatchAnswer;
    // KNET 0.100 a payment, cards 2.5% (5.000 of 200.000).
    expect(batch).toMatchObject({
      deposit_date: day,
      gross: '350.250',
      fees: '5.100',
      refunds: '0.000',
      net: '345.150',
      item_count: 2,
      reconciled: true,
      difference: '0.000',
    });
    expect(batch.landlord_name).toBeUndefined();

    const detail = await getJson(t.app, tok.landlord, `/api/bank-settlements/get/${batch.id}`);
    const items = detail.json().data.items as {
      attempt_id: string;
      receipt_no: string;
      invoice_no: string;
    }[];
    expect(items.map((i) => i.attempt_id).sort()).toEqual([knet.attemptId, card.attemptId].sort());
    expect(items.map((i) => i.invoice_no).sort()).toEqual(
      [knet.invoice.invoiceNo, card.invoice.invoiceNo].sort(),
    );
    expect(items.every((i) => /^RCT-/.test(i.receipt_no ?? ''))).toBe(true);

    // Again: nothing changes.
    const before = await t.app.ctx.db.select().from(settlementBatches);
    const again = await fetchSettlements(t.app, tok.landlord, day);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, existing: 1 });
    expect(await t.app.ctx.db.select().from(settlementBatches)).toEqual(before);
    expect(await t.app.ctx.db.select().from(settlementItems)).toHaveLength(2);

    // An item that does not add up: the batch is flagged with the difference, to the fils.
    await t.app.ctx.db
      .update(settlementItems)
      .set({ net: sql`${settlementItems.net} + 0.001` })
      .where(eq(settlementItems.attemptId, knet.attemptId));
    const tampered = await fetchSettlements(t.app, tok.landlord, day);
    expect(tampered.json().data.flagged).toBe(1);
    const flagged = await getJson(t.app, tok.landlord, '/api/bank-settlements/list?status=flagged');
    expect(flagged.json().items).toMatchObject([{ id: batch.id, reconciled: false, difference: '-0.001' }]);
    expect(
      (await getJson(t.app, tok.landlord, '/api/bank-settlements/list?status=reconciled')).json().total,
    ).toBe(0);

    // Scoping: the other landlord sees nothing of it; managers and tenants are refused; the super admin sees all.
    expect((await getJson(t.app, tok.landlord2, '/api/bank-settlements/list')).json().total).toBe(0);
    expect((await getJson(t.app, tok.landlord2, `/api/bank-settlements/get/${batch.id}`)).statusCode).toBe(
      404,
    );
    expect((await fetchSettlements(t.app, tok.landlord2, day)).json().data.created).toBe(0);
    for (const who of ['manager', 'tenant'] as const) {
      for (const url of [
        '/api/bank-settlements/list',
        `/api/bank-settlements/get/${batch.id}`,
        '/api/bank-settlements/export',
      ]) {
        const res = await getJson(t.app, tok[who], url);
        expect([res.statusCode, messageOf(res)], `${who} ${url}`).toEqual([
          403,
          'You do not have permission to view bank and settlements.',
        ]);
      }
      expect((await fetchSettlements(t.app, tok[who], day)).statusCode).toBe(403);
    }
    const all = await getJson(t.app, tok.super, '/api/bank-settlements/list');
    expect(all.json().items).toMatchObject([{ id: batch.id, landlord_name: 'Khaled Al-Sabah' }]);
    expect((await fetchSettlements(t.app, tok.super, day)).json().data).toMatchObject({
      created: 0,
      existing: 1,
    });
    const future = await fetchSettlements(t.app, tok.landlord, '2999-01-01');
    expect([future.statusCode, messageOf(future)]).toEqual([
      422,
      'The day to fetch cannot be in the future.',
    ]);
    const landlordId = await userId(t.app, 'landlord@example.com');
    expect(
      (await getJson(t.app, tok.super, `/api/bank-settlements/list?landlordId=${landlordId}`)).json().total,
    ).toBe(1);
  });

  it('exports every batch the filters select as CSV, with no cell a spreadsheet would run', async () => {
    const day = today(t.app);
    const [row] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`select id from settlement_batches limit 1`,
    );
    await t.app.ctx.db
      .update(settlementBatches)
      .set({ reference: '=HYPERLINK("http://x.test","a,b")' })
      .where(eq(settlementBatches.id, row!.id));
    const res = await getJson(
      t.app,
      tok.landlord,
      `/api/bank-settlements/export?dateFrom=${day}&status=flagged`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [d, m, y] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)];
    expect(res.body).toBe(
      'Reference,Gateway,Deposit date,Gross (KWD),Fees (KWD),Refunds (KWD),Net (KWD),Payments,Status,Difference (KWD)\r\n' +
        `"'=HYPERLINK(""http://x.test"",""a,b"")",sandbox,${d}-${m}-${y},350.250,5.100,0.000,345.150,2,Flagged,-0.001\r\n`,
    );
    const none = await getJson(t.app, tok.landlord, '/api/bank-settlements/export?status=reconciled');
    expect(none.body.split('\r\n')).toHaveLength(2);
    const platform = await getJson(t.app, tok.super, '/api/bank-settlements/export?q=hyperlink');
    expect(platform.body).toMatch(/^Landlord,Reference,/);
    expect(platform.body).toContain('Khaled Al-Sabah,');
    await t.app.ctx.db
      .update(settlementBatches)
      .set({ reference: batchReference('sandbox', day, await userId(t.app, 'landlord@example.com')) })
      .where(eq(settlementBatches.id, row!.id));
  });

  it('seeds the demo landlord a bank account and three batches, one flagged', async () => {
    expect(await seedDemoSettlements(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(true);
    expect(await seedDemoSettlements(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(false);
    const flagged = await getJson(
      t.app,
      tok.landlord,
      `/api/bank-settlements/list?dateTo=${today(t.app)}&status=flagged`,
    );
    const demo = (flagged.json().items as BatchAnswer[]).filter((b) => b.deposit_date < today(t.app));
    expect(demo).toMatchObject([{ reconciled: false, difference: '0.250', item_count: 2 }]);
    const reconciled = await getJson(t.app, tok.landlord, '/api/bank-settlements/list?status=reconciled');
    expect(reconciled.json().total).toBe(2);
    expect(
      (await getJson(t.app, tok.landlord, '/api/bank-settlements/account')).json().data.iban_display,
    ).toBe('KW81 CBKU 0000 0000 0000 1234 5601 01');
  });

  it('runs daily on the day before, and says when the gateway has no settlement reports', async () => {
    const tomorrow = t.app.ctx.now() + 86_400_000;
    const daily = await runSettlementImport(t.app.ctx, tomorrow);
    expect(daily).toMatchObject({ day: today(t.app), created: 0, existing: 1 });
    const myfatoorah = new MyFatoorahGateway({
      apiKey: 'not-used-0123456789',
      webhookSecret: 'not-used-0123456789',
      baseUrl: 'https://apitest.myfatoorah.com',
    });
    expect(await runSettlementImport({ db: t.app.ctx.db, gateway: myfatoorah }, tomorrow)).toBeNull();
    await expect(
      importSettlements({ db: t.app.ctx.db, gateway: myfatoorah }, today(t.app), null),
    ).rejects.toThrow('Settlement reports are not available from the myfatoorah gateway in this release.');
  });
});
