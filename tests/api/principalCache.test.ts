import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth';
import { PRINCIPAL_MAX_AGE_MS } from '../../server/auth/principalCache';
import { queryRows } from '../../server/db/rows';
import { bearer, getMe, login, principalChangesArrived, startTestApp, jwtPayload } from './testApp';

/*
 * The guard remembers a session's principal after its first call (server/auth/principalCache.ts).
 * Only on PostgreSQL, where a LISTEN tells every server process about changed sessions, users and
 * roles (migration 0009): these tests make those changes the way another process would, over a
 * connection of their own, and check that no remembered copy outlives them.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('remembered sessions (postgres)', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  /** Another process: its own connection to the app's database. */
  let other: pg.Client;
  const app = () => t.app;

  const until = async (what: string, done: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting until ${what}`);
  };
  const signedIn = async (email: string) => {
    const { data } = await login(app(), email);
    // The sign-in's own session row is announced too; a lookup that its late notification overtakes
    // is rightly not remembered, so the tests below wait for it before they look at the memory.
    await principalChangesArrived(app());
    const claims = jwtPayload(data.access_token) as { sub: string; sid: string };
    return { token: data.access_token, userId: claims.sub, sessionId: claims.sid };
  };
  /** Revokes a session with triggers off: no notification tells the app. */
  const revokeUnannounced = async (sessionId: string) => {
    await other.query(`set session_replication_role = replica`);
    try {
      await other.query(`update sessions set revoked_at = now() where id = $1`, [sessionId]);
    } finally {
      await other.query(`set session_replication_role = origin`);
    }
  };
  const collections = (token: string) =>
    app().inject({ method: 'GET', url: '/api/collections/list', headers: bearer(token) });

  beforeAll(async () => {
    t = await startTestApp('postgres');
    const [{ db } = { db: '' }] = await queryRows<{ db: string }>(
      app().ctx.db,
      sql`select current_database() as db`,
    );
    const own = new URL(url!);
    own.pathname = `/${db}`;
    other = new pg.Client({ connectionString: own.toString() });
    await other.connect();
    await until('the app listens', () => app().ctx.principals.listening);
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('answers a session from memory after its first call', async () => {
    const s = await signedIn('manager@example.com');
    expect(app().ctx.principals.get(s.userId, s.sessionId, Date.now())).toBeUndefined();
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
    expect(app().ctx.principals.get(s.userId, s.sessionId, Date.now())).toMatchObject({
      userId: s.userId,
      roleKey: 'manager',
    });
    // Revoked with triggers off (no notification): only a remembered copy can still answer.
    await revokeUnannounced(s.sessionId);
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
  });

  it('reads a remembered session again after a minute, even when no notification came', async () => {
    const s = await signedIn('manager@example.com');
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
    await revokeUnannounced(s.sessionId);
    try {
      t.clock.advance(PRINCIPAL_MAX_AGE_MS - 1_000);
      expect((await getMe(app(), s.token)).statusCode).toBe(200);
      t.clock.advance(2_000);
      expect((await getMe(app(), s.token)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a session revoked by another process once its notification arrives', async () => {
    const s = await signedIn('landlord@example.com');
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
    await other.query(`update sessions set revoked_at = now() where id = $1`, [s.sessionId]);
    await principalChangesArrived(app());
    const res = await getMe(app(), s.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.refreshInvalid });
  });

  it("refuses a user disabled by another process, and answers another user's session still", async () => {
    const disabled = await signedIn('landlord2@example.com');
    const bystander = await signedIn('landlord@example.com');
    expect((await getMe(app(), disabled.token)).statusCode).toBe(200);
    expect((await getMe(app(), bystander.token)).statusCode).toBe(200);
    await other.query(`update users set status = 'disabled' where id = $1`, [disabled.userId]);
    try {
      await principalChangesArrived(app());
      expect((await getMe(app(), disabled.token)).statusCode).toBe(401);
      expect(app().ctx.principals.get(bystander.userId, bystander.sessionId, Date.now())).toBeDefined();
      expect((await getMe(app(), bystander.token)).statusCode).toBe(200);
    } finally {
      await other.query(`update users set status = 'active' where id = $1`, [disabled.userId]);
    }
  });

  it('refuses what a role no longer permits once another process takes the permission away', async () => {
    const s = await signedIn('landlord@example.com');
    expect((await collections(s.token)).statusCode).toBe(200);
    const { rows } = await other.query<{ permissions: unknown }>(
      `select permissions from roles where key = 'landlord'`,
    );
    await other.query(
      `update roles set permissions = (select jsonb_agg(p) from jsonb_array_elements(permissions) p
                                        where p->>'name' <> 'View Landlord Payment')
        where key = 'landlord'`,
    );
    try {
      await principalChangesArrived(app());
      expect((await collections(s.token)).statusCode).toBe(403);
    } finally {
      await other.query(`update roles set permissions = $1 where key = 'landlord'`, [
        JSON.stringify(rows[0]!.permissions),
      ]);
    }
    await principalChangesArrived(app());
    expect((await collections(s.token)).statusCode).toBe(200);
  });

  it('refuses what a role no longer permits at once when the change came through the API', async () => {
    const admin = await signedIn('super@example.com');
    const s = await signedIn('landlord@example.com');
    expect((await collections(s.token)).statusCode).toBe(200);
    const list = await app().inject({
      method: 'GET',
      url: '/api/super/roles/list?pageSize=100',
      headers: bearer(admin.token),
    });
    const role = list
      .json<{ items: { id: number; key: string; name: string; permissions: { name: string }[] }[] }>()
      .items.find((r) => r.key === 'landlord')!;
    const update = (permissions: { name: string }[]) =>
      app().inject({
        method: 'POST',
        url: `/api/super/roles/update/${role.id}`,
        headers: bearer(admin.token),
        payload: { name: role.name, permissions },
      });
    const taken = await update(role.permissions.filter((p) => p.name !== 'View Landlord Payment'));
    expect(taken.statusCode, taken.body).toBe(200);
    try {
      // No waiting: the update's own response came after every remembered copy was dropped.
      expect((await collections(s.token)).statusCode).toBe(403);
    } finally {
      expect((await update(role.permissions)).statusCode).toBe(200);
    }
    expect((await collections(s.token)).statusCode).toBe(200);
  });

  it("refuses the app's own sign-out at once, without waiting for a notification", async () => {
    const s = await signedIn('tenant@example.com');
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
    const out = await app().inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(s.token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await getMe(app(), s.token)).statusCode).toBe(401);
  });

  it('remembers nothing while the listening connection is lost, and listens again', async () => {
    const s = await signedIn('manager@example.com');
    expect((await getMe(app(), s.token)).statusCode).toBe(200);
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await until('the loss is seen', () => !app().ctx.principals.listening);
    expect(app().ctx.principals.size).toBe(0);
    // A revocation that no notification reports: the session is read from the database again.
    await revokeUnannounced(s.sessionId);
    expect((await getMe(app(), s.token)).statusCode).toBe(401);

    await until('the app listens again', () => app().ctx.principals.listening);
    const again = await signedIn('manager@example.com');
    expect((await getMe(app(), again.token)).statusCode).toBe(200);
    expect(app().ctx.principals.get(again.userId, again.sessionId, Date.now())).toBeDefined();
  });
});
