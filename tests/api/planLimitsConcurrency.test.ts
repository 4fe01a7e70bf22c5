import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptionFlow';
import { propertyUnits, roles, users } from '../../server/db/schema';
import { post, tokensOf, type Who } from './contractFixtures';
import { managerInput } from './invitationMail';
import { approvedLandlord, propertyWithUnits, type NewLandlord } from './subscriptionFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 30 item 4: a plan's managers and units are counted and added under one per-landlord lock,
 * so requests sent together cannot all pass the same count. An approved landlord is on the
 * Professional trial: 5 managers, 50 units.
 */
const MANAGER_LIMIT = M.managerLimit('Professional', 5, { name: 'Enterprise', maxManagers: 25 });
const UNIT_LIMIT = M.unitLimit('Professional', 50, { name: 'Enterprise', maxUnits: 500 });

describe.each(databaseKinds())('plan limits under concurrent writes (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const countedManagers = async (landlordId: string) => {
    const [row] = await t.app.ctx.db
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.landlordId, landlordId), eq(roles.key, 'manager'), ne(users.status, 'disabled')));
    return row!.n;
  };
  const unitsOf = async (landlordId: string) => {
    const [row] = await t.app.ctx.db
      .select({ n: count() })
      .from(propertyUnits)
      .where(eq(propertyUnits.landlordId, landlordId));
    return row!.n;
  };
  const invite = (landlord: NewLandlord) =>
    post(t.app, landlord.token, '/api/property-managers/create', managerInput());
  const outcomes = (answers: { statusCode: number; json: () => unknown }[]) =>
    answers.map((res) => `${res.statusCode} ${(res.json() as { message: string }).message}`).sort();

  it('12 manager invitations sent together on a 5-manager plan create exactly 5', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const answers = await Promise.all(Array.from({ length: 12 }, () => invite(landlord)));
    const refused = outcomes(answers.filter((res) => res.statusCode !== 200));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(refused).toEqual(Array(7).fill(`422 ${MANAGER_LIMIT}`));
    expect(await countedManagers(landlord.id)).toBe(5);
  });

  it('a disabled manager brought back counts against the plan like a new one', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await invite(landlord);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ data: { id: string } }>().data.id);
    }
    const update = (id: string, status: string) =>
      post(t.app, landlord.token, `/api/property-managers/update/${id}`, { status });
    expect((await update(ids[0]!, 'disabled')).statusCode).toBe(200);
    expect((await invite(landlord)).statusCode).toBe(200);
    const back = await update(ids[0]!, 'active');
    expect(back.statusCode).toBe(422);
    expect(back.json<{ message: string }>().message).toBe(MANAGER_LIMIT);
    expect(await countedManagers(landlord.id)).toBe(5);
  });

  it('property creates and updates adding units together never pass the plan’s units', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    // Four properties of one unit each: 4 of 50 units used.
    const existing = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(1));
      expect(res.statusCode, res.body).toBe(200);
      existing.push(res.json<{ data: { id: string; units: { id: string }[] } }>().data);
    }
    // Eight writes of 9 new units each (72 asked, 46 free): five fit, three must be refused.
    const nineMore = propertyWithUnits(9).units.map((u, i) => ({ ...u, unitNo: `N${i + 1}` }));
    const updates = existing.map((p) =>
      post(t.app, landlord.token, `/api/properties/update/${p.id}`, {
        ...propertyWithUnits(0),
        units: [...p.units, ...nineMore],
      }),
    );
    const creates = existing.map(() =>
      post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(9)),
    );
    const answers = await Promise.all([...updates, ...creates]);
    const passed = answers.filter((res) => res.statusCode === 200);
    expect(passed).toHaveLength(5);
    expect(outcomes(answers.filter((res) => res.statusCode !== 200))).toEqual(
      Array(3).fill(`422 ${UNIT_LIMIT}`),
    );
    expect(await unitsOf(landlord.id)).toBe(4 + 5 * 9);
  });
});
