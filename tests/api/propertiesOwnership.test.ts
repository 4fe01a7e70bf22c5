import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerProperties } from '../../server/db/schema';
import {
  buildProperty,
  caller,
  signInAll,
  type PropertyRow,
  type UnitRow,
  type Who,
} from './propertyFixtures';
import { databaseKinds, startTestApp } from './testApp';

/**
 * The ownership matrix of issue 5: every read, update and delete is scoped by the token; another
 * landlord's ids answer 404 (never 403, which would confirm they exist); tenants lack View
 * Property; a manager limited to chosen properties sees only those.
 */
describe.each(databaseKinds())('properties API ownership (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let api: ReturnType<typeof caller>;
  let tokens: Record<Who, string>;
  let ids: Record<Who, string>;
  let a1: PropertyRow; // landlord A's
  let a2: PropertyRow; // landlord A's
  let b1: PropertyRow; // landlord B's

  const create = async (token: string, overrides: Record<string, unknown>) => {
    const res = await api.post('/api/properties/create', token, buildProperty(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PropertyRow }>().data;
  };
  const listIds = async (url: string, token: string) =>
    (await api.get(url, token)).json<{ items: { id: string }[] }>().items.map((i) => i.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    api = caller(t.app);
    ({ tokens, ids } = await signInAll(t.app));
    a1 = await create(tokens.landlord, {
      name: 'Owner A One',
      units: [
        { unitNo: '1', monthlyRent: 300 },
        { unitNo: '2', monthlyRent: 300, status: 'occupied' },
      ],
    });
    a2 = await create(tokens.landlord, { name: 'Owner A Two' });
    b1 = await create(tokens.landlord2, { name: 'Owner B One' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('landlord B gets 404 for every call on landlord A’s property and units, and lists only its own', async () => {
    const calls = [
      api.get(`/api/properties/get/${a1.id}`, tokens.landlord2),
      api.post(`/api/properties/update/${a1.id}`, tokens.landlord2, buildProperty({ name: 'Taken' })),
      api.post(`/api/properties/delete/${a1.id}`, tokens.landlord2),
      api.get(`/api/property-units/get/${a1.units[0]!.id}`, tokens.landlord2),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(await listIds('/api/properties/list?q=Owner', tokens.landlord2)).toEqual([b1.id]);
    expect(await listIds(`/api/properties/list?ids=${a1.id},${b1.id}`, tokens.landlord2)).toEqual([b1.id]);
    expect(await listIds(`/api/property-units/list?propertyId=${a1.id}`, tokens.landlord2)).toEqual([]);
    // Landlord A's property is untouched.
    const still = await api.get(`/api/properties/get/${a1.id}`, tokens.landlord);
    expect(still.json<{ data: PropertyRow }>().data.name).toBe('Owner A One');
    // And the reverse direction.
    expect((await api.get(`/api/properties/get/${b1.id}`, tokens.landlord)).statusCode).toBe(404);
  });

  it('a tenant may not read properties (403) but lists its own landlord’s vacant units', async () => {
    for (const res of await Promise.all([
      api.get('/api/properties/list', tokens.tenant),
      api.get(`/api/properties/get/${a1.id}`, tokens.tenant),
      api.post('/api/properties/create', tokens.tenant, buildProperty()),
      api.get(`/api/property-units/get/${a1.units[0]!.id}`, tokens.tenant),
    ])) {
      expect(res.statusCode).toBe(403);
    }
    const res = await api.get('/api/property-units/list?pageSize=100', tokens.tenant);
    expect(res.statusCode).toBe(200);
    const units = res.json<{ items: (UnitRow & { propertyName: string })[] }>().items;
    expect(units.every((u) => u.status === 'vacant')).toBe(true);
    const unitIds = units.map((u) => u.id);
    expect(unitIds).toContain(a1.units[0]!.id);
    expect(unitIds).not.toContain(a1.units[1]!.id); // occupied
    expect(unitIds).not.toContain(b1.units[0]!.id); // another landlord's
    // Asking for occupied units does not widen what a tenant sees.
    expect(await listIds('/api/property-units/list?status=occupied', tokens.tenant)).toEqual([]);
  });

  it('a manager acts on all its landlord’s properties, or only those it is limited to', async () => {
    expect(await listIds('/api/properties/list?q=Owner&sort=name', tokens.manager)).toEqual([a1.id, a2.id]);
    // Managers may update (the seeded role) but not create or delete.
    expect((await api.post('/api/properties/create', tokens.manager, buildProperty())).statusCode).toBe(403);
    expect((await api.post(`/api/properties/delete/${a2.id}`, tokens.manager)).statusCode).toBe(403);

    await t.app.database.db.insert(managerProperties).values({ managerId: ids.manager, propertyId: a1.id });
    expect(await listIds('/api/properties/list?q=Owner', tokens.manager)).toEqual([a1.id]);
    expect((await api.get(`/api/properties/get/${a1.id}`, tokens.manager)).statusCode).toBe(200);
    expect((await api.get(`/api/properties/get/${a2.id}`, tokens.manager)).statusCode).toBe(404);
    const update = await api.post(`/api/properties/update/${a2.id}`, tokens.manager, buildProperty());
    expect(update.statusCode).toBe(404);
    expect((await api.get(`/api/property-units/get/${a2.units[0]!.id}`, tokens.manager)).statusCode).toBe(
      404,
    );
    const unitProps = (await api.get('/api/property-units/list?pageSize=100', tokens.manager))
      .json<{ items: UnitRow[] }>()
      .items.map((u) => u.propertyId);
    expect(new Set(unitProps)).toEqual(new Set([a1.id]));

    // Editing the property it manages works, units and all.
    const edited = await api.post(`/api/properties/update/${a1.id}`, tokens.manager, {
      ...buildProperty({ name: 'Owner A One (managed)' }),
      units: a1.units.map((u) => ({ ...u, monthlyRent: '310.000' })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: PropertyRow }>().data.units.map((u) => u.monthlyRent)).toEqual([
      '310.000',
      '310.000',
    ]);
  });

  it('an unknown id answers 404 and a malformed one 422', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`/api/properties/get/${unknown}`, tokens.landlord)).statusCode).toBe(404);
    expect((await api.get('/api/properties/get/not-a-uuid', tokens.landlord)).statusCode).toBe(422);
  });
});
