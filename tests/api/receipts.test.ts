import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/receiptSchemas';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant } from '../support/make';

interface ReceiptList {
  success: boolean;
  items: Receipt[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** The text pdfkit draws: each TJ array's hex strings decoded and joined (kerning numbers dropped). */
function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/gi) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe.each(databaseKinds())('receipts API (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  const app = () => t.app;
  /** Receipts made here, by who paid: the demo tenant, a second tenant of landlord 1, one of landlord 2. */
  const mine: Record<'demo' | 'other' | 'second', Receipt[]> = { demo: [], other: [], second: [] };

  /** Pays `amount` on the invoice (received `daysAgo` days before today); returns its receipt as listed. */
  async function pay(
    landlordId: string,
    invoiceId: string,
    amount: string,
    method: string | null,
    daysAgo: number,
  ) {
    const payment = await payInvoice(app(), {
      landlordId,
      invoiceId,
      amount,
      method,
      depositDay: dayOffset(app(), -daysAgo),
    });
    const res = await list('super', `q=${payment.invoiceNo}&pageSize=100`);
    return res.items.find((r) => r.paymentId === payment.id)!;
  }

  async function list(who: Who, query = ''): Promise<ReceiptList> {
    const res = await get(app(), tokens[who], `/api/receipts/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReceiptList>();
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await tokensOf(app());
    const demo = await makeContract(app());
    const [d1, d2] = await issueInvoices(app(), demo.landlordId, demo.contractId);
    mine.demo.push(await pay(demo.landlordId, d1!.id, '100.000', 'cash', 40));
    mine.demo.push(await pay(demo.landlordId, d2!.id, '20.250', 'bank_transfer', 10));

    const otherTenant = await makeTenant(app(), 'landlord@example.com', 'Zainab Qurtubi');
    const other = await makeContract(app(), { tenantId: otherTenant });
    const [o1] = await issueInvoices(app(), other.landlordId, other.contractId);
    mine.other.push(await pay(other.landlordId, o1!.id, '50.500', 'cheque', 25));

    const secondTenant = await makeTenant(app(), 'landlord2@example.com', 'Maryam Khaldiya');
    const second = await makeContract(app(), {
      landlordEmail: 'landlord2@example.com',
      tenantId: secondTenant,
    });
    const [s1] = await issueInvoices(app(), second.landlordId, second.contractId);
    mine.second.push(await pay(second.landlordId, s1!.id, '75.000', null, 5));
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = (items: Receipt[]) => items.map((r) => r.id);

  it('shows each landlord only its own receipts; managers their landlord’s; the super admin all', async () => {
    const landlord = ids((await list('landlord', 'pageSize=100')).items);
    expect(landlord).toEqual(expect.arrayContaining(ids([...mine.demo, ...mine.other])));
    expect(landlord).not.toContain(mine.second[0]!.id);

    const landlord2 = ids((await list('landlord2', 'pageSize=100')).items);
    expect(landlord2).toContain(mine.second[0]!.id);
    for (const r of [...mine.demo, ...mine.other]) expect(landlord2).not.toContain(r.id);

    const manager = ids((await list('manager', 'pageSize=100')).items);
    expect(manager).toEqual(expect.arrayContaining(ids([...mine.demo, ...mine.other])));
    expect(manager).not.toContain(mine.second[0]!.id);

    const all = ids((await list('super', 'pageSize=100')).items);
    expect(all).toEqual(expect.arrayContaining(ids([...mine.demo, ...mine.other, ...mine.second])));
  });

  it('shows a tenant only its own receipts', async () => {
    const res = await list('tenant', 'pageSize=100');
    expect(ids(res.items)).toEqual(expect.arrayContaining(ids(mine.demo)));
    const tenantIds = new Set(res.items.map((r) => r.tenantId));
    expect(tenantIds).toEqual(new Set([mine.demo[0]!.tenantId]));
    expect(res.total).toBe(res.items.length);
  });

  it('answers one receipt in scope and 404 out of it', async () => {
    const own = mine.demo[0]!;
    const ok = await get(app(), tokens.tenant, `/api/receipts/get/${own.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual(own);
    for (const [who, receipt] of [
      ['landlord2', own],
      ['tenant', mine.other[0]!],
      ['landlord', mine.second[0]!],
      ['manager', mine.second[0]!],
    ] as const) {
      const res = await get(app(), tokens[who], `/api/receipts/get/${receipt.id}`);
      expect(res.statusCode, `${who}`).toBe(404);
      expect(res.json().message).toBe('Receipt not found.');
    }
  });

  it('lists the fields a CSV export needs, money as 3-decimal text', async () => {
    const receipt = mine.demo[0]!;
    expect(Object.keys(receipt).sort()).toEqual(
      [
        'amount',
        'createdAt',
        'id',
        'invoiceId',
        'invoiceNo',
        // Receipt numbers run per landlord: the super admin's list says whose (issue 16 item 2).
        'landlordId',
        'landlordName',
        'method',
        'paymentId',
        'payerName',
        'propertyId',
        'propertyName',
        'receiptNo',
        'receivedOn',
        'tenantId',
        // A sandbox payment's receipt is a test one, and says so (issue 30 item 6).
        'testPayment',
      ].sort(),
    );
    expect(receipt).toMatchObject({
      amount: '100.000',
      method: 'cash',
      payerName: expect.stringMatching(/\S/),
      propertyName: expect.stringMatching(/^Tower /),
      receivedOn: dayOffset(app(), -40),
    });
    expect(receipt.receiptNo).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(receipt.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(mine.second[0]!.method).toBeNull();
  });

  it('searches receipt number, invoice number and payer name, ignoring case', async () => {
    const other = mine.other[0]!;
    const byReceipt = await list('landlord', `q=${other.receiptNo.toLowerCase()}`);
    expect(ids(byReceipt.items)).toEqual([other.id]);
    const byInvoice = await list('landlord', `q=${other.invoiceNo}`);
    expect(ids(byInvoice.items)).toEqual([other.id]);
    const byPayer = await list('landlord', 'q=zainab qurt');
    expect(ids(byPayer.items)).toEqual([other.id]);
    // Landlord 2's payer is not found by landlord 1.
    expect((await list('landlord', 'q=Khaldiya')).total).toBe(0);
  });

  it('filters by an inclusive date range, method and property', async () => {
    const [first, second] = mine.demo;
    const exact = await list('landlord', `dateFrom=${first!.receivedOn}&dateTo=${first!.receivedOn}`);
    expect(ids(exact.items)).toContain(first!.id);
    expect(exact.items.every((r) => r.receivedOn === first!.receivedOn)).toBe(true);

    const range = await list(
      'landlord',
      `dateFrom=${dayOffset(app(), -30)}&dateTo=${dayOffset(app(), -10)}&pageSize=100`,
    );
    expect(ids(range.items)).toEqual(expect.arrayContaining([second!.id, mine.other[0]!.id]));
    expect(ids(range.items)).not.toContain(first!.id);
    for (const r of range.items) {
      expect(r.receivedOn >= dayOffset(app(), -30) && r.receivedOn <= dayOffset(app(), -10)).toBe(true);
    }

    const cheques = await list('landlord', 'method=cheque&pageSize=100');
    expect(ids(cheques.items)).toContain(mine.other[0]!.id);
    expect(cheques.items.every((r) => r.method === 'cheque')).toBe(true);

    const property = await list('landlord', `propertyId=${first!.propertyId}&pageSize=100`);
    expect(new Set(property.items.map((r) => r.propertyId))).toEqual(new Set([first!.propertyId]));

    const bad = await get(app(), tokens.landlord, '/api/receipts/list?dateFrom=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Enter the from date as YYYY-MM-DD.');
    const reversed = await get(
      app(),
      tokens.landlord,
      '/api/receipts/list?dateFrom=2026-02-10&dateTo=2026-02-01',
    );
    expect(reversed.statusCode).toBe(422);
  });

  it('filters by every method a receipt can carry, the online ones too, and refuses any other', async () => {
    // The filter offers KNET and Card (receipts of online payments carry them); it answered 422.
    for (const method of ['knet', 'card']) {
      const found = await list('landlord', `method=${method}&pageSize=100`);
      expect(found.items.every((r) => r.method === method)).toBe(true);
    }
    const bad = await get(app(), tokens.landlord, '/api/receipts/list?method=gold');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe(
      'Choose a payment method: Bank Transfer, Cash, Cheque, POS, KNET or Card.',
    );
  });

  it('pages newest first by default and sorts by a chosen column', async () => {
    const page = await list('landlord', 'pageSize=1&page=2');
    expect(page).toMatchObject({ page: 2, pageSize: 1, items: [expect.any(Object)] });
    expect(page.totalPages).toBe(page.total);
    const all = (await list('landlord', 'pageSize=100')).items;
    const dates = all.map((r) => r.receivedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const byAmount = (await list('landlord', 'sort=amount&order=asc&pageSize=100')).items.map((r) =>
      Number(r.amount),
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
  });

  it('downloads the receipt as a PDF with its number and amount, for those who may see it', async () => {
    const receipt = mine.demo[0]!;
    const res = await get(app(), tokens.landlord, `/api/receipts/pdf/${receipt.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${receipt.receiptNo}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(receipt.receiptNo);
    expect(text).toContain('100.000 KWD');
    expect(text).toContain(receipt.invoiceNo);
    expect(text).toContain('Cash');
    expect(text).toContain(receipt.payerName);
    expect(text).toContain(receipt.propertyName);

    expect((await get(app(), tokens.tenant, `/api/receipts/pdf/${receipt.id}`)).statusCode).toBe(200);
    const outside = await get(app(), tokens.landlord2, `/api/receipts/pdf/${receipt.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Receipt not found.');
  });
});
