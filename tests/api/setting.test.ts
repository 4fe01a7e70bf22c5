import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_EMAILS } from '../support/demoUsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkInvalidMessage, SETTING_MESSAGES } from '../../domain/settingMessages';
import type { App } from '../../server/app';
import { bearer, databaseKinds, login, startTestApp, type TestApp, type TestDatabase } from './testApp';

type Part = string | { data: Buffer; filename: string; type: string };

/** A multipart body as the panel sends it: text fields and files in one FormData. */
function form(parts: Record<string, Part>): FormData {
  const body = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') body.append(name, part);
    else body.append(name, new Blob([new Uint8Array(part.data)], { type: part.type }), part.filename);
  }
  return body;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
    .png()
    .toBuffer();

/** A phone photo: a JPEG whose EXIF names its author and where it was taken. */
const EXIF_MARKER = 'SECRET-EXIF-MARKER';
const jpegWithExif = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: EXIF_MARKER, Artist: EXIF_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 0/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();

const LINKS = {
  facebook: 'https://facebook.com/khaled-rentals',
  instagram: 'https://instagram.com/khaled.rentals',
  twitter: '',
  whatsapp: 'https://wa.me/96599123456',
  linkedin: '',
  youtube: 'http://youtube.com/@khaledrentals',
};

describe.each(databaseKinds())('App Setting API on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };
  const tokens: Record<'landlord' | 'landlord2' | 'manager' | 'tenant' | 'super' | 'owner', string> = {
    landlord: '',
    landlord2: '',
    manager: '',
    tenant: '',
    super: '',
    owner: '',
  };
  let landlordId = '';
  let landlord2Id = '';

  const getSetting = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/api/setting/get', headers: bearer(token) });
  const update = (app: App, token: string, parts: Record<string, Part>) =>
    app.inject({ method: 'POST', url: '/api/setting/update', headers: bearer(token), payload: form(parts) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const emails = DEMO_EMAILS;
    for (const [who, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      const { data } = await login(t.app, email);
      tokens[who] = data.access_token;
      if (who === 'landlord') landlordId = data.landlordId!;
      if (who === 'landlord2') landlord2Id = data.landlordId!;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads an empty setting before the first save, for the landlord and its manager', async () => {
    const empty = {
      name: '',
      address: '',
      description: '',
      media: { facebook: '', instagram: '', twitter: '', whatsapp: '', linkedin: '', youtube: '' },
      logo: null,
      banner: null,
    };
    for (const token of [tokens.landlord, tokens.manager]) {
      const res = await getSetting(t.app, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SETTING_MESSAGES.loaded, data: empty });
    }
  });

  it('tells the super admin it has no vendor setting, and refuses tenants', async () => {
    const superRead = await getSetting(t.app, tokens.super);
    expect(superRead.statusCode).toBe(404);
    expect(superRead.json()).toMatchObject({ success: false, message: SETTING_MESSAGES.noVendor });
    const superUpdate = await update(t.app, tokens.super, { name: 'Platform' });
    expect(superUpdate.statusCode).toBe(404);
    expect((await getSetting(t.app, tokens.tenant)).statusCode).toBe(403);
  });

  it('updates without files and answers the tenant config with logo and banner', async () => {
    const res = await update(t.app, tokens.landlord, {
      name: '  Khaled Rentals ',
      address: 'Salmiya, Block 10, Kuwait',
      desc: 'Family flats near the sea.',
      media: JSON.stringify(LINKS),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Setting updated successfully',
      data: {
        name: 'Khaled Rentals',
        address: 'Salmiya, Block 10, Kuwait',
        description: 'Family flats near the sea.',
        media: LINKS,
        logo: null,
        banner: null,
      },
    });
    const read = await getSetting(t.app, tokens.manager);
    expect(read.json().data).toMatchObject({ name: 'Khaled Rentals', media: LINKS });
  });

  it('updates with a logo and a banner, checked by content and stored without metadata', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(EXIF_MARKER)).toBe(true);

    const res = await update(t.app, tokens.landlord, {
      name: 'Khaled Rentals',
      logo: { data: await png(256, 100), filename: 'logo.png', type: 'image/png' },
      // The declared type is wrong on purpose: the server reads the bytes, not the label.
      banner: { data: photo, filename: 'banner.jpeg', type: 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.logo).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect(data.banner).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    // Fields the form left out keep their values.
    expect(data).toMatchObject({ address: 'Salmiya, Block 10, Kuwait', media: LINKS });

    const stored = await readFile(path.join(t.app.ctx.config.uploadsDir, path.basename(data.banner)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(EXIF_MARKER)).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/${data.logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    // The login answer's tenantConfig and the public system config carry the branding.
    const relogin = await login(t.app, 'tenant@example.com');
    expect(relogin.data.tenantConfig).toEqual({
      name: 'Khaled Rentals',
      logo: data.logo,
      banner: data.banner,
    });
    const config = await t.app.inject({ method: 'GET', url: `/api/get/${landlordId}` });
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toMatchObject({ tenantLogo: data.logo, tenantBanner: data.banner });

    // A later update without files keeps both images.
    const again = await update(t.app, tokens.landlord, { name: 'Khaled Rentals Co.' });
    expect(again.json().data).toMatchObject({
      name: 'Khaled Rentals Co.',
      logo: data.logo,
      banner: data.banner,
    });
  });

  it("refuses a missing or blank name with the spec's message", async () => {
    const bodies: Record<string, Part>[] = [{ address: 'Hawally' }, { name: '   ' }];
    for (const parts of bodies) {
      const res = await update(t.app, tokens.landlord, parts);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Please enter your vendor name',
        detail: [{ loc: ['body', 'name'], msg: 'Please enter your vendor name' }],
      });
    }
  });

  it('refuses a text file named .png, and other formats, and stores nothing', async () => {
    const before = (await getSetting(t.app, tokens.landlord)).json().data;
    const fakes = [
      { data: Buffer.from('this is not an image\n'), filename: 'logo.png', type: 'image/png' },
      {
        data: await sharp(await png(10, 10))
          .gif()
          .toBuffer(),
        filename: 'logo.gif',
        type: 'image/gif',
      },
      { data: (await png(256, 100)).subarray(0, 60), filename: 'cut.png', type: 'image/png' },
    ];
    for (const logo of fakes) {
      const res = await update(t.app, tokens.landlord, { name: 'Renamed By Fake', logo });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Only image files (JPG, JPEG, PNG, WEBP) are allowed',
        detail: [{ loc: ['body', 'logo'], msg: 'Only image files (JPG, JPEG, PNG, WEBP) are allowed' }],
      });
    }
    expect((await getSetting(t.app, tokens.landlord)).json().data).toEqual(before);
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([await png(16, 16), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await update(t.app, tokens.landlord, {
      name: 'Khaled Rentals',
      banner: { data: big, filename: 'banner.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: SETTING_MESSAGES.imageTooLarge,
      detail: [{ loc: ['body', 'banner'] }],
    });
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await update(t.app, tokens.landlord, {
      name: 'Khaled Rentals',
      logo: { data: huge, filename: 'huge.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'logo'], msg: SETTING_MESSAGES.imageTooManyPixels, type: 'image_pixels' },
    ]);
  });

  it('refuses malformed media JSON with a clear message', async () => {
    for (const media of ['{"facebook": "https://facebook.com/x"', '["https://facebook.com/x"]', 'null']) {
      const res = await update(t.app, tokens.landlord, { name: 'Khaled Rentals', media });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: SETTING_MESSAGES.mediaMalformed,
        detail: [{ loc: ['body', 'media'], msg: SETTING_MESSAGES.mediaMalformed }],
      });
    }
  });

  it('refuses social links that are not http(s) addresses, naming the platform', async () => {
    const res = await update(t.app, tokens.landlord, {
      name: 'Khaled Rentals',
      media: JSON.stringify({ ...LINKS, facebook: 'javascript:alert(1)', youtube: 'youtube.com/@x' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'media', 'facebook'], msg: linkInvalidMessage('facebook') }),
      expect.objectContaining({ loc: ['body', 'media', 'youtube'], msg: linkInvalidMessage('youtube') }),
    ]);
    expect(linkInvalidMessage('facebook')).toContain('Facebook');
    expect((await getSetting(t.app, tokens.landlord)).json().data.media).toEqual(LINKS);
  });

  it('lets only the landlord update, and refuses a body that is not multipart', async () => {
    const manager = await update(t.app, tokens.manager, { name: 'Manager Was Here' });
    expect(manager.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/setting/update',
      headers: bearer(tokens.landlord),
      payload: { name: 'Json Body' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(SETTING_MESSAGES.notMultipart);
    expect((await getSetting(t.app, tokens.landlord)).json().data.name).toBe('Khaled Rentals Co.');
  });

  it("keeps landlord A's update away from landlord B's setting", async () => {
    const b = await update(t.app, tokens.landlord2, {
      name: 'Fatma Homes',
      media: JSON.stringify({ instagram: 'https://instagram.com/fatma.homes' }),
      logo: { data: await png(300, 120), filename: 'fatma.png', type: 'image/png' },
    });
    expect(b.statusCode).toBe(200);
    const bBefore = (await getSetting(t.app, tokens.landlord2)).json().data;

    const a = await update(t.app, tokens.landlord, {
      name: 'Khaled Rentals Again',
      media: JSON.stringify({ facebook: 'https://facebook.com/khaled' }),
      logo: { data: await png(256, 100), filename: 'logo.png', type: 'image/png' },
    });
    expect(a.statusCode).toBe(200);

    const bAfter = (await getSetting(t.app, tokens.landlord2)).json().data;
    expect(bAfter).toEqual(bBefore);
    expect(bAfter).toMatchObject({
      name: 'Fatma Homes',
      media: { instagram: 'https://instagram.com/fatma.homes' },
    });
    expect(bAfter.logo).not.toBe(a.json().data.logo);
    expect((await getSetting(t.app, tokens.manager)).json().data.name).toBe('Khaled Rentals Again');

    const configB = await t.app.inject({ method: 'GET', url: `/api/get/${landlord2Id}` });
    expect(configB.json().data.tenantLogo).toBe(bAfter.logo);
  });

  it('answers the system config with roles for any id, and no branding for an unknown one', async () => {
    const landlordRole = (await login(t.app, 'landlord@example.com')).data.role.id;
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'; drop table users;--"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/get/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { tenantLogo: null, tenantBanner: null, roles: { landlord: { id: landlordRole } } },
      });
      expect(res.json().data.roles).not.toHaveProperty('super_admin');
    }
  });
});
