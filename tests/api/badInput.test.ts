import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../../domain/contractSchemas';
import { LIST_QUERY_MESSAGES } from '../../domain/listQuery';
import { MANUAL_PAYMENT_MESSAGES } from '../../domain/manualPaymentSchemas';
import { TENANT_SORTS } from '../../domain/tenantSchemas';
import { withoutThousandsSeparators } from '../../domain/money';
import { buildContract, post, tokensOf, type Who } from './contractFixtures';
import { createPaymentCall, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { bearer, databaseKinds, postLogin, startTestApp } from './testApp';
import { makeUnit, makeTenant } from '../support/make';

/*
 * Issue 15 items 5, 6 and 7: bad input answered 500 (sort=__proto__, a NUL byte, an impossible
 * date), money text was misread ('1,5' recorded as 15 KWD), and sign-up told which emails have
 * accounts without any limit.
 */

/** Lists with a date (or month) filter, and the impossible value each is sent. */
const IMPOSSIBLE_DATES: Record<string, string> = {
  '/api/manual-payments/list': 'dateFrom=2026-02-30',
  '/api/receipts/list': 'dateFrom=2026-02-30',
  '/api/invoices/list': 'period=2026-13',
  '/api/reports/rental-collection': 'month=2026-13',
};

describe.each(databaseKinds())('bad input is a 422, never a 500 (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every list refuses an unknown or prototype sort, a control character in q and an impossible date', async () => {
    const lists = app()
      .routeTable.filter((r) => r.method === 'GET' && (r.url.endsWith('/list') || r.url in IMPOSSIBLE_DATES))
      .map((r) => r.url);
    // The walk covers every list the API has (a new one is walked without being named here).
    expect(lists.length).toBeGreaterThanOrEqual(12);
    expect(lists).toEqual(expect.arrayContaining(Object.keys(IMPOSSIBLE_DATES)));
    for (const url of lists) {
      // Someone who may read the list: its plain call answers 200.
      let caller: string | undefined;
      for (const who of ['super', 'landlord', 'tenant'] as const) {
        if ((await get(tok[who], url)).statusCode === 200) {
          caller = tok[who];
          break;
        }
      }
      expect(caller, `nobody reads ${url}`).toBeDefined();
      const bad = ['sort=__proto__', 'sort=constructor', 'sort=noSuchField', 'q=%00', 'q=abc%01def'];
      if (IMPOSSIBLE_DATES[url]) bad.push(IMPOSSIBLE_DATES[url]);
      for (const query of bad) {
        const res = await get(caller!, `${url}?${query}`);
        expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(422);
        expect(res.json().message, `${url}?${query}`).toBeTruthy();
      }
    }
  });

  it('says what is wrong in words a person can act on', async () => {
    const sort = await get(tok.landlord, '/api/tenants/list?sort=__proto__');
    expect(sort.json().message).toBe(LIST_QUERY_MESSAGES.sortField(TENANT_SORTS));
    expect((await get(tok.landlord, '/api/tenants/list?q=%00')).json().message).toBe(
      LIST_QUERY_MESSAGES.searchControl,
    );
    expect((await get(tok.landlord, '/api/manual-payments/list?dateFrom=2026-02-30')).json().message).toBe(
      LIST_QUERY_MESSAGES.date,
    );
    expect((await get(tok.landlord, '/api/manual-payments/list?sort=amount')).json().message).toBe(
      LIST_QUERY_MESSAGES.noSort,
    );
  });

  it('a NUL byte in a sign-in or sign-up email is a 422', async () => {
    const signIn = await postLogin(app(), { email: 'landlord@example.com\u0000', password: 'x' });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().message).toBe('Please enter a valid email address.');
    const signUp = await app().inject({
      method: 'POST',
      url: '/api/landlord-users/create',
      payload: {
        fname: 'Mariam',
        lname: 'Al-Ali',
        email: 'nul\u0000@example.com',
        phone: '99887766',
        gender: 'female',
        password: 'Secret123',
      },
    });
    expect(signUp.statusCode).toBe(422);
  });

  it('reads commas in money only as thousands separators', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '450.000' });
    for (const amount of ['1,5', '1,0,0,0.5', '12,34', ',100']) {
      const res = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { amount }));
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(422);
      expect(res.json().message).toBe(MANUAL_PAYMENT_MESSAGES.amountDecimals);
    }
    const unit = await makeUnit(app(), 'landlord@example.com');
    const tenantId = await makeTenant(app(), 'landlord@example.com');
    const misread = await post(
      app(),
      tok.landlord,
      '/api/contracts/create',
      buildContract(tenantId, unit.unitId, { monthlyRent: '1,5' }),
    );
    expect(misread.statusCode).toBe(422);
    expect(misread.json().message).toBe(CONTRACT_MESSAGES.monthlyRent);
    const grouped = await post(
      app(),
      tok.landlord,
      '/api/contracts/create',
      buildContract(tenantId, unit.unitId, { monthlyRent: '1,250.500' }),
    );
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(grouped.json().data.monthlyRent).toBe('1250.500');
  });
});

describe('withoutThousandsSeparators', () => {
  it.each([
    ['1,000', '1000'],
    ['12,500.750', '12500.750'],
    [' 1,000,000.5 ', '1000000.5'],
    ['350.5', '350.5'],
    ['1,5', '1,5'],
    ['1,0,0,0.5', '1,0,0,0.5'],
    ['1000,000', '1000,000'],
  ])('%s → %s', (typed, digits) => {
    expect(withoutThousandsSeparators(typed)).toBe(digits);
  });
});

describe.each(databaseKinds())('sign-ups per address (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { SIGNUP_MAX_PER_ADDRESS: '3', SIGNUP_WINDOW_MINUTES: '60' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const signup = (email: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/landlord-users/create',
      remoteAddress,
      payload: {
        fname: 'Mariam',
        lname: 'Al-Ali',
        email,
        phone: '99887766',
        gender: 'female',
        password: 'Secret123',
      },
    });

  it('stops an address that tries email after email, taken or not', async () => {
    // Issue 30 item 9: a taken email is answered as a new one (these two were 409).
    expect((await signup('landlord@example.com')).statusCode).toBe(200);
    expect((await signup('new.one@example.com')).statusCode).toBe(200);
    expect((await signup('landlord2@example.com')).statusCode).toBe(200);
    const limited = await signup('tenant@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^Too many sign-up attempts from your network\. Please try again in/,
    );
    // The answer is the same whether the email has an account: nothing more is learnt.
    expect((await signup('nobody.here@example.com')).statusCode).toBe(429);
    // Another address, and the same address an hour later, sign up as before.
    expect((await signup('other.network@example.com', '198.51.100.9')).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await signup('later.on@example.com')).statusCode).toBe(200);
  });
});
