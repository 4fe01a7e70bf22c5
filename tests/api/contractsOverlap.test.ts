import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../../domain/contractSchemas';
import { contracts } from '../../server/db/schema';
import { pgErrorCode } from '../../server/db/pgErrors';
import { databaseKinds, startTestApp } from './testApp';
import {
  buildContract,
  createTenant,
  dayFromToday,
  post,
  tokensOf,
  unitStatus,
  type Who,
} from './contractFixtures';
import { makeUnit, userId } from '../support/make';

/**
 * A unit never has two overlapping approved contracts, and the database is what guarantees it:
 * the exclusion constraint contracts_no_overlap_per_unit (migration 0004). Concurrency is only
 * real on PostgreSQL (PGlite runs one query at a time); the constraint holds on both.
 */
describe.each(databaseKinds())('no overlapping approved contracts (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let tenantId: string;
  let landlordId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    tenantId = await createTenant(t.app, tok.landlord);
    landlordId = await userId(t.app, 'landlord@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const row = (unitId: string, startDate: string, endDate: string, status = 'approved') => ({
    landlordId,
    tenantId,
    unitId,
    startDate,
    endDate,
    monthlyRent: '100.000',
    status,
  });

  /** The error a statement threw, or null when it succeeded. */
  const failure = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return null;
    } catch (err) {
      return err;
    }
  };

  it('the constraint refuses a direct INSERT that overlaps an approved contract', async () => {
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const db = t.app.ctx.db;
    await db.insert(contracts).values(row(unitId, '2030-01-01', '2030-12-31'));
    const err = await failure(() => db.insert(contracts).values(row(unitId, '2030-12-31', '2031-06-30')));
    expect(pgErrorCode(err)).toBe('23P01');
    // Touching ends are an overlap ([] bounds); the next day is not, nor is a non-approved row.
    await db.insert(contracts).values(row(unitId, '2031-01-01', '2031-12-31'));
    await db.insert(contracts).values(row(unitId, '2030-06-01', '2030-07-01', 'requested'));
  });

  it('the constraint refuses a direct UPDATE that approves an overlapping contract', async () => {
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const db = t.app.ctx.db;
    await db.insert(contracts).values(row(unitId, '2032-01-01', '2032-12-31'));
    const [pending] = await db
      .insert(contracts)
      .values(row(unitId, '2032-06-01', '2033-05-31', 'requested'))
      .returning({ id: contracts.id });
    const err = await failure(() =>
      db.update(contracts).set({ status: 'approved' }).where(eq(contracts.id, pending!.id)),
    );
    expect(pgErrorCode(err)).toBe('23P01');
  });

  it('two concurrent approvals of overlapping contracts: exactly one succeeds', async () => {
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const ids: string[] = [];
    for (const overrides of [{}, { startDate: dayFromToday(-10), endDate: dayFromToday(100) }]) {
      const res = await post(
        t.app,
        tok.landlord,
        '/api/contracts/create',
        buildContract(tenantId, unitId, overrides),
      );
      ids.push(res.json<{ data: { id: string } }>().data.id);
    }
    // Both cover today, so whichever wins occupies the unit. Both requests are in flight at once;
    // on PostgreSQL each runs on its own pooled connection.
    const answers = await Promise.all(
      ids.map((id) => post(t.app, tok.landlord, `/api/contracts/approve/${id}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      message: CONTRACT_MESSAGES.overlap,
    });
    const approved = await t.app.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.unitId, unitId));
    expect(approved).toHaveLength(2);
    const statuses = await t.app.ctx.db
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.unitId, unitId));
    expect(statuses.map((s) => s.status).sort()).toEqual(['approved', 'requested']);
    expect(await unitStatus(t.app, unitId)).toBe('occupied');
  });

  it('many concurrent approvals on one unit still leave exactly one approved', async () => {
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(t.app, tok.landlord, '/api/contracts/create', buildContract(tenantId, unitId));
      ids.push(res.json<{ data: { id: string } }>().data.id);
    }
    const answers = await Promise.all(
      ids.map((id) => post(t.app, tok.landlord, `/api/contracts/approve/${id}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
  });
});
