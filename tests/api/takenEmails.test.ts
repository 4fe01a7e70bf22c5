import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_MESSAGES } from '../../domain/managerSchemas';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import { buildTenant, createTenant, post, tokensOf, type Who } from './contractFixtures';
import { createManager, managerInput } from './invitationMail';
import { databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 30 item 9: staff adding a tenant or a manager (or changing a pending tenant's email) learn
 * only that an address "cannot be used", alike for any account (another landlord's user, their own
 * tenant, a super admin), and such refusals are limited per staff user (10 an hour, then 429).
 */

const MINUTE = 60_000;
const UNUSABLE = 'This email address cannot be used. Please enter a different one.';
const REFUSED = { success: false, message: UNUSABLE, detail: null };

describe.each(databaseKinds())('addresses staff cannot use (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.clock.reset();
  });

  const tenantWith = (who: Who, email: string) =>
    post(t.app, tok[who], '/api/tenants/create', buildTenant({ email }));

  it("answers another landlord's user's address only with \"cannot be used\", as for any account's", async () => {
    expect(TENANT_MESSAGES.emailTaken).toBe(UNUSABLE);
    expect(MANAGER_MESSAGES.emailTaken).toBe(UNUSABLE);
    const theirTenant = buildTenant().email;
    await createTenant(t.app, tok.landlord2, { email: theirTenant });

    const answers = [
      await tenantWith('landlord', 'Landlord2@Example.com'), // another landlord
      await tenantWith('landlord', theirTenant), // another landlord's tenant
      await tenantWith('landlord', 'tenant@example.com'), // this landlord's own tenant
      await tenantWith('landlord', 'super@example.com'),
      await createManager(t.app, tok.landlord, managerInput({ email: 'manager@example.com' })),
      await createManager(t.app, tok.landlord, managerInput({ email: theirTenant })),
    ];
    const mine = await createTenant(t.app, tok.landlord); // pending: staff may still change its email
    answers.push(await post(t.app, tok.landlord, `/api/tenants/update/${mine}`, { email: theirTenant }));
    for (const res of answers) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(REFUSED);
      expect(res.body).toBe(answers[0]!.body);
    }
  });

  it('refuses at most 10 taken addresses per staff user in an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2
          ? await tenantWith('landlord2', 'landlord@example.com')
          : await createManager(t.app, tok.landlord2, managerInput({ email: 'tenant@example.com' }));
      expect(res.statusCode, res.body).toBe(409);
    }
    t.clock.advance(MINUTE);
    // The next call that would look an address up is refused before it looks: free or taken.
    for (const res of [
      await tenantWith('landlord2', buildTenant().email),
      await tenantWith('landlord2', 'landlord@example.com'),
      await createManager(t.app, tok.landlord2, managerInput()),
    ]) {
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(59 * 60 - 5);
      expect(retryAfter).toBeLessThanOrEqual(59 * 60);
      expect(res.json()).toEqual({
        success: false,
        retryAfterSeconds: retryAfter,
        message: 'Too many email addresses that cannot be used. Please try again in 59 minutes.',
        detail: null,
      });
    }
    // Another staff user is not limited by these refusals.
    expect((await tenantWith('landlord', 'landlord2@example.com')).json()).toEqual(REFUSED);

    t.clock.advance(59 * MINUTE + 1_000);
    const fresh = (await login(t.app, 'landlord2@example.com')).data.access_token; // the old one expired
    const res = await post(t.app, fresh, '/api/tenants/create', buildTenant());
    expect(res.statusCode, res.body).toBe(200);
  });
});
