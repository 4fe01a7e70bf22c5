import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import { buildTenant, post, tokensOf, type Who } from './contractFixtures';
import { buildProperty } from './propertyFixtures';
import { databaseKinds, startTestApp } from './testApp';

/** Issue 16 item 6: the API refuses what the forms refuse, with the same messages. */
describe.each(databaseKinds())('tenant and address validation (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const messages = (body: string) => JSON.parse(body).detail.map((d: { msg: string }) => d.msg);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a Civil ID whose check digit is wrong and accepts the right one', async () => {
    // 288020122596 is valid (python-stdnum's example); one digit off breaks the check.
    const wrong = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ civilId: '288020122595' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(messages(wrong.body)).toEqual([TENANT_MESSAGES.civilIdCheckDigit]);
    const right = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ civilId: '2880 2012 2596' }),
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.civilId).toBe('288020122596');
  });

  it('refuses a Civil ID expiry in the past, on create and on update', async () => {
    const expired = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ civilIdExpiry: '2020-01-31' }),
    );
    expect(expired.statusCode).toBe(422);
    expect(messages(expired.body)).toEqual([TENANT_MESSAGES.civilIdExpired]);

    const created = await post(t.app, tok.landlord, '/api/tenants/create', buildTenant());
    expect(created.statusCode, created.body).toBe(200);
    const update = await post(t.app, tok.landlord, `/api/tenants/update/${created.json().data.id}`, {
      civilIdExpiry: '2021-06-30',
    });
    expect(update.statusCode).toBe(422);
    expect(messages(update.body)).toEqual([TENANT_MESSAGES.civilIdExpired]);
  });

  it('takes only Arabic letters in the Arabic name fields', async () => {
    const latin = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ firstNameAr: 'Faisal', lastNameAr: 'العازمي 2' }),
    );
    expect(latin.statusCode).toBe(422);
    expect(messages(latin.body)).toEqual([TENANT_MESSAGES.firstNameAr, TENANT_MESSAGES.lastNameAr]);
    const arabic = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ firstNameAr: 'عبد الله', lastNameAr: 'آل-صباح' }),
    );
    expect(arabic.statusCode, arabic.body).toBe(200);
  });

  it('takes block and building as numbers, as Kuwaiti addresses write them', async () => {
    const words = await post(
      t.app,
      tok.landlord,
      '/api/properties/create',
      buildProperty({ block: 'Block ten', building: '12A' }),
    );
    expect(words.statusCode).toBe(422);
    expect(messages(words.body)).toEqual([PROPERTY_MESSAGES.block, PROPERTY_MESSAGES.building]);
    const numbers = await post(
      t.app,
      tok.landlord,
      '/api/properties/create',
      buildProperty({ block: ' 3 ', building: '' }),
    );
    expect(numbers.statusCode, numbers.body).toBe(200);
    expect(numbers.json().data).toMatchObject({ block: '3', building: '' });
  });
});
