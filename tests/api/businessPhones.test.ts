import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { tokensOf, type Who } from './contractFixtures';
import { call, reported, tenantContract } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 31 item 8: a Kuwaiti landline (8 digits starting with 2) is a valid phone where a
 * business's phone is asked (the vendor working a maintenance request); a person's own phone stays
 * a mobile. A refusal names its field, so the form can show it beside that field.
 */
describe.each(databaseKinds())('business phones take landlines (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;
  let requestId: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    t = await tokensOf(ctx.app);
    await tenantContract(ctx.app);
    requestId = (await reported(ctx.app, t.tenant)).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const updateVendor = (vendor_phone: string) =>
    call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/update/${requestId}`, {
      vendor_name: 'Gulf Cooling Co.',
      vendor_phone,
    });

  it('takes a vendor landline, typed with or without the country code', async () => {
    for (const [typed, kept] of [
      ['22334455', '22334455'],
      ['+965 2233 4455', '22334455'],
      ['99887766', '99887766'],
    ]) {
      const res = await updateVendor(typed!);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().data.vendor_phone).toBe(kept);
    }
  });

  it('refuses a number no Kuwaiti phone has, naming the vendor phone field', async () => {
    for (const typed of ['12345678', '2233445', '3322 4455']) {
      const res = await updateVendor(typed);
      expect(res.statusCode, typed).toBe(422);
      expect(res.json()).toMatchObject({
        message: M.vendorPhone,
        detail: [{ loc: ['body', 'vendor_phone'], msg: M.vendorPhone }],
      });
    }
  });

  it("keeps a person's own phone a mobile: a landline on the profile is refused", async () => {
    const res = await call(ctx.app, t.landlord, 'POST', '/api/users/profile/update', {
      fname: 'Khaled',
      lname: 'Al-Sabah',
      phone: '22334455',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.phone);
  });
});
