import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilIdCheckDigit } from '../../domain/civilId';
import { importsContract } from '../../domain/contracts/imports';
import type { ImportResult } from '../../domain/importSchemas';
import { auditLog, imports, properties, propertyUnits, tenantProfiles, users } from '../../server/db/schema';
import { readXlsx } from '../../server/imports/xlsxFile';
import { writeImport } from '../../server/services/importWrites';
import { api } from '../support/api';
import { tokensOf, type Who } from './contractFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 36 item 5: a spreadsheet's dry run names every row's errors and writes nothing; an import
 * writes all rows or none; an undo removes exactly what the import wrote; another landlord, a
 * manager and a tenant reach none of it.
 */

/** The n-th valid Civil ID of a series (12 digits, its check digit right). */
function civilIds(prefix: string, n: number): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < n; i++) {
    const first11 = `${prefix}${String(i).padStart(11 - prefix.length, '0')}`;
    const check = civilIdCheckDigit(first11);
    if (check !== null) found.push(`${first11}${check}`);
  }
  return found;
}

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

const TENANT_HEADER = ['first_name', 'last_name', 'email', 'phone', 'civil_id', 'nationality'];
const PROPERTY_HEADER = [
  'Property name',
  'Property type',
  'Governorate',
  'Area',
  'Unit number',
  'Floor',
  'Monthly rent (KWD)',
];

