import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantStatement } from '../../domain/reportSchemas';
import { queryRows } from '../../server/db/rows';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant, monthStart, userId } from '../support/make';

describe.each(databaseKinds())('tenant statement (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  const app = () => t.app;
  let second: string;
  let demoTenant: string;
  let invoiceNos: string[];

  async function pay(
    landlordId: string,
    invoiceId: string,
    amount: string,
    day: string,
    method: string | null,
  ) {
    await payInvoice(app(), { landlordId, invoiceId, amount, method, depositDay: day });
  }

  const statement = (who: Who, tenantId: string) =>
    get(app(), tokens[who], `/api/tenant-statements/get/${tenantId}`);

  async function read(who: Who, tenantId: string): Promise<TenantStatement> {
    const res = await statement(who, tenantId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TenantStatement }>().data;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await tokensOf(app());
    demoTenant = await userId(app(), 'tenant@example.com');
    second = await makeTenant(app(), 'landlord@example.com', 'Noura Ajmi');
    // Rent of 100.100 a month over four months; payments of 0.1, 0.2 and more, one on an invoice's own day.
    const contract = await makeContract(app(), { tenantId: second, rent: '100.100' });
    const issued = await issueInvoices(app(), contract.landlordId, contract.contractId);
    invoiceNos = issued.map((i) => i.invoiceNo);
    await pay(contract.landlordId, issued[0]!.id, '0.1', issued[0]!.issueDate, 'cash');
    await pay(contract.landlordId, issued[0]!.id, '0.2', monthStart(app(), -3).slice(0, 8) + '20', 'pos');
    await pay(contract.landlordId, issued[1]!.id, '100.100', issued[1]!.issueDate, null);
    await pay(
      contract.landlordId,
      issued[2]!.id,
      '33.333',
      monthStart(app(), -1).slice(0, 8) + '15',
      'bank_transfer',
    );
    // A cancelled invoice is owed by nobody: it must not show.
    await app().ctx.db.execute(sql`update invoices set status = 'CANCELLED' where id = ${issued[3]!.id}`);
    // The demo tenant has invoices and a payment of its own.
    const own = await makeContract(app());
    const [o1] = await issueInvoices(app(), own.landlordId, own.contractId);
    await pay(own.landlordId, o1!.id, '10.000', o1!.issueDate, 'cash');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists invoices and payments in date order with an exact running balance', async () => {
    const data = await read('landlord', second);
    expect(data.tenant).toEqual({ id: second, name: 'Noura Ajmi' });
    expect(data.entries.map((e) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['invoice', '100.100', null, '100.100'],
      ['payment', null, '0.100', '100.000'],
      ['payment', null, '0.200', '99.800'],
      ['invoice', '100.100', null, '199.900'],
      ['payment', null, '100.100', '99.800'],
      ['invoice', '100.100', null, '199.900'],
      ['payment', null, '33.333', '166.567'],
    ]);
    expect(data.entries.filter((e) => e.kind === 'invoice').map((e) => e.reference)).toEqual(
      invoiceNos.slice(0, 3),
    );
    expect(data.entries[1]!.reference).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(data.entries[0]!.description).toMatch(/^Rent for [A-Z][a-z]+ \d{4} — Tower \d+ \/ U\d+$/);
    expect(data.entries.slice(1, 3).map((e) => e.description)).toEqual(['Payment — Cash', 'Payment — POS']);
    expect(data.entries[4]!.description).toBe('Payment');
    const dates = data.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(data).toMatchObject({ totalDebit: '300.300', totalCredit: '133.733', closingBalance: '166.567' });
  });

  it('closes on what the database says the tenant owes', async () => {
    for (const tenantId of [second, demoTenant]) {
      const data = await read('landlord', tenantId);
      const [row] = await queryRows<{ owed: string }>(
        app().ctx.db,
        sql`select coalesce(sum(total - paid_amount), 0)::text as owed
              from invoices where tenant_id = ${tenantId} and status <> 'CANCELLED'`,
      );
      expect(data.closingBalance).toBe(new Big(row!.owed).toFixed(3));
      expect(new Big(data.totalDebit).minus(data.totalCredit).toFixed(3)).toBe(data.closingBalance);
      expect(data.entries.at(-1)?.balance ?? '0.000').toBe(data.closingBalance);
    }
  });

  it('is read by the landlord’s side and by the tenant itself, by nobody else', async () => {
    const mine = await read('tenant', demoTenant);
    expect(mine.tenant.id).toBe(demoTenant);
    expect(mine.entries.some((e) => e.kind === 'payment' && e.credit === '10.000')).toBe(true);
    expect((await read('manager', second)).closingBalance).toBe('166.567');
    expect((await read('super', second)).closingBalance).toBe('166.567');

    const refusals: [Who, string][] = [
      ['tenant', second],
      ['landlord2', second],
      ['landlord2', demoTenant],
      // A user who is not a tenant has no statement.
      ['landlord', await userId(app(), 'manager@example.com')],
      ['super', await userId(app(), 'landlord@example.com')],
    ];
    for (const [who, tenantId] of refusals) {
      const res = await statement(who, tenantId);
      expect(res.statusCode, `${who} → ${tenantId}`).toBe(404);
      expect(res.json().message).toBe('Tenant not found.');
    }
  });
});
