import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantProfiles } from '../../server/db/schema';
import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import { payInvoice } from './billingFixtures';
import { buildProperty, signInAll, type Who } from './propertyFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant } from '../support/make';

/*
 * Bilingual records (issue 22 item 5): a property's and a tenant's names in the reader's language
 * (the request's Accept-Language, which the panel always sends), falling back to the other one.
 */

interface NamedProperty {
  id: string;
  name: string;
  nameAr: string;
  addressAr: string;
  displayName: string;
}

describe.each(databaseKinds())('names in the reader’s language (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;

  const request = (method: 'GET' | 'POST', url: string, language?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(tokens.landlord), ...(language ? { 'accept-language': language } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (overrides: Record<string, unknown>) => {
    const res = await request(
      'POST',
      '/api/properties/create',
      'en',
      buildProperty({ units: [], ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: NamedProperty }>().data;
  };
  const listed = async (id: string, language?: string) => {
    const res = await request('GET', `/api/properties/list?ids=${id}`, language);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: NamedProperty[] }>().items[0]!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ tokens } = await signInAll(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a property’s Arabic name and address, trimmed, and answers both with the English ones', async () => {
    const created = await create({
      name: 'Salmiya Bilingual Tower',
      nameAr: '  برج السالمية  ',
      addressAr: 'السالمية، قطعة 10، شارع سالم المبارك',
    });
    expect(created).toMatchObject({
      name: 'Salmiya Bilingual Tower',
      nameAr: 'برج السالمية',
      addressAr: 'السالمية، قطعة 10، شارع سالم المبارك',
    });
    const got = await request('GET', `/api/properties/get/${created.id}`, 'ar');
    expect(got.json<{ data: NamedProperty }>().data).toMatchObject({
      name: 'Salmiya Bilingual Tower',
      nameAr: 'برج السالمية',
      displayName: 'برج السالمية',
    });
  });

  it('lists a property with its Arabic name for Accept-Language ar and its English name otherwise', async () => {
    const { id } = await create({ name: 'Hawalli Building', nameAr: 'عمارة حولي' });
    expect((await listed(id, 'ar')).displayName).toBe('عمارة حولي');
    expect((await listed(id, 'ar-KW,ar;q=0.9,en;q=0.8')).displayName).toBe('عمارة حولي');
    expect((await listed(id, 'en')).displayName).toBe('Hawalli Building');
    expect((await listed(id)).displayName).toBe('Hawalli Building');
    // Both names travel, so the form edits each one as it is stored.
    expect(await listed(id, 'ar')).toMatchObject({ name: 'Hawalli Building', nameAr: 'عمارة حولي' });
  });

  it('falls back to the English name for an Arabic reader, and to the Arabic one when the English is blank', async () => {
    const { id } = await create({ name: 'Fintas English Only' });
    expect((await listed(id, 'ar')).displayName).toBe('Fintas English Only');
    // The English name is required by the form; a row written without one (an import) still shows a name.
    const arabicOnly = await create({ name: 'Placeholder', nameAr: 'فيلا الجابرية' });
    await t.app.ctx.db.update(properties).set({ name: ' ' }).where(eq(properties.id, arabicOnly.id));
    expect((await listed(arabicOnly.id, 'en')).displayName).toBe('فيلا الجابرية');
  });

  it('sorts an Arabic reader’s list by the Arabic names', async () => {
    const a = await create({ name: 'A Sort Tower', nameAr: 'يي برج' });
    const b = await create({ name: 'Z Sort Tower', nameAr: 'أأ برج' });
    const names = async (language: string) => {
      const res = await request(
        'GET',
        `/api/properties/list?ids=${a.id},${b.id}&sort=name&order=asc`,
        language,
      );
      return res.json<{ items: NamedProperty[] }>().items.map((p) => p.id);
    };
    expect(await names('en')).toEqual([a.id, b.id]);
    expect(await names('ar')).toEqual([b.id, a.id]);
  });

  it('keeps the Arabic name when an update does not send one, and clears it with an empty one', async () => {
    const { id } = await create({ name: 'Keep Arabic', nameAr: 'برج الكويت' });
    const update = (overrides: Record<string, unknown>) =>
      request(
        'POST',
        `/api/properties/update/${id}`,
        'en',
        buildProperty({ units: [], name: 'Keep Arabic', ...overrides }),
      );
    expect((await update({})).json<{ data: NamedProperty }>().data.nameAr).toBe('برج الكويت');
    expect((await update({ nameAr: '' })).json<{ data: NamedProperty }>().data.nameAr).toBe('');
  });

  it('refuses an Arabic name longer than the English one may be', async () => {
    const res = await request(
      'POST',
      '/api/properties/create',
      'en',
      buildProperty({ nameAr: 'ب'.repeat(121) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[]; msg: string }[] }>().detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'nameAr'], msg: PROPERTY_MESSAGES.tooLong(120) }),
    );
  });

  it('names a tenant in Arabic on the tenant list and the invoice and receipt lists for an Arabic reader', async () => {
    const tenantId = await makeTenant(t.app, 'landlord@example.com', 'Mohammed Al-Enezi');
    await t.app.ctx.db.insert(tenantProfiles).values({
      userId: tenantId,
      landlordId: (await signInAll(t.app)).ids.landlord,
      firstNameAr: 'محمد',
      lastNameAr: 'العنزي',
      civilId: '290010199991',
    });
    const { contractId, landlordId, propertyId } = await makeContract(t.app, { tenantId });
    await t.app.ctx.db
      .update(properties)
      .set({ nameAr: 'برج السالمية' })
      .where(eq(properties.id, propertyId));
    const [first] = await issueInvoices(t.app, landlordId, contractId);
    await payInvoice(t.app, { landlordId, invoiceId: first!.id, amount: '10.000' });
    const invoiceNames = async (language: string) => {
      const res = await request('GET', `/api/invoices/list?tenantId=${tenantId}&pageSize=1`, language);
      expect(res.statusCode, res.body).toBe(200);
      const [item] = res.json<{ items: { tenantName: string; propertyName: string }[] }>().items;
      return [item!.tenantName, item!.propertyName];
    };
    expect(await invoiceNames('ar')).toEqual(['محمد العنزي', 'برج السالمية']);
    expect(await invoiceNames('en')).toEqual(['Mohammed Al-Enezi', first!.propertyName]);
    const detail = await request('GET', `/api/invoices/get/${first!.id}`, 'ar');
    expect(detail.json<{ data: { tenantName: string } }>().data.tenantName).toBe('محمد العنزي');

    const receipt = async (language: string) => {
      const res = await request('GET', `/api/receipts/list?q=${first!.invoiceNo}`, language);
      expect(res.statusCode, res.body).toBe(200);
      const [item] = res.json<{ items: { payerName: string; propertyName: string }[] }>().items;
      return [item!.payerName, item!.propertyName];
    };
    expect(await receipt('ar')).toEqual(['محمد العنزي', 'برج السالمية']);
    expect(await receipt('en')).toEqual(['Mohammed Al-Enezi', first!.propertyName]);

    const tenant = async (language: string) => {
      const res = await request('GET', `/api/tenants/list?ids=${tenantId}`, language);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { displayName: string }[] }>().items[0]!.displayName;
    };
    expect(await tenant('ar')).toBe('محمد العنزي');
    expect(await tenant('en')).toBe('Mohammed Al-Enezi');

    const statement = async (language: string) => {
      const res = await request('GET', `/api/tenant-statements/get/${tenantId}`, language);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { tenant: { name: string } } }>().data.tenant.name;
    };
    expect(await statement('ar')).toBe('محمد العنزي');
    expect(await statement('en')).toBe('Mohammed Al-Enezi');
  });

  it('falls back to the English name on the invoice list for a tenant without an Arabic one', async () => {
    const tenantId = await makeTenant(t.app, 'landlord@example.com', 'Salem Al-Mutairi');
    const { contractId, landlordId } = await makeContract(t.app, { tenantId });
    await issueInvoices(t.app, landlordId, contractId);
    const res = await request('GET', `/api/invoices/list?tenantId=${tenantId}&pageSize=1`, 'ar');
    expect(res.json<{ items: { tenantName: string }[] }>().items[0]!.tenantName).toBe('Salem Al-Mutairi');
  });
});