describe.each(databaseKinds())('import from a spreadsheet (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = importsContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);

  /** POSTs a file as the panel does (multipart: kind, dryRun, file), in a language. */
  const upload = async (
    who: Who,
    fields: { kind: string; dryRun: boolean; file: string | Uint8Array; name?: string },
    language = 'en',
  ) => {
    const form = new FormData();
    form.append('kind', fields.kind);
    form.append('dryRun', String(fields.dryRun));
    const bytes = typeof fields.file === 'string' ? new TextEncoder().encode(fields.file) : fields.file;
    form.append('file', new Blob([new Uint8Array(bytes)]), fields.name ?? 'file.csv');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...bearer(tok[who]), 'content-type': request.headers.get('content-type')!, 'accept-language': language }, // prettier-ignore
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: answer.statusCode, body: answer.json() as { message: string; data: ImportResult } };
  };

  const rowsOf = async (
    table: typeof properties | typeof propertyUnits | typeof users | typeof tenantProfiles | typeof imports,
  ) =>
    // prettier-ignore
    (await t.app.ctx.db.select({ n: count() }).from(table))[0]!.n;
  const tableCounts = async () => ({
    properties: await rowsOf(properties),
    property_units: await rowsOf(propertyUnits),
    users: await rowsOf(users),
    tenant_profiles: await rowsOf(tenantProfiles),
    imports: await rowsOf(imports),
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('dry-runs a file with five kinds of error: names each row and column, writes nothing, in English and Arabic', async () => {
    const [good, other] = civilIds('2900101', 2);
    const file = csv([
      TENANT_HEADER,
      [
        'Huda',
        'Al-Ali',
        'huda@import.test',
        '51000001',
        `${good!.slice(0, 11)}${(Number(good![11]) + 1) % 10}`,
        'Kuwaiti',
      ], // 2: check digit
      ['Omar', 'Saleh', 'not-an-email', '51000002', other!, ''], // 3: email
      ['Mona', 'Aziz', 'mona@import.test', '51000003', good!, ''], // 4: valid
      ['Sara', 'Aziz', 'sara@import.test', '51000004', good!, ''], // 5: Civil ID repeats row 4
      ['Ali', 'Hasan', 'landlord@example.com', '51000005', civilIds('2900202', 1)[0]!, ''], // 6: email in the database
      ['', 'Nasser', 'nasser@import.test', '12', civilIds('2900303', 1)[0]!, ''], // 7: first name and phone
    ]);
    const before = await tableCounts();
    const answer = await upload('landlord', { kind: 'tenants', dryRun: true, file });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The file has errors; nothing was written.');
    const named = answer.body.data.errors.map((e) => [e.row, e.column]);
    expect(named).toEqual([
      [2, 'civil_id'],
      [3, 'email'],
      [5, 'civil_id'],
      [6, 'email'],
      [7, 'first_name'],
      [7, 'phone'],
    ]);
    expect(answer.body.data.errors.find((e) => e.row === 5)!.message).toBe(
      'The same value is on row 4 of the file.',
    );
    expect(answer.body.data.errors.find((e) => e.row === 6)!.message).toBe(
      'An account with this email already exists.',
    );
    expect(answer.body.data.rows).toBe(6);
    expect(await tableCounts()).toEqual(before);

    const arabic = await upload('landlord', { kind: 'tenants', dryRun: true, file }, 'ar');
    expect(arabic.body.message).toBe('في الملف أخطاء؛ لم يُكتب شيء.');
    expect(arabic.body.data.errors.find((e) => e.row === 5)!.message).toBe(
      'القيمة نفسها موجودة في الصف 4 من الملف.',
    );
    for (const e of arabic.body.data.errors) expect(e.message).toMatch(/\p{Script=Arabic}/u);
    expect(await tableCounts()).toEqual(before);
  });

  it('imports 5,000 rows all or nothing: one bad row at the end writes nothing; the file fixed writes every row', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`Bulk Tower ${Math.floor(i / 50)}`, 'residential_building', 'Hawalli', 'Salmiya', String(100 + (i % 50)), '1', '250.000']); // prettier-ignore
    const bad = [...rows.slice(0, 4999), ['Bulk Tower 99', 'residential_building', 'Hawalli', 'Salmiya', '149', '1', '12.3456']]; // prettier-ignore
    const before = await tableCounts();
    const refused = await upload('landlord', { kind: 'properties', dryRun: false, file: csv([PROPERTY_HEADER, ...bad]) }); // prettier-ignore
    expect(refused.body.data.errors).toEqual([
      { row: 5001, column: 'monthly_rent', message: expect.any(String) },
    ]);
    expect(refused.body.data.import_id).toBeNull();
    expect(await tableCounts()).toEqual(before);

    const done = await upload('landlord', { kind: 'properties', dryRun: false, file: csv([PROPERTY_HEADER, ...rows]) }); // prettier-ignore
    expect(done.body.data.errors).toEqual([]);
    expect(done.body.data.counts).toEqual({ properties: 100, property_units: 5000 });
    const after = await tableCounts();
    expect(after).toEqual({ ...before, properties: before.properties + 100, property_units: before.property_units + 5000, imports: before.imports + 1 }); // prettier-ignore
    const audit = await t.app.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, done.body.data.import_id!)); // prettier-ignore
    expect(audit.map((a) => a.action)).toEqual(['import']);
  }, 120_000);

  it('writes in one transaction: a row the database refuses at the end undoes the rows before it', async () => {
    const landlordId = await userId(t.app, 'landlord@example.com');
    const ids = civilIds('2950505', 300);
    const tenants = ids.map((civilId, i) => ({
      firstName: 'Bulk',
      lastName: `Tenant ${i}`,
      firstNameAr: '',
      lastNameAr: '',
      email: i === 299 ? 'landlord@example.com' : `bulk${i}@tx.test`, // taken: the unique index refuses it
      phone: `6${String(1000000 + i)}`,
      civilId,
      civilIdExpiry: null,
      nationality: '',
    }));
    const before = await tableCounts();
    await expect(
      writeImport(t.app.ctx.db, { landlordId, actorId: landlordId, kind: 'tenants', fileName: 'x.csv', rowCount: 300, plan: { kind: 'tenants', tenants }, now: new Date(), today: '2026-11-28' }), // prettier-ignore
    ).rejects.toMatchObject({ message: expect.stringContaining('email') });
    expect(await tableCounts()).toEqual(before);
  });

  it('undoes exactly what an import wrote, once, and refuses while its rows were touched', async () => {
    const tenantIds = civilIds('2880808', 3);
    const tenantFile = csv([
      TENANT_HEADER,
      ...tenantIds.map((c, i) => [`Undo`, `Tenant ${i}`, `undo${i}@import.test`, `5500000${i}`, c, '']),
    ]);
    const propertyFile = csv([
      [...PROPERTY_HEADER, 'Floors', 'Units per floor'],
      ['Undo Tower', 'residential_building', 'Ahmadi', 'Fintas', '', '', '300', '3', '4'],
      ['Undo Villa', 'villa', 'Jahra', 'Qasr', 'V1', '0', '900.000', '', ''],
    ]);
    const start = await tableCounts();
    const tenantsImport = await upload('landlord', { kind: 'tenants', dryRun: false, file: tenantFile });
    const propertiesImport = await upload('landlord', {
      kind: 'properties',
      dryRun: false,
      file: propertyFile,
    });
    expect(propertiesImport.body.data.counts).toEqual({ properties: 2, property_units: 13 });
    const afterImports = await tableCounts();
    expect(afterImports).toEqual({
      properties: start.properties + 2,
      property_units: start.property_units + 13,
      users: start.users + 3,
      tenant_profiles: start.tenant_profiles + 3,
      imports: start.imports + 2,
    });

    const undone = await as('landlord').ok(E.undo, { params: { id: tenantsImport.body.data.import_id! } });
    expect(undone.data.undone_at).not.toBeNull();
    expect(await tableCounts()).toEqual({
      ...afterImports,
      users: start.users,
      tenant_profiles: start.tenant_profiles,
    });
    const again = await as('landlord').call(E.undo, { params: { id: tenantsImport.body.data.import_id! } });
    expect([again.status, (again.body as { message: string }).message]).toEqual([
      409,
      'This import was already undone.',
    ]);

    // A unit edited since: the properties import can no longer be undone, and nothing is removed.
    const [unit] = await t.app.ctx.db.select({ id: propertyUnits.id }).from(propertyUnits).where(eq(propertyUnits.unitNo, 'V1')); // prettier-ignore
    await t.app.ctx.db
      .update(propertyUnits)
      .set({ monthlyRent: '950.000' })
      .where(eq(propertyUnits.id, unit!.id));
    const touched = await as('landlord').call(E.undo, {
      params: { id: propertiesImport.body.data.import_id! },
    });
    expect(touched.status).toBe(409);
    expect((touched.body as { message: string }).message).toContain('cannot be undone');
    expect(await tableCounts()).toEqual({
      ...afterImports,
      users: start.users,
      tenant_profiles: start.tenant_profiles,
    });

    const listed = await as('landlord').ok(E.list, { query: { pageSize: 100 } });
    expect(listed.items.map((i) => i.id)).toEqual(expect.arrayContaining([tenantsImport.body.data.import_id, propertiesImport.body.data.import_id])); // prettier-ignore
  });

  it('is the landlord’s own: another landlord sees 404, managers and tenants 403', async () => {
    const file = csv([PROPERTY_HEADER, ['Scope Tower', 'commercial', 'Jahra', 'Qasr', 'S1', '0', '100']]);
    const made = await upload('landlord', { kind: 'properties', dryRun: false, file });
    const id = made.body.data.import_id!;
    expect((await as('landlord2').call(E.get, { params: { id } })).status).toBe(404);
    expect((await as('landlord2').call(E.undo, { params: { id } })).status).toBe(404);
    const theirs = await as('landlord2').ok(E.list, {});
    expect(theirs.items.map((i) => i.id)).not.toContain(id);
    for (const who of ['manager', 'tenant'] as const) {
      expect((await as(who).call(E.list, {})).status).toBe(403);
      expect((await upload(who, { kind: 'properties', dryRun: true, file })).status).toBe(403);
    }
    expect((await as('landlord').ok(E.get, { params: { id } })).data.counts).toEqual({
      properties: 1,
      property_units: 1,
    });
  });

  it('serves each template in English and Arabic, as CSV and as XLSX that imports back', async () => {
    const arabicXlsx = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=tenants&lang=ar&format=xlsx',
      headers: bearer(tok.landlord),
    });
    expect(arabicXlsx.statusCode).toBe(200);
    const cells = readXlsx(arabicXlsx.rawPayload);
    expect(cells[0]!.slice(0, 2)).toEqual(['الاسم الأول', 'اسم العائلة']);
    const dry = await upload('landlord', {
      kind: 'tenants',
      dryRun: true,
      file: arabicXlsx.rawPayload,
      name: 't.xlsx',
    });
    expect([dry.body.data.rows, dry.body.data.errors]).toEqual([1, []]);
    const englishCsv = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=properties&lang=en&format=csv',
      headers: bearer(tok.landlord),
    });
    expect(englishCsv.body.split('\r\n')[0]).toMatch(
      /^\ufeffProperty name,Property name \(Arabic\),Property type/,
    );
    const dryProperties = await upload('landlord', {
      kind: 'properties',
      dryRun: true,
      file: englishCsv.body,
    });
    expect([dryProperties.body.data.errors, dryProperties.body.data.counts]).toEqual([[], { properties: 1, property_units: 12 }]); // prettier-ignore
  });
});
