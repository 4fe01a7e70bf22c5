import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequesContract } from '../../domain/contracts/cheques';
import type { CollectionListTotals } from '../../domain/collectionSchemas';
import { seedDemoCheques } from '../../server/db/seedCheques';
import { api } from '../support/api';
import { seedDemoBillingInto } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';

/**
 * Issue 34 item 5, cheques: the demo tenant's contract has cheques in several states (one cleared,
 * one deposited, one bounced and replaced, the rest held), and the demo's collected figures stay as
 * they were (the cleared one is the clearing of a demo payment by cheque, not a second payment).
 */
describe.each(databaseKinds())('demo cheques (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let before: CollectionListTotals;
  const totals = async () => {
    const res = await get(t.app, tok.landlord, '/api/collections/list');
    expect(res.statusCode).toBe(200);
    return res.json<{ totals: CollectionListTotals }>().totals;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    before = await totals();
    expect(await seedDemoCheques(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo tenant sees its schedule in several states; the figures did not move', async () => {
    const { items } = await api(t.app)
      .as('tenant')
      .ok(chequesContract.endpoints.list, { query: { pageSize: 100 } });
    const count = (state: string) => items.filter((i) => i.state === state).length;
    expect([count('DEPOSITED'), count('BOUNCED'), count('REPLACED'), count('CLEARED')]).toEqual([1, 0, 1, 1]);
    // Held: the replacement, and the months after the first two (how many depends on today's date).
    expect(count('RECEIVED')).toBeGreaterThanOrEqual(1);
    const replaced = items.find((i) => i.state === 'REPLACED')!;
    const replacement = items.find((i) => i.id === replaced.replaced_by_id)!;
    expect([replacement.state, replacement.cheque_no, replacement.replaces_id]).toEqual([
      'RECEIVED',
      '118902',
      replaced.id,
    ]);
    // The cleared one carries the demo's payment by cheque of its invoice, with its receipt.
    const cleared = items.find((i) => i.state === 'CLEARED')!;
    const detail = (
      await api(t.app)
        .as('landlord')
        .ok(chequesContract.endpoints.get, { params: { id: cleared.id } })
    ).data;
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoices[0]!.payment_id).toEqual(expect.any(String));
    expect(detail.history.map((h) => h.to_state)).toEqual(['RECEIVED', 'DEPOSITED', 'CLEARED']);
    expect(await totals()).toEqual(before);
    // Seeding again adds nothing.
    expect(await seedDemoCheques(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(false);
  });
});
