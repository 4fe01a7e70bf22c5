import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../domain/documents';
import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import {
  buildProperty,
  caller,
  propertyForm,
  signInAll,
  type PropertyRow,
  type Who,
} from './propertyFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { makeContract } from '../support/make';

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .png()
    .toBuffer();
const msgs = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

describe.each(databaseKinds())('properties API: create, read, update, delete (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let api: ReturnType<typeof caller>;
  let tokens: Record<Who, string>;
  let ids: Record<Who, string>;

  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await api.post('/api/properties/create', token, buildProperty(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PropertyRow }>().data;
  };
  const unitPayload = (p: PropertyRow) => p.units.map(({ propertyId: _p, ...u }) => u);

  beforeAll(async () => {
    t = await startTestApp(kind);
    api = caller(t.app);
    ({ tokens, ids } = await signInAll(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a property with three units and reads it back, rents as 3-decimal strings', async () => {
    const created = await create(tokens.landlord, { name: 'Create Read Tower' });
    expect(created.landlordId).toBe(ids.landlord);
    expect(created.units.map((u) => [u.unitNo, u.monthlyRent])).toEqual([
      ['101', '350.000'],
      ['102', '420.250'],
      ['G1', '1200.500'],
    ]);
    expect(created.units[1]!.areaM2).toBe('120.00');
    const got = await api.get(`/api/properties/get/${created.id}`, tokens.landlord);
    expect(got.statusCode).toBe(200);
    expect(got.json<{ data: PropertyRow }>().data).toMatchObject({
      name: 'Create Read Tower',
      governorate: 'Hawalli',
      unitsCount: 3,
      occupiedCount: 0,
    });
    const list = await api.get('/api/properties/list?q=create%20read', tokens.landlord);
    expect(list.json()).toMatchObject({ success: true, total: 1, totalPages: 1, page: 1, pageSize: 10 });
    expect(list.json().items[0]).toMatchObject({
      id: created.id,
      unitsCount: 3,
      occupiedCount: 0,
      monthlyRentTotal: '1970.750',
    });
  });

  it('refuses bad input with the form’s messages (422, one detail per field)', async () => {
    const bad = await api.post('/api/properties/create', tokens.landlord, {
      name: 'A',
      type: 'castle',
      governorate: 'Dubai',
      area: ' ',
      units: [
        { unitNo: '', monthlyRent: '12.3456' },
        { unitNo: '2', monthlyRent: '' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(msgs(bad.json())).toEqual(
      expect.arrayContaining([
        PROPERTY_MESSAGES.nameRequired,
        PROPERTY_MESSAGES.typeRequired,
        PROPERTY_MESSAGES.governorateRequired,
        PROPERTY_MESSAGES.areaRequired,
        PROPERTY_MESSAGES.unitNoRequired,
        PROPERTY_MESSAGES.rentDecimals,
        PROPERTY_MESSAGES.rentRequired,
      ]),
    );
    expect(bad.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'units', 0, 'monthlyRent'],
        msg: PROPERTY_MESSAGES.rentDecimals,
      }),
    );
    const dup = await api.post(
      '/api/properties/create',
      tokens.landlord,
      buildProperty({
        units: [
          { unitNo: '1', monthlyRent: 1 },
          { unitNo: '1', monthlyRent: 2 },
        ],
      }),
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json().detail).toEqual([
      { loc: ['body', 'units', 1, 'unitNo'], msg: PROPERTY_MESSAGES.unitNoDuplicate, type: 'custom' },
    ]);
  });

  it('updates fields and upserts units: edits, adds and removes by id', async () => {
    const p = await create(tokens.landlord, { name: 'Upsert Tower' });
    const [u101, u102] = p.units;
    const res = await api.post(`/api/properties/update/${p.id}`, tokens.landlord, {
      ...buildProperty({ name: 'Upsert Tower 2', governorate: 'Jahra' }),
      units: [
        { ...u101, monthlyRent: '375.125', status: 'occupied' },
        { ...u102 },
        { unitNo: '201', floor: 2, monthlyRent: 500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: PropertyRow; message: string }>();
    expect(data.message).toBe(PROPERTY_MESSAGES.updated);
    expect(data.data.name).toBe('Upsert Tower 2');
    expect(data.data.units.map((u) => [u.unitNo, u.monthlyRent, u.status])).toEqual([
      ['101', '375.125', 'occupied'],
      ['102', '420.250', 'vacant'],
      ['201', '500.000', 'vacant'],
    ]);
    expect(data.data.units[0]!.id).toBe(u101!.id);
    expect(data.data).toMatchObject({ unitsCount: 3, occupiedCount: 1 });

    // A unit id from another property is not this property's to edit.
    const other = await create(tokens.landlord, { name: 'Other Tower' });
    const foreign = await api.post(`/api/properties/update/${p.id}`, tokens.landlord, {
      ...buildProperty(),
      units: [{ ...unitPayload(other)[0], unitNo: 'X' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(PROPERTY_MESSAGES.unitNotInProperty);
  });

  it('filters by type and occupancy, searches area and governorate, sorts and pages', async () => {
    const villa = await create(tokens.landlord, {
      name: 'Filter Villa',
      type: 'villa',
      governorate: 'Ahmadi',
      area: 'Fintas',
      units: [{ unitNo: 'V', monthlyRent: 900, status: 'occupied' }],
    });
    const partly = await create(tokens.landlord, {
      name: 'Filter Partly',
      type: 'commercial',
      governorate: 'Ahmadi',
      area: 'Mangaf',
      units: [
        { unitNo: 'S1', monthlyRent: 100, status: 'occupied' },
        { unitNo: 'S2', monthlyRent: 100 },
      ],
    });
    const names = async (query: string) =>
      (await api.get(`/api/properties/list?${query}`, tokens.landlord))
        .json<{ items: { name: string }[] }>()
        .items.map((i) => i.name);
    expect(await names('q=ahmadi&sort=name')).toEqual(['Filter Partly', 'Filter Villa']);
    expect(await names('q=fintas')).toEqual(['Filter Villa']);
    expect(await names('q=ahmadi&type=villa')).toEqual(['Filter Villa']);
    expect(await names('q=ahmadi&occupancy=full')).toEqual(['Filter Villa']);
    expect(await names('q=ahmadi&occupancy=partly')).toEqual(['Filter Partly']);
    expect(await names('q=ahmadi&occupancy=vacant')).toEqual([]);
    expect(await names('q=ahmadi&sort=units&order=desc')).toEqual(['Filter Partly', 'Filter Villa']);
    const page2 = await api.get('/api/properties/list?q=ahmadi&sort=name&pageSize=1&page=2', tokens.landlord);
    expect(page2.json()).toMatchObject({ total: 2, totalPages: 2, page: 2, items: [{ id: villa.id }] });
    expect(partly.unitsCount).toBe(2);
    const tooBig = await api.get('/api/properties/list?pageSize=101', tokens.landlord);
    expect(tooBig.statusCode).toBe(422);
  });

  it('takes photos as multipart files: JPEG/PNG only, 10 MB at most, served by signed link', async () => {
    const image = { data: await png(), filename: 'front.png', type: 'image/png' };
    const res = await api.post(
      '/api/properties/create',
      tokens.landlord,
      propertyForm(buildProperty({ name: 'Photo Tower' }), [image, { ...image, filename: 'side.png' }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<{ data: PropertyRow }>().data;
    expect(p.photos.map((ph) => [ph.name, ph.type])).toEqual([
      ['front.png', 'image/png'],
      ['side.png', 'image/png'],
    ]);
    const file = await t.app.inject({ method: 'GET', url: p.photos[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    // Keep the second photo only.
    const kept = await api.post(
      `/api/properties/update/${p.id}`,
      tokens.landlord,
      propertyForm(
        { ...buildProperty({ name: 'Photo Tower' }), units: unitPayload(p), photos: [p.photos[1]!.key] },
        [],
      ),
    );
    expect(kept.json<{ data: PropertyRow }>().data.photos.map((ph) => ph.name)).toEqual(['side.png']);

    const pdf = {
      data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'),
      filename: 'a.png',
      type: 'image/png',
    };
    const refused = await api.post(
      '/api/properties/create',
      tokens.landlord,
      propertyForm(buildProperty(), [pdf]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PROPERTY_MESSAGES.photoType);

    const huge = {
      data: Buffer.concat([image.data, Buffer.alloc(10 * 1024 * 1024)]),
      filename: 'big.png',
      type: 'image/png',
    };
    const tooLarge = await api.post(
      '/api/properties/create',
      tokens.landlord,
      propertyForm(buildProperty(), [huge]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it('refuses to remove a unit or delete a property under contract, else deletes both', async () => {
    const p = await create(tokens.landlord, { name: 'Contract Tower' });
    const [u101, u102, g1] = p.units;
    await makeContract(t.app, { tenantId: ids.tenant, unitId: u101!.id, status: 'requested' });
    await makeContract(t.app, { tenantId: ids.tenant, unitId: u102!.id, status: 'rejected' });

    const drop101 = await api.post(`/api/properties/update/${p.id}`, tokens.landlord, {
      ...buildProperty(),
      units: [u102, g1],
    });
    expect(drop101.statusCode).toBe(409);
    expect(drop101.json().message).toBe(PROPERTY_MESSAGES.unitUnderContract('101'));
    const drop102 = await api.post(`/api/properties/update/${p.id}`, tokens.landlord, {
      ...buildProperty(),
      units: [u101, g1],
    });
    expect(drop102.statusCode).toBe(409);
    expect(drop102.json().message).toBe(PROPERTY_MESSAGES.unitHasHistory('102'));
    const dropG1 = await api.post(`/api/properties/update/${p.id}`, tokens.landlord, {
      ...buildProperty(),
      units: [u101, u102],
    });
    expect(dropG1.statusCode).toBe(200);
    expect(dropG1.json<{ data: PropertyRow }>().data.unitsCount).toBe(2);

    const refused = await api.post(`/api/properties/delete/${p.id}`, tokens.landlord);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROPERTY_MESSAGES.deleteUnderContract);

    const free = await create(tokens.landlord, { name: 'Free Tower' });
    const deleted = await api.post(`/api/properties/delete/${free.id}`, tokens.landlord);
    expect(deleted.json()).toEqual({ success: true, message: PROPERTY_MESSAGES.deleted });
    expect((await api.get(`/api/properties/get/${free.id}`, tokens.landlord)).statusCode).toBe(404);
    expect((await api.get(`/api/property-units/get/${free.units[0]!.id}`, tokens.landlord)).statusCode).toBe(
      404,
    );
  });

  it('lets a platform admin see every landlord’s and create for a named landlord only', async () => {
    const mine = await create(tokens.landlord2, { name: 'Admin Sees Tower' });
    const seen = await api.get(`/api/properties/get/${mine.id}`, tokens.super);
    expect(seen.statusCode).toBe(200);
    const anonymous = await api.post('/api/properties/create', tokens.super, buildProperty());
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().message).toBe(PROPERTY_MESSAGES.landlordRequired);
    const notLandlord = await api.post(
      '/api/properties/create',
      tokens.super,
      buildProperty({ landlordId: ids.tenant }),
    );
    expect(notLandlord.statusCode).toBe(422);
    const forL2 = await create(tokens.super, { name: 'Admin Made Tower', landlordId: ids.landlord2 });
    expect(forL2.landlordId).toBe(ids.landlord2);
  });
});
