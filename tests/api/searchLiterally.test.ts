import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, receipts, roles, users } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { createPayment, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { makeProperty, makeTenant, makeUnit, userId } from '../support/make';

/*
 * Every search box of the API (issue #17): `%`, `_` and `\` typed by a user are characters to find,
 * not LIKE's wildcards and escape (server/db/likePattern.ts). For each list, records whose searched
 * text holds one of the three sit beside records that don't (the demo data and plain ones made
 * here); a search for each character must answer exactly the records holding it.
 */

const MARKS = ['%', '_', '\\'] as const;
type Mark = (typeof MARKS)[number];

/** The records made for each character, named by the list that should find them. */
type RecordKind =
  | 'property'
  | 'unit'
  | 'tenant'
  | 'manager'
  | 'contract'
  | 'invoice'
  | 'invoiceUnit'
  | 'receipt'
  | 'payment'
  | 'role'
  | 'landlord'
  | 'mail';

/** A list endpoint with a search box: who asks, where, and which records it should find. */
interface SearchBox {
  name: string;
  who: Who;
  url: string;
  /** Extra query parameters; `landlordId` stands for the first landlord's id. */
  params?: Record<string, string>;
  finds: RecordKind;
  /** The ids of the rows in the answer's body, where a list names them otherwise than items[].id. */
  ids?: (body: unknown) => string[];
}

const itemIds = (body: unknown) =>
  (body as { items: { id: string | number }[] }).items.map((r) => String(r.id));
const lookupIds = (body: unknown) =>
  (body as { data: { items: { id: string }[] } }).data.items.map((r) => r.id);
const sorted = (ids: string[]) => [...ids].sort();

const BOXES: SearchBox[] = [
  { name: 'properties', who: 'landlord', url: '/api/properties/list', finds: 'property' },
  { name: 'property units', who: 'landlord', url: '/api/property-units/list', finds: 'unit' },
  { name: 'tenants', who: 'landlord', url: '/api/tenants/list', finds: 'tenant' },
  { name: 'property managers', who: 'landlord', url: '/api/property-managers/list', finds: 'manager' },
  { name: 'contracts', who: 'landlord', url: '/api/contracts/list', finds: 'contract' },
  { name: 'invoices', who: 'landlord', url: '/api/invoices/list', finds: 'invoice' },
  { name: 'receipts', who: 'landlord', url: '/api/receipts/list', finds: 'receipt' },
  {
    name: 'manual payments',
    who: 'landlord',
    url: '/api/manual-payments/list',
    params: { role: 'landlord', actor_id: 'landlordId' },
    finds: 'payment',
  },
  {
    name: 'collection report',
    who: 'landlord',
    url: '/api/collections/list',
    params: { landlord_id: 'landlordId' },
    finds: 'invoice',
    ids: (body) => (body as { items: { invoice_id: string }[] }).items.map((r) => r.invoice_id),
  },
  {
    name: 'rental collection report',
    who: 'landlord',
    url: '/api/reports/rental-collection',
    finds: 'invoiceUnit',
    ids: (body) => (body as { items: { unitId: string }[] }).items.map((r) => r.unitId),
  },
  {
    name: 'unpaid invoice picker',
    who: 'landlord',
    url: '/api/manual-payments/unpaid-invoices/lov',
    params: { landlord_id: 'landlordId' },
    finds: 'invoice',
    ids: lookupIds,
  },
  {
    name: 'invoice picker',
    who: 'landlord',
    url: '/api/manual-payments/invoices/lov',
    params: { landlord_id: 'landlordId' },
    finds: 'invoice',
    ids: lookupIds,
  },
  { name: 'roles', who: 'super', url: '/api/super/roles/list', finds: 'role' },
  { name: 'landlords', who: 'super', url: '/api/super/landlords/list', finds: 'landlord' },
  { name: 'mail outbox', who: 'super', url: '/api/super/mail-outbox/list', finds: 'mail' },
];

describe.each(databaseKinds())('searching any list for percent, underscore or backslash (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlordId: string;
  let marked: Record<Mark, Record<RecordKind, string>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const app = t.app;
    const db = app.ctx.db;
    tok = await tokensOf(app);
    landlordId = await userId(app, 'landlord@example.com');
    const roleIdOf = async (key: string) =>
      (await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)))[0]!.id;
    const [landlordRole, managerRole] = [await roleIdOf('landlord'), await roleIdOf('manager')];

    /** A user of a role whose first name is `first` (it cannot sign in: no usable password). */
    let seq = 0;
    const makeUser = async (first: string, roleId: number, ownerId: string | null) => {
      seq += 1;
      const [row] = await db
        .insert(users)
        .values({
          firstName: first,
          lastName: 'Literal',
          email: `literal-${process.pid}-${seq}@example.com`,
          passwordHash: 'not-a-hash',
          roleId,
          landlordId: ownerId,
          status: 'active',
        })
        .returning({ id: users.id });
      return row!.id;
    };

    /** One of each record of the first landlord, its searched text holding `text`. */
    const makeRecords = async (text: string) => {
      const propertyId = await makeProperty(app, 'landlord@example.com', `Tower ${text}`);
      const { unitId } = await makeUnit(app, 'landlord@example.com', {
        propertyId,
        unitNo: `U${text}1`,
        rent: '300.000',
      });
      // A tenant billed once and paid once: its name is on the contract, invoice, payment and receipt.
      const tenantId = await makeTenant(app, 'landlord@example.com', `Rania${text} Literal`);
      const invoice = await unpaidInvoice(app, { tenantId, rent: '100.000' });
      const payment = await createPayment(app, tok.landlord, paymentPayload(invoice.id, { amount: 10 }));
      const [receipt] = await db
        .select({ id: receipts.id })
        .from(receipts)
        .where(eq(receipts.invoiceId, invoice.id));
      const [role] = await db
        .insert(roles)
        .values({ name: `Clerk ${text}` })
        .returning({ id: roles.id });
      const [mail] = await db
        .insert(mailOutbox)
        .values({
          toAddress: 'someone@example.com',
          subject: `Notice ${text}`,
          template: 'test',
          textBody: '',
          htmlBody: '',
        })
        .returning({ id: mailOutbox.id });
      return {
        property: propertyId,
        unit: unitId,
        tenant: tenantId,
        contract: invoice.contractId,
        invoice: invoice.id,
        invoiceUnit: invoice.unitId,
        payment: payment.id,
        receipt: receipt!.id,
        manager: await makeUser(`Manager${text}`, managerRole, landlordId),
        landlord: await makeUser(`Owner${text}`, landlordRole, null),
        role: String(role!.id),
        mail: mail!.id,
      };
    };
    type Records = Record<RecordKind, string>;

    marked = {} as Record<Mark, Records>;
    for (const mark of MARKS) marked[mark] = await makeRecords(mark);
    await makeRecords('plain');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(BOXES)('$name finds exactly the records holding the character', async (box) => {
    const params = Object.fromEntries(
      Object.entries(box.params ?? {}).map(([k, v]) => [k, v === 'landlordId' ? landlordId : v]),
    );
    for (const mark of MARKS) {
      const qs = new URLSearchParams({ pageSize: '100', ...params, q: mark }).toString();
      const res = await get(t.app, tok[box.who], `${box.url}?${qs}`);
      expect(res.statusCode, `${mark}: ${res.body}`).toBe(200);
      expect(sorted((box.ids ?? itemIds)(res.json())), `search for ${mark}`).toEqual([
        marked[mark][box.finds],
      ]);
    }
  });

  it('a pattern-looking term finds only its literal text', async () => {
    // As wildcards, 'Rania_' and 'Rania%' would find every marked tenant and the plain one.
    for (const [q, mark] of [
      ['Rania_', '_'],
      ['Rania%', '%'],
      ['Rania\\', '\\'],
    ] as const) {
      const res = await get(
        t.app,
        tok.landlord,
        `/api/tenants/list?${new URLSearchParams({ q }).toString()}`,
      );
      expect(itemIds(res.json()), q).toEqual([marked[mark].tenant]);
    }
  });
});
