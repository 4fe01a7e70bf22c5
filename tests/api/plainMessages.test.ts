import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf, type Who } from './contractFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';

/*
 * Issue 31 item 10 (b, c): messages a person can act on. An empty maintenance category says
 * "Choose a category." rather than listing the codes the field takes; a negative plan price says
 * it must be 0 or more rather than talking about decimals. In English and in Arabic.
 */
describe.each(databaseKinds())('plain field messages (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const messagesOf = async (
    token: string,
    url: string,
    payload: Record<string, unknown>,
    language?: string,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      payload,
    });
    expect(res.statusCode).toBe(422);
    return res.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg);
  };

  const report = { title: 'Water under the sink', priority: 'normal', category: '' };

  it('asks for a category in words, not in codes', async () => {
    const english = await messagesOf(tok.tenant, '/api/maintenance-requests/create', report);
    expect(english).toContain('Choose a category.');
    expect(english.join(' ')).not.toMatch(/plumbing|air_conditioning/);
    const arabic = await messagesOf(tok.tenant, '/api/maintenance-requests/create', report, 'ar');
    expect(arabic).toContain('اختر فئة.');
  });

  const plan = (monthlyPrice: string) => ({
    name: `Negative ${monthlyPrice}`,
    description: '',
    monthlyPrice,
    yearlyPrice: '100.000',
    maxUnits: 5,
    maxManagers: 1,
    features: [],
  });

  it('tells a negative plan price to be 0 or more, and keeps the decimals rule for too many decimals', async () => {
    for (const price of ['-3', '-0.5', '-1,250.000']) {
      const english = await messagesOf(tok.super, '/api/super/plans/create', plan(price));
      expect(english).toEqual(['Price must be 0 or more']);
    }
    expect(await messagesOf(tok.super, '/api/super/plans/create', plan('-3'), 'ar')).toEqual([
      'يجب أن يكون السعر 0 أو أكثر',
    ]);
    expect(await messagesOf(tok.super, '/api/super/plans/create', plan('1.2345'))).toEqual([
      'Use up to 3 decimal places (e.g., 100.000)',
    ]);
  });
});
