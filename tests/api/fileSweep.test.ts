import { existsSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SWEEP_GRACE_MS, sweepFiles } from '../../server/jobs/fileSweep';
import { queryRows } from '../../server/db/rows';
import { payments } from '../../server/db/schema';
import { buildContract, createTenant, post } from './contractFixtures';
import { MINIMAL_PDF, multipartBody } from './multipart';
import {
  createPayment,
  paymentPayload,
  unpaidInvoice,
  updatePayload,
  updatePaymentCall,
} from './paymentFixtures';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import { makeUnit } from '../support/make';

const pdf = (name: string) => ({ name, data: MINIMAL_PDF, type: 'application/pdf' });
const HOURS = 3_600_000;

describe.each(databaseKinds())('file sweep (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let landlord: string;
  const docs = () => path.join(t.app.ctx.config.dataDir, 'documents');
  const onDisk = (key: string) => existsSync(path.join(docs(), key));
  /** Sweeps as the job would once every file stored so far is past the grace. */
  const sweepLater = async () => {
    t.clock.advance(FILE_SWEEP_GRACE_MS + HOURS);
    return sweepFiles(t.app.ctx);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    landlord = (await login(t.app, 'landlord@example.com')).data.access_token;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.clock.reset();
  });

  it('deletes an attachment taken off a payment and keeps the one kept, still served', async () => {
    const invoice = await unpaidInvoice(t.app);
    const created = await createPayment(t.app, landlord, paymentPayload(invoice.id), {
      files: [pdf('receipt.pdf'), pdf('slip.pdf')],
    });
    const keysOf = async () =>
      (await t.app.ctx.db.select().from(payments).where(eq(payments.id, created.id)))[0]!.attachments;
    const [receipt, slip] = await keysOf();
    expect([onDisk(receipt!.key), onDisk(slip!.key)]).toEqual([true, true]);

    const res = await updatePaymentCall(
      t.app,
      landlord,
      created.id,
      updatePayload({ keep_attachments: ['receipt.pdf'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Not yet: a file stays at least an hour, whatever names it.
    expect((await sweepFiles(t.app.ctx)).deleted).toBe(0);
    expect(onDisk(slip!.key)).toBe(true);

    expect((await sweepLater()).deleted).toBeGreaterThanOrEqual(1);
    expect([onDisk(receipt!.key), onDisk(slip!.key)]).toEqual([true, false]);
    const [kept] = res.json<{ items: { docs: { attachments: { url: string }[] } } }>().items.docs.attachments;
    t.clock.reset();
    expect((await t.app.inject({ method: 'GET', url: kept!.url })).statusCode).toBe(200);
  });

  it("deletes a deleted contract's documents", async () => {
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const tenantId = await createTenant(t.app, landlord);
    const form = await multipartBody(buildContract(tenantId, unitId), [pdf('lease.pdf')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/create',
      headers: { ...bearer(landlord), ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json<{ data: { id: string } }>().data;
    const [row] = await queryRows<{ key: string }>(
      t.app.ctx.db,
      sql`select documents->0->>'key' as key from contracts where id = ${contract.id}`,
    );
    const key = row!.key;
    expect(onDisk(key)).toBe(true);

    expect((await post(t.app, landlord, `/api/contracts/delete/${contract.id}`)).statusCode).toBe(200);
    await sweepLater();
    expect(onDisk(key)).toBe(false);
  });

  it('deletes a replaced avatar and keeps the current one', async () => {
    const upload = async (color: string) => {
      const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
        .png()
        .toBuffer();
      const body = new FormData();
      body.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/profile/avatar',
        headers: bearer(landlord),
        payload: body as never,
      });
      expect(res.statusCode, res.body).toBe(200);
      return path.join(
        t.app.ctx.config.uploadsDir,
        res.json<{ data: { avatar: string } }>().data.avatar.slice(8),
      );
    };
    const first = await upload('#aa0000');
    const second = await upload('#00aa00');
    await sweepLater();
    expect([existsSync(first), existsSync(second)]).toEqual([false, true]);
  });

  it('keeps every file a record names, in each column that names files', async () => {
    // One file per column, named by a row of the demo data; the sweep must know every column.
    const key = (column: string) => `${column.replaceAll('_', '').padEnd(22, 'x').slice(0, 22)}.pdf`;
    const image = (n: number) => `${String(n).repeat(64)}.webp`;
    await mkdir(docs(), { recursive: true });
    await mkdir(t.app.ctx.config.uploadsDir, { recursive: true });
    const named = ['properties_photos', 'tenant_profiles', 'contracts_docs', 'payments_attach'].map(key);
    const images = [1, 2, 3].map(image);
    for (const name of named) writeFileSync(path.join(docs(), name), MINIMAL_PDF);
    for (const name of images) writeFileSync(path.join(t.app.ctx.config.uploadsDir, name), 'webp');
    const doc = (k: string) => JSON.stringify([{ key: k, name: 'a.pdf', type: 'application/pdf', size: 1 }]);
    const db = t.app.ctx.db;
    await db.execute(sql`update properties set photos = ${doc(named[0]!)}::jsonb
                          where id = (select id from properties limit 1)`);
    await db.execute(sql`update tenant_profiles set documents = ${doc(named[1]!)}::jsonb
                          where user_id = (select user_id from tenant_profiles limit 1)`);
    await db.execute(sql`update contracts set documents = ${doc(named[2]!)}::jsonb
                          where id = (select id from contracts limit 1)`);
    await db.execute(sql`update payments set attachments = attachments || ${doc(named[3]!)}::jsonb
                          where id = (select id from payments limit 1)`);
    await db.execute(sql`update users set avatar_path = ${`uploads/${images[0]}`}
                          where email = 'tenant@example.com'`);
    await db.execute(sql`insert into vendor_settings (landlord_id, name, logo_path, banner_path, media)
                         select id, 'Landlord Two', ${`uploads/${images[1]}`}, ${`uploads/${images[2]}`}, '{}'::jsonb
                           from users where email = 'landlord2@example.com'
                         on conflict (landlord_id) do update
                           set logo_path = excluded.logo_path, banner_path = excluded.banner_path`);
    // And one no record names, which goes.
    writeFileSync(path.join(docs(), key('nobody_names_this')), MINIMAL_PDF);

    await sweepLater();
    expect(named.map(onDisk)).toEqual([true, true, true, true]);
    expect(images.map((n) => existsSync(path.join(t.app.ctx.config.uploadsDir, n)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(onDisk(key('nobody_names_this'))).toBe(false);
  });

  // Last: it empties every file column of this test's database.
  it('deletes nothing when no record names any file (the wrong database, say)', async () => {
    const db = t.app.ctx.db;
    await db.execute(sql`update properties set photos = '[]'::jsonb`);
    await db.execute(sql`update tenant_profiles set documents = '[]'::jsonb`);
    await db.execute(sql`update contracts set documents = '[]'::jsonb`);
    await db.execute(sql`update payments set attachments = '[]'::jsonb`);
    await db.execute(sql`update users set avatar_path = null`);
    await db.execute(sql`update vendor_settings set logo_path = null, banner_path = null`);
    await mkdir(docs(), { recursive: true });
    const orphan = 'nobodyNamesThisFileXYZ.pdf';
    writeFileSync(path.join(docs(), orphan), MINIMAL_PDF);

    expect(await sweepLater()).toMatchObject({ deleted: 0, skipped: true });
    expect(onDisk(orphan)).toBe(true);
  });
});
