import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth';
import { auditContract } from '../../domain/contracts/audit';
import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import { auditLog, mailOutbox, managerProperties, roles, users } from '../../server/db/schema';
import { api } from '../support/api';
import type { Who } from '../support/demoUsers';
import { makeProperty, monthStart, userId } from '../support/make';
import {
  bearer,
  databaseKinds,
  login,
  postLogin,
  principalChangesArrived,
  refresh,
  startTestApp,
} from './testApp';

/*
 * Issue 36 item 3: a landlord corrects an owner (name, email, phone, language) and disables it (and
 * enables it back), named after the contract (domain/contracts/property-owners.ts). An owner's
 * email changes only while its invitation is not taken; a disabled owner cannot sign in (its tokens
 * end), keeps its statements and payouts, and takes no new share; disabling is refused while it
 * holds a share, naming the property. Each change writes one audit row, which the owner's History
 * reads. Another landlord's owner answers 404; a manager reaches only its properties' owners.
 */

const O = propertyOwnersContract.endpoints;
const PASSWORD = 'Owner#2026';

describe.each(databaseKinds())('property owners: edit, disable, enable (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const as = (who: Who) => api(t.app).as(who);
  let seq = 0;

  /** A new owner of the demo landlord (pending: invited, no password yet). */
  async function newOwner(first = 'Hessa') {
    seq += 1;
    const email = `owner-${seq}-${kind}@example.com`;
    const created = await as('landlord').ok(O.create, {
      body: { first_name: first, last_name: 'Al-Sabah', email },
    });
    return created.data;
  }

  /** The newest mail of a template to an address (every mail is written to the outbox). */
  async function lastMail(to: string, template: string) {
    const [mail] = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  }

  /** The owner takes its invitation (sets a password), as from the mailed link. */
  async function accept(email: string) {
    const mail = await lastMail(email, 'invitation');
    const token = /invitation#token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The owner's audit rows, oldest first. */
  const auditOf = (id: string) =>
    t.app.ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));

  const statusOf = async (id: string) =>
    (await t.app.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;

  /** Gives the property wholly to the owners named, or clears it. */
  const setShares = (propertyId: string, owners: { owner_id: string; share: string }[]) =>
    as('landlord').call(O.setShares, {
      params: { id: propertyId },
      body: { owners, fee_kind: 'none', fee_value: '0' },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('corrects an owner’s name, phone and language, with one audit row of what changed', async () => {
    const owner = await newOwner();
    const saved = await as('landlord').ok(O.update, {
      params: { id: owner.id },
      body: { first_name: 'Hissa', phone: '965 5512 3456', language: 'ar' },
    });
    expect(saved.message).toBe('Owner details saved.');
    expect([saved.data.first_name, saved.data.last_name, saved.data.phone, saved.data.language]).toEqual([
      'Hissa',
      'Al-Sabah',
      '55123456',
      'ar',
    ]);
    const got = await as('landlord').ok(O.get, { params: { id: owner.id } });
    expect([got.data.first_name, got.data.phone, got.data.language]).toEqual(['Hissa', '55123456', 'ar']);
    // Clearing the phone, and sending what is already there, change only the phone.
    await as('landlord').ok(O.update, {
      params: { id: owner.id },
      body: { first_name: 'Hissa', last_name: 'Al-Sabah', phone: '', language: 'ar' },
    });
    // Nothing changed: no row.
    await as('landlord').ok(O.update, { params: { id: owner.id }, body: { first_name: 'Hissa' } });
    expect(await auditOf(owner.id)).toEqual([
      { action: 'owner.create', before: null, after: { email: owner.email, role: 'owner' } },
      {
        action: 'owner.update',
        before: { first_name: 'Hessa', phone: null, language: null },
        after: { first_name: 'Hissa', phone: '55123456', language: 'ar' },
      },
      { action: 'owner.update', before: { phone: '55123456' }, after: { phone: null } },
    ]);
    // The owner's History reads them, newest first.
    const history = await as('landlord').ok(auditContract.endpoints.list, {
      query: { record: 'owner', recordId: owner.id, order: 'desc' },
    });
    expect(history.items.map((r) => r.action)).toEqual(['owner.update', 'owner.update', 'owner.create']);
  });

  it('refuses what create refuses, field by field, in English and Arabic', async () => {
    const owner = await newOwner();
    const refused = async (body: Record<string, unknown>) => {
      const res = await as('landlord').call(O.update, { params: { id: owner.id }, body: body as never });
      return [res.status, (res.body as { message: string }).message];
    };
    expect(await refused({ first_name: '  ' })).toEqual([
      422,
      'Enter the owner’s first name (up to 60 characters).',
    ]);
    expect(await refused({ last_name: 'x'.repeat(61) })).toEqual([
      422,
      'Enter the owner’s last name (up to 60 characters).',
    ]);
    expect(await refused({ email: 'not-an-address' })).toEqual([
      422,
      'Enter a valid email address for the owner.',
    ]);
    expect(await refused({ phone: '12345678' })).toEqual([
      422,
      'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.',
    ]);
    expect(await refused({ language: 'fr' })).toEqual([422, 'Choose the language: en or ar.']);
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/property-owners/update/${owner.id}`,
      headers: {
        ...bearer((await login(t.app, 'landlord@example.com')).data.access_token),
        'accept-language': 'ar',
      },
      payload: { first_name: '' },
    });
    expect([arabic.statusCode, arabic.json().message]).toEqual([
      422,
      'أدخل الاسم الأول للمالك (60 حرفاً على الأكثر).',
    ]);
    expect((await auditOf(owner.id)).map((r) => r.action)).toEqual(['owner.create']);
  });

  it('moves a pending owner’s invitation to a corrected email; a taken address gets create’s refusal', async () => {
    const owner = await newOwner();
    const taken = await as('landlord').call(O.update, {
      params: { id: owner.id },
      body: { email: 'Landlord2@Example.com' },
    });
    const createdTwice = await as('landlord').call(O.create, {
      body: { first_name: 'A', last_name: 'B', email: 'landlord2@example.com' },
    });
    expect([taken.status, (taken.body as { message: string }).message]).toEqual([
      createdTwice.status,
      (createdTwice.body as { message: string }).message,
    ]);
    expect([taken.status, (taken.body as { message: string }).message]).toEqual([
      409,
      TENANT_MESSAGES.emailTaken,
    ]);

    const right = `right-${kind}@example.com`;
    const moved = await as('landlord').ok(O.update, { params: { id: owner.id }, body: { email: right } });
    expect(moved.message).toBe(
      `Owner details saved; a new invitation to set a password was mailed to ${right}.`,
    );
    expect(moved.data.email).toBe(right);
    const told = await lastMail(owner.email, 'email-changed');
    expect(told!.textBody).toContain(right);
    await accept(right);
    expect((await login(t.app, right, PASSWORD)).success).toBe(true);
    const rows = await auditOf(owner.id);
    expect(rows.at(-1)).toEqual({
      action: 'owner.update',
      before: { email: owner.email },
      after: { email: right },
    });
  });

  it('refuses to change the email of an owner who signs in with it, and changes nothing', async () => {
    const owner = await newOwner();
    await accept(owner.email);
    const res = await as('landlord').call(O.update, {
      params: { id: owner.id },
      body: { first_name: 'Changed', email: `other-${kind}@example.com` },
    });
    expect([res.status, (res.body as { message: string }).message]).toEqual([
      409,
      'This owner has set a password and signs in with this email, so it cannot be changed here. If their address really changed, add them as a new owner, move their shares to the new one, then disable this one.',
    ]);
    const got = await as('landlord').ok(O.get, { params: { id: owner.id } });
    expect([got.data.email, got.data.first_name]).toEqual([owner.email, 'Hessa']);
    // The same address sent again is no change: the rest saves.
    await as('landlord').ok(O.update, {
      params: { id: owner.id },
      body: { email: owner.email, first_name: 'Hissa' },
    });
  });

  it('refuses to disable an owner holding a share, naming the property; disables it once the share moved', async () => {
    const owner = await newOwner();
    const other = await newOwner('Nasser');
    const name = `Owners Tower ${kind}`;
    const propertyId = await makeProperty(t.app, 'landlord@example.com', name);
    expect((await setShares(propertyId, [{ owner_id: owner.id, share: '100' }])).status).toBe(200);
    await accept(owner.email);

    const refused = await as('landlord').call(O.disable, { params: { id: owner.id } });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([
      409,
      `This owner still holds a share of ${name}. Move their share first: set that property’s owners without them, then disable.`,
    ]);
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/property-owners/disable/${owner.id}`,
      headers: {
        ...bearer((await login(t.app, 'landlord@example.com')).data.access_token),
        'accept-language': 'ar',
      },
    });
    expect(arabic.json().message).toBe(
      `لا يزال هذا المالك يملك حصة في ${name}. انقل حصته أولاً: عيّن ملاك ذلك العقار من دونه، ثم عطّله.`,
    );
    expect(await statusOf(owner.id)).toBe('active');
    expect((await auditOf(owner.id)).map((r) => r.action)).toEqual(['owner.create']);

    // History: a statement for the month and a payout while it held the share.
    const month = monthStart(t.app, 0).slice(0, 7);
    await as('landlord').ok(ownerStatementsContract.endpoints.issue, {
      body: { month, owner_id: owner.id, mail: false },
    });
    await as('landlord').ok(O.payoutCreate, {
      body: { owner_id: owner.id, date: `${month}-01`, amount: '12.500', method: 'cash', note: null },
    });

    // Its signed-in token and refresh token, before it is disabled.
    const session = (await login(t.app, owner.email, PASSWORD)).data;
    const statements = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/owner-statements/list',
        headers: bearer(session.access_token),
      });
    expect((await statements()).statusCode).toBe(200);

    expect((await setShares(propertyId, [{ owner_id: other.id, share: '100' }])).status).toBe(200);
    const disabled = await as('landlord').ok(O.disable, { params: { id: owner.id } });
    expect(disabled.message).toBe(
      'Owner disabled: they can no longer sign in. Their statements and payouts are kept.',
    );
    expect([disabled.data.status, disabled.data.shares]).toEqual(['disabled', []]);
    expect((await auditOf(owner.id)).slice(1)).toEqual([
      { action: 'owner.disable', before: { status: 'active' }, after: { status: 'disabled' } },
    ]);

    // It cannot sign in, its token and its refresh token are refused.
    const signIn = await postLogin(t.app, { email: owner.email, password: PASSWORD });
    expect([signIn.statusCode, signIn.json().message]).toEqual([403, AUTH_MESSAGES.disabled]);
    expect((await statements()).statusCode).toBe(401);
    expect((await refresh(t.app, session.refresh_token)).statusCode).toBe(401);

    // Its statement and payout stay.
    const kept = await as('landlord').ok(ownerStatementsContract.endpoints.list, {
      query: { owner_id: owner.id },
    });
    expect(kept.items.map((s) => s.month)).toEqual([month]);
    const payouts = await as('landlord').ok(O.payouts, { query: { owner_id: owner.id } });
    expect(payouts.items.map((p) => p.amount)).toEqual(['12.500']);

    // It takes no new share, and its email waits until it is enabled.
    const given = await setShares(propertyId, [
      { owner_id: other.id, share: '50' },
      { owner_id: owner.id, share: '50' },
    ]);
    expect([given.status, (given.body as { message: string }).message]).toEqual([
      422,
      'Hessa Al-Sabah is disabled: enable the owner before giving them a share.',
    ]);
    const email = await as('landlord').call(O.update, {
      params: { id: owner.id },
      body: { email: `later-${kind}@example.com` },
    });
    expect([email.status, (email.body as { message: string }).message]).toEqual([
      409,
      'Enable this owner before changing their email.',
    ]);
    const again = await as('landlord').call(O.disable, { params: { id: owner.id } });
    expect([again.status, (again.body as { message: string }).message]).toEqual([
      409,
      'This owner is already disabled.',
    ]);

    // Enabled back: it signs in with its password as before.
    const enabled = await as('landlord').ok(O.enable, { params: { id: owner.id } });
    expect([enabled.message, enabled.data.status]).toEqual([
      'Owner enabled: they can sign in again.',
      'active',
    ]);
    expect((await login(t.app, owner.email, PASSWORD)).success).toBe(true);
    const twice = await as('landlord').call(O.enable, { params: { id: owner.id } });
    expect([twice.status, (twice.body as { message: string }).message]).toEqual([
      409,
      'This owner is not disabled.',
    ]);
    expect((await auditOf(owner.id)).slice(1).map((r) => [r.action, r.after])).toEqual([
      ['owner.disable', { status: 'disabled' }],
      ['owner.enable', { status: 'active' }],
    ]);
    // Its History shows the payout beside its own changes.
    const history = await as('landlord').ok(auditContract.endpoints.list, {
      query: { record: 'owner', recordId: owner.id, order: 'asc' },
    });
    expect(history.items.map((r) => r.action)).toEqual([
      'owner.create',
      'owner_payout.create',
      'owner.disable',
      'owner.enable',
    ]);
  });

  it('enables a disabled owner that never took its invitation back to invited', async () => {
    const owner = await newOwner();
    await as('landlord').ok(O.disable, { params: { id: owner.id } });
    const signIn = await postLogin(t.app, { email: owner.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
    const enabled = await as('landlord').ok(O.enable, { params: { id: owner.id } });
    expect(enabled.data.status).toBe('pending');
    // Its invitation works again.
    await accept(owner.email);
    expect((await login(t.app, owner.email, PASSWORD)).success).toBe(true);
  });

  it('answers 404 for another landlord’s owner, 403 to the owner role, and keeps a manager to its properties', async () => {
    const owner = await newOwner();
    const theirs = await api(t.app)
      .as('landlord2')
      .ok(O.create, {
        body: { first_name: 'Other', last_name: 'Owner', email: `theirs-${kind}@example.com` },
      });
    for (const call of [
      () => as('landlord2').call(O.update, { params: { id: owner.id }, body: { first_name: 'X' } }),
      () => as('landlord2').call(O.disable, { params: { id: owner.id } }),
      () => as('landlord2').call(O.enable, { params: { id: owner.id } }),
      () => as('landlord').call(O.update, { params: { id: theirs.data.id }, body: { first_name: 'X' } }),
      () => as('landlord').call(O.disable, { params: { id: theirs.data.id } }),
      () =>
        as('landlord2').call(auditContract.endpoints.list, {
          query: { record: 'owner', recordId: owner.id },
        }),
    ]) {
      expect((await call()).status).toBe(404);
    }
    for (const call of [
      () => as('owner').call(O.update, { params: { id: owner.id }, body: { first_name: 'X' } }),
      () => as('owner').call(O.disable, { params: { id: owner.id } }),
      () => as('owner').call(O.enable, { params: { id: owner.id } }),
      // A manager reads owners; it changes none unless its landlord grants it.
      () => as('manager').call(O.update, { params: { id: owner.id }, body: { first_name: 'X' } }),
      () => as('manager').call(O.disable, { params: { id: owner.id } }),
    ]) {
      expect((await call()).status).toBe(403);
    }
    expect((await auditOf(owner.id)).map((r) => r.action)).toEqual(['owner.create']);
    expect((await auditOf(theirs.data.id)).map((r) => r.action)).toEqual(['owner.create']);

    // Granted 'Update Property Owner' and limited to one property: that property's owners only.
    const db = t.app.ctx.db;
    const [managerRole] = await db.select().from(roles).where(eq(roles.key, 'manager'));
    const managerId = await userId(t.app, 'manager@example.com');
    const inside = await makeProperty(t.app, 'landlord@example.com');
    const outside = await makeProperty(t.app, 'landlord@example.com');
    const insider = await newOwner('Inside');
    await setShares(inside, [{ owner_id: insider.id, share: '100' }]);
    await setShares(outside, [{ owner_id: owner.id, share: '100' }]);
    await db
      .update(roles)
      .set({
        permissions: [...managerRole!.permissions, { name: 'Update Property Owner', show_on_menu: false }],
      })
      .where(eq(roles.key, 'manager'));
    await db.insert(managerProperties).values({ managerId, propertyId: inside });
    t.app.ctx.principals.forgetAll();
    await principalChangesArrived(t.app);
    try {
      const edited = await as('manager').call(O.update, {
        params: { id: insider.id },
        body: { phone: '99887766' },
      });
      expect(edited.status).toBe(200);
      expect((await as('manager').call(O.update, { params: { id: owner.id }, body: { phone: '99887766' } })).status).toBe(404); // prettier-ignore
      expect((await as('manager').call(O.disable, { params: { id: owner.id } })).status).toBe(404);
      // The manager's change is audited as its own.
      const [row] = await db
        .select({ actorId: auditLog.actorId, actorRole: auditLog.actorRole })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, insider.id), eq(auditLog.action, 'owner.update')));
      expect(row).toEqual({ actorId: managerId, actorRole: 'manager' });
    } finally {
      await db.update(roles).set({ permissions: managerRole!.permissions }).where(eq(roles.key, 'manager'));
      await db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
      t.app.ctx.principals.forgetAll();
      await principalChangesArrived(t.app);
    }
  });
});
