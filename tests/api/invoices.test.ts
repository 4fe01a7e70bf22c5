import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payInvoice } from './billingFixtures';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, login, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, monthStart, userId } from '../support/make';

interface Invoice {
  id: string;
  invoiceNo: string;
  contractId: string;
  tenantId: string;
  tenantName: string;
  unitId: string;
  unitNo: string;
  propertyId: string;
  propertyName: string;
  period: string;
  issueDate: string;
  dueDate: string;
  total: string;
  paidAmount: string;
  balance: string;
  currency: string;
  status: string;
  createdAt: string;
}
interface ListBody {
  success: boolean;
  items: Invoice[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

describe.each(databaseKinds())('invoices list and ownership (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const list = async (who: Who, query = '') => {
    const res = await get(app(), tok[who], `/api/invoices/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  };
  /** A landlord's contract with its invoices issued by the real generator, oldest first. */
  const invoicesOf = async (options: Parameters<typeof makeContract>[1] = {}) => {
    const contract = await makeContract(app(), options);
    const rows = await issueInvoices(app(), contract.landlordId, contract.contractId);
    return { ...contract, rows };
  };
  const pay = (landlordId: string, invoiceId: string, amount: string) =>
    payInvoice(app(), { landlordId, invoiceId, amount });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a landlord’s invoices with money as 3-decimal strings and the balance owed', async () => {
    const { propertyId, rows, landlordId } = await invoicesOf({ rent: '350.000' });
    expect(rows).toHaveLength(4);
    await pay(landlordId, rows[3]!.id, '100');
    const body = await list('landlord', `?propertyId=${propertyId}`);
    expect(body).toMatchObject({ success: true, total: 4, totalPages: 1, page: 1, pageSize: 10 });
    // Newest month first by default.
    expect(body.items.map((i) => i.period)).toEqual([0, -1, -2, -3].map((m) => monthStart(app(), m)));
    const [current] = body.items;
    expect(current).toMatchObject({
      id: rows[3]!.id,
      invoiceNo: rows[3]!.invoiceNo,
      total: '350.000',
      paidAmount: '100.000',
      balance: '250.000',
      currency: 'KWD',
      propertyId,
    });
    expect(current!.tenantName).not.toBe('');
    expect(current!.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(Object.keys(current!).sort()).toEqual(
      [
        'id',
        'invoiceNo',
        'contractId',
        'tenantId',
        'tenantName',
        'unitId',
        'unitNo',
        'propertyId',
        'propertyName',
        'period',
        'issueDate',
        'dueDate',
        'total',
        'paidAmount',
        'writtenOffAmount',
        'balance',
        'currency',
        'status',
        'createdAt',
      ].sort(),
    );
    // The older months are past their due day: overdue, the whole rent still owed.
    expect(body.items[3]).toMatchObject({ status: 'OVERDUE', balance: '350.000', paidAmount: '0.000' });
  });

  it('keeps landlords apart: landlord2 neither lists nor opens landlord 1’s invoices', async () => {
    const { propertyId, rows } = await invoicesOf();
    const other = await list('landlord2', `?propertyId=${propertyId}`);
    expect(other.total).toBe(0);
    const everything = await list('landlord2', '?pageSize=100');
    expect(everything.items.some((i) => rows.some((r) => r.id === i.id))).toBe(false);
    for (const path of ['get', 'pdf']) {
      const res = await get(app(), tok.landlord2, `/api/invoices/${path}/${rows[0]!.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Invoice not found.' });
    }
    // Its own invoices it does see.
    const tenant2 = await makeTenant(app(), 'landlord2@example.com', 'Salem Al-Enezi');
    const own = await invoicesOf({ landlordEmail: 'landlord2@example.com', tenantId: tenant2 });
    expect((await list('landlord2', `?propertyId=${own.propertyId}`)).total).toBe(4);
    // The super admin sees every landlord's.
    expect((await list('super', `?propertyId=${own.propertyId}`)).total).toBe(4);
    expect((await list('super', `?propertyId=${propertyId}`)).total).toBe(4);
  });

  it('lets the manager see its landlord’s invoices', async () => {
    const { propertyId, rows } = await invoicesOf();
    expect((await list('manager', `?propertyId=${propertyId}`)).total).toBe(4);
    const res = await get(app(), tok.manager, `/api/invoices/get/${rows[0]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Invoice }>().data.invoiceNo).toBe(rows[0]!.invoiceNo);
  });

  it('shows a tenant only its own invoices; another tenant’s invoice answers 404', async () => {
    const demoTenant = await userId(app(), 'tenant@example.com');
    const mine = await invoicesOf();
    const neighbour = await makeTenant(app(), 'landlord@example.com', 'Noura Al-Mutairi');
    const theirs = await invoicesOf({ tenantId: neighbour });

    const body = await list('tenant', '?pageSize=100');
    expect(body.items.length).toBeGreaterThanOrEqual(4);
    expect(body.items.every((i) => i.tenantId === demoTenant)).toBe(true);
    expect(body.items.some((i) => i.id === mine.rows[0]!.id)).toBe(true);
    // Filtering on the other tenant does not widen the scope.
    expect((await list('tenant', `?tenantId=${neighbour}`)).total).toBe(0);

    const own = await get(app(), tok.tenant, `/api/invoices/get/${mine.rows[0]!.id}`);
    expect(own.statusCode, own.body).toBe(200);
    for (const path of ['get', 'pdf']) {
      const res = await get(app(), tok.tenant, `/api/invoices/${path}/${theirs.rows[0]!.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Invoice not found.' });
    }
    // The landlord sees both tenants' invoices.
    expect((await list('landlord', `?tenantId=${neighbour}`)).total).toBe(4);
  });

  it('searches, filters, sorts and pages in the database', async () => {
    const { propertyId, rows, landlordId } = await invoicesOf();
    const byNumber = await list('landlord', `?q=${rows[1]!.invoiceNo.toLowerCase()}`);
    expect(byNumber.items.map((i) => i.id)).toEqual([rows[1]!.id]);
    const [sample] = (await list('landlord', `?propertyId=${propertyId}`)).items;
    const byProperty = await list('landlord', `?q=${encodeURIComponent(sample!.propertyName.toUpperCase())}`);
    expect(byProperty.total).toBeGreaterThanOrEqual(4);
    expect(
      byProperty.items.every((i) =>
        i.propertyName.toUpperCase().includes(sample!.propertyName.toUpperCase()),
      ),
    ).toBe(true);
    const byUnit = await list('landlord', `?q=${sample!.unitNo}&propertyId=${propertyId}`);
    expect(byUnit.total).toBe(4);
    const byTenant = await list(
      'landlord',
      `?q=${encodeURIComponent(sample!.tenantName.slice(0, 4))}&propertyId=${propertyId}`,
    );
    expect(byTenant.total).toBe(4);
    // The user's % is a character to find, not a wildcard.
    expect((await list('landlord', '?q=%25')).total).toBe(0);

    const period = monthStart(app(), -1).slice(0, 7);
    const inMonth = await list('landlord', `?propertyId=${propertyId}&period=${period}`);
    expect(inMonth.items.map((i) => i.id)).toEqual([rows[2]!.id]);

    await pay(landlordId, rows[0]!.id, '350.000');
    const paid = await list('landlord', `?propertyId=${propertyId}&status=PAID`);
    expect(paid.items.map((i) => [i.id, i.balance])).toEqual([[rows[0]!.id, '0.000']]);

    const ascending = await list('landlord', `?propertyId=${propertyId}&sort=period&order=asc`);
    expect(ascending.items.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    const byBalance = await list('landlord', `?propertyId=${propertyId}&sort=balance&order=asc`);
    expect(byBalance.items[0]!.id).toBe(rows[0]!.id);

    const page2 = await list('landlord', `?propertyId=${propertyId}&pageSize=3&page=2&sort=period&order=asc`);
    expect(page2).toMatchObject({ total: 4, totalPages: 2, page: 2, pageSize: 3 });
    expect(page2.items.map((i) => i.id)).toEqual([rows[3]!.id]);

    // Different totals sort by amount, both ways.
    const tenant = await makeTenant(app(), 'landlord@example.com', 'Ahmad Al-Rashid');
    const start = dayOffset(app(), 0);
    await invoicesOf({ tenantId: tenant, rent: '250.500', startDate: start });
    await invoicesOf({ tenantId: tenant, rent: '100.000', startDate: start });
    const cheapFirst = await list('landlord', `?tenantId=${tenant}&sort=total&order=asc`);
    expect(cheapFirst.items.map((i) => i.total)).toEqual(['100.000', '250.500']);
    const dearFirst = await list('landlord', `?tenantId=${tenant}&sort=total&order=desc`);
    expect(dearFirst.items.map((i) => i.total)).toEqual(['250.500', '100.000']);
  });

  it('refuses a bad filter with 422 and the field named', async () => {
    const res = await get(app(), tok.landlord, '/api/invoices/list?status=LATE&period=2026-13');
    expect(res.statusCode).toBe(422);
    const locs = res.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc.at(-1));
    expect(locs).toEqual(expect.arrayContaining(['status', 'period']));
    expect((await get(app(), tok.landlord, '/api/invoices/list?pageSize=101')).statusCode).toBe(422);
  });

  it('shows OVERDUE in the list once the due date passes, without waiting for the job', async () => {
    const { propertyId, rows } = await invoicesOf({ startDate: dayOffset(app(), 0), dueDay: 1 });
    expect(rows).toHaveLength(1);
    expect((await list('landlord', `?propertyId=${propertyId}`)).items[0]!.status).toBe('UNPAID');
    t.clock.advance(2 * 86_400_000);
    const token = tok.landlord;
    try {
      // Two days on, the morning's access token has long expired: sign in again.
      tok.landlord = (await login(app(), 'landlord@example.com')).data.access_token;
      const overdue = await list('landlord', `?propertyId=${propertyId}&status=OVERDUE`);
      expect(overdue.items.map((i) => [i.id, i.balance])).toEqual([[rows[0]!.id, rows[0]!.total]]);
    } finally {
      t.clock.reset();
      tok.landlord = token;
    }
  });

  it('generates the missing invoices of the caller’s landlord only, once', async () => {
    const { contractId } = await makeContract(app());
    // Another landlord naming landlord 1 in the body still generates for itself only.
    const landlord1 = await userId(app(), 'landlord@example.com');
    const foreign = await post(app(), tok.landlord2, '/api/invoices/generate', { landlordId: landlord1 });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const res = await post(app(), tok.landlord, '/api/invoices/generate', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '4 invoices generated.', data: { created: 4 } });
    const again = await post(app(), tok.manager, '/api/invoices/generate', {});
    expect(again.json()).toMatchObject({ message: '0 invoices generated.', data: { created: 0 } });
    const issued = await list('landlord', '?pageSize=100');
    expect(issued.items.filter((i) => i.contractId === contractId)).toHaveLength(4);
    expect((await post(app(), tok.tenant, '/api/invoices/generate', {})).statusCode).toBe(403);
  });
});
