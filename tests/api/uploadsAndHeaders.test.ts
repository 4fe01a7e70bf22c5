import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../domain/documents';
import { storeDocument } from '../../server/storage/documents';
import { buildContract, buildTenant, createTenant, get, post, tokensOf, type Who } from './contractFixtures';
import { PDF, pixelFloodPng, png } from './documentFixtures';
import { multipartBody } from './multipart';
import { createPaymentCall, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { buildProperty } from './propertyFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { makeUnit } from '../support/make';

/*
 * Issue 15 items 8, 9 and 10 (contract part): a 48 KB PNG of 20,000 × 20,000 pixels was stored as a
 * property photo, a tenant document and a payment attachment; API answers with Civil IDs could be
 * cached; a user's PDF opened inline with its scripts; a document added to an approved contract
 * was refused.
 */

const flood = () => ({ name: 'flood.png', data: pixelFloodPng(20_000, 20_000), type: 'image/png' });

describe.each(databaseKinds())('uploads and answer headers (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const multipart = async (url: string, payload: unknown, files: ReturnType<typeof flood>[]) => {
    const form = await multipartBody(payload, files);
    return app().inject({
      method: 'POST',
      url,
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a pixel flood as a property photo, a tenant document and a payment attachment', async () => {
    expect(pixelFloodPng(20_000, 20_000).length).toBeLessThan(100);
    const answers = [
      await multipart('/api/properties/create', buildProperty({ name: 'Flood Tower' }), [flood()]),
      await multipart('/api/tenants/create', buildTenant(), [flood()]),
      await createPaymentCall(app(), tok.landlord, paymentPayload((await unpaidInvoice(app())).id), {
        files: [flood()],
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(DOCUMENT_MESSAGES.imageTooManyPixels);
    }
    // An image within the limit is still taken.
    const fine = await storeDocument(app().ctx.storage, {
      filename: 'id.png',
      data: await png(),
      mimetype: 'image/png',
    });
    expect(fine.ok).toBe(true);
  });

  it('marks every API answer no-store, lists with Civil IDs first among them', async () => {
    for (const url of ['/api/tenants/list', '/api/users/me', '/api/no-such-route']) {
      const res = await get(app(), tok.landlord, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('turns off the browser features no page uses, on the site, the panel and the API (issue 30 item 13)', async () => {
    for (const url of ['/', '/ar/pricing', '/admin-panel/auth/login', '/api/health', '/api/no-such-route']) {
      const policy = (await app().inject({ method: 'GET', url })).headers['permissions-policy'];
      expect(policy, url).toEqual(expect.any(String));
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(String(policy).split(', '), url).toContain(`${feature}=()`);
    }
  });

  it('downloads a user’s PDF instead of opening it, sandboxed either way', async () => {
    const unit = await makeUnit(app(), 'landlord@example.com');
    const tenantId = await createTenant(app(), tok.landlord);
    const form = await multipartBody(buildContract(tenantId, unit.unitId), [
      { name: 'lease.pdf', data: PDF, type: 'application/pdf' },
    ]);
    const created = await app().inject({
      method: 'POST',
      url: '/api/contracts/create',
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const file = await app().inject({ method: 'GET', url: created.json().data.documents[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['cache-control']).toContain('no-store');
  });

  it('adds a document to an approved contract, leaving its terms as they are', async () => {
    const unit = await makeUnit(app(), 'landlord@example.com');
    const tenantId = await createTenant(app(), tok.landlord);
    const created = await post(
      app(),
      tok.landlord,
      '/api/contracts/create',
      buildContract(tenantId, unit.unitId, { paymentDueDay: 5 }),
    );
    const id = created.json().data.id as string;
    const approved = await post(app(), tok.landlord, `/api/contracts/approve/${id}`);
    expect(approved.statusCode, approved.body).toBe(200);
    const form = await multipartBody({}, [{ name: 'addendum.pdf', data: PDF, type: 'application/pdf' }]);
    const res = await app().inject({
      method: 'POST',
      url: `/api/contracts/update/${id}`,
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', paymentDueDay: 5 });
    expect(res.json().data.documents.map((d: { name: string }) => d.name)).toContain('addendum.pdf');
    // Its terms stay what the tenant agreed to.
    const rent = await post(app(), tok.landlord, `/api/contracts/update/${id}`, { monthlyRent: '999.000' });
    expect(rent.statusCode).toBe(409);
  });
});
