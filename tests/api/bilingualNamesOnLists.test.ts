import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantProfiles } from '../../server/db/schema';
import { payInvoice } from './billingFixtures';
import { reported } from './maintenanceFixtures';
import { signInAll, type Who } from './propertyFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant } from '../support/make';

/*
 * Bilingual records (issue 22 item 5) beyond the invoice, receipt and tenant lists
 * (bilingualNames.test.ts): the payments list, the collection report, the maintenance list and
 * detail and the landlord's dashboard name the tenant and the property in the reader's language.
 */

describe.each(databaseKinds())('tenant and property names on the other lists (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  let landlordId: string;
  let invoiceNo: string;
  let unitId: string;
  const english = 'Mohammed Al-Enezi';
  const arabic = 'محمد العنزي';
  const arabicProperty = 'برج السالمية';
  let englishProperty: string;
  let tenantId: string;

  const get = async <T>(url: string, language: 'ar' | 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.landlord), 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ tokens } = await signInAll(t.app));
    tenantId = await makeTenant(t.app, 'landlord@example.com', english);
    const contract = await makeContract(t.app, { tenantId });
    landlordId = contract.landlordId;
    unitId = contract.unitId;
    await t.app.ctx.db.insert(tenantProfiles).values({
      userId: tenantId,
      landlordId,
      firstNameAr: 'محمد',
      lastNameAr: 'العنزي',
      civilId: '290010199992',
    });
    await t.app.ctx.db
      .update(properties)
      .set({ nameAr: arabicProperty })
      .where(eq(properties.id, contract.propertyId));
    const [first] = await issueInvoices(t.app, landlordId, contract.contractId);
    invoiceNo = first!.invoiceNo;
    englishProperty = first!.propertyName;
    await payInvoice(t.app, { landlordId, invoiceId: first!.id, amount: '10.000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the payments list', async () => {
    const name = async (language: 'ar' | 'en') =>
      (await get<{ items: { tenant_name: string }[] }>(`/api/manual-payments/list?q=${invoiceNo}`, language))
        .items[0]!.tenant_name;
    expect(await name('ar')).toBe(arabic);
    expect(await name('en')).toBe(english);
  });

  it('the collection report', async () => {
    const row = async (language: 'ar' | 'en') => {
      const [item] = (
        await get<{ items: { tenant_name: string; property_name: string }[] }>(
          `/api/collections/list?q=${invoiceNo}`,
          language,
        )
      ).items;
      return [item!.tenant_name, item!.property_name];
    };
    expect(await row('ar')).toEqual([arabic, arabicProperty]);
    expect(await row('en')).toEqual([english, englishProperty]);
  });

  it('the maintenance list and a request’s detail', async () => {
    const request = await reported(t.app, tokens.landlord, { unit_id: unitId });
    const listed = async (language: 'ar' | 'en') => {
      const { items } = await get<{ items: { id: string; tenant_name: string; property_name: string }[] }>(
        `/api/maintenance-requests/list?q=${encodeURIComponent(request.number)}`,
        language,
      );
      const item = items.find((i) => i.id === request.id)!;
      return [item.tenant_name, item.property_name];
    };
    expect(await listed('ar')).toEqual([arabic, arabicProperty]);
    expect(await listed('en')).toEqual([english, englishProperty]);
    const detail = await get<{ data: { tenant_name: string; property_name: string } }>(
      `/api/maintenance-requests/get/${request.id}`,
      'ar',
    );
    expect([detail.data.tenant_name, detail.data.property_name]).toEqual([arabic, arabicProperty]);
  });

  it('the dashboard’s tenants owing most and its latest activity, each language kept apart', async () => {
    const figures = async (language: 'ar' | 'en') =>
      (
        await get<{
          data: {
            top_debtors: { tenant_name: string }[];
            latest_activity: { kind: string; summary: string }[];
          };
        }>(`/api/dashboard/landlord-activity/${landlordId}`, language)
      ).data;
    const ar = await figures('ar');
    expect(ar.top_debtors.map((d) => d.tenant_name)).toContain(arabic);
    const payment = ar.latest_activity.find(
      (a) => a.kind === 'payment_recorded' && a.summary.startsWith(invoiceNo),
    );
    expect(payment?.summary).toContain(`${arabic} · ${arabicProperty}`);
    const en = await figures('en');
    expect(en.top_debtors.map((d) => d.tenant_name)).toContain(english);
    expect(en.top_debtors.map((d) => d.tenant_name)).not.toContain(arabic);
  });

  it('the tenant statement’s lines, in the reader’s words', async () => {
    const lines = async (language: 'ar' | 'en') =>
      (
        await get<{ data: { entries: { kind: string; reference: string; description: string }[] } }>(
          `/api/tenant-statements/get/${tenantId}`,
          language,
        )
      ).data.entries;
    const ar = await lines('ar');
    const rent = ar.find((e) => e.kind === 'invoice' && e.reference === invoiceNo)!;
    expect(rent.description).toMatch(new RegExp(`^إيجار \\S+ \\d{4} — ${arabicProperty} / `));
    expect(ar.find((e) => e.kind === 'payment')!.description).toBe('دفعة — نقدًا');
    const en = await lines('en');
    expect(en.find((e) => e.reference === invoiceNo)!.description).toMatch(
      new RegExp(`^Rent for [A-Z][a-z]+ \\d{4} — ${englishProperty} / `),
    );
    expect(en.find((e) => e.kind === 'payment')!.description).toBe('Payment — Cash');
  });
});
