import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequesContract } from '../../domain/contracts/cheques';
import { api } from '../support/api';
import { tokensOf, type Who } from './contractFixtures';
import { popplerText } from './pdfText';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract } from '../support/make';

/*
 * Issue 34 item 2, the deposit batch: RECEIVED cheques marked DEPOSITED in one step, all or none
 * (422 naming the cheque that cannot move), scoped by the token (another landlord's cheque 404),
 * and the deposit slip's PDF with each cheque and the total to the fils.
 */
describe.each(databaseKinds())('cheque deposit batch (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = chequesContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Three RECEIVED cheques on a contract of `landlordEmail`, amounts with fils. */
  async function threeCheques(prefix: string, who: Who = 'landlord', landlordEmail?: string) {
    const made = await makeContract(t.app, { rent: '300.125', ...(landlordEmail ? { landlordEmail } : {}) });
    const invoices = await issueInvoices(t.app, made.landlordId, made.contractId);
    const amounts = ['100.125', '200.250', '0.005'];
    const ids: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      const answer = await as(who).ok(E.create, {
        body: {
          bank: i === 1 ? 'Gulf Bank' : 'National Bank of Kuwait',
          cheque_no: `${prefix}${i + 1}`,
          drawer_name: 'Huda Al-Sabah',
          amount,
          due_date: invoices[i]!.dueDate,
          invoice_ids: [invoices[i]!.id],
        },
      });
      ids.push(answer.data.id);
    }
    return ids;
  }

  const stateOf = async (id: string, who: Who = 'landlord') =>
    (await as(who).ok(E.get, { params: { id } })).data.state;

  it('deposits every cheque of the batch in one step, and its slip lists them with the total to the fils', async () => {
    const ids = await threeCheques('DB1-');
    const answer = await as('landlord').ok(E.depositBatch, {
      body: { cheque_ids: ids, deposit_account: 'NBK 0012345678', note: 'Monday deposit' },
    });
    expect(answer.message).toBe('Cheques deposited.');
    expect(answer.data.total).toBe('300.380');
    expect(answer.data.cheques.map((c) => [c.cheque_no, c.state, c.custody])).toEqual([
      ['DB1-1', 'DEPOSITED', 'bank'],
      ['DB1-2', 'DEPOSITED', 'bank'],
      ['DB1-3', 'DEPOSITED', 'bank'],
    ]);
    const detail = (await as('landlord').ok(E.get, { params: { id: ids[0]! } })).data;
    expect(detail.history.at(-1)).toMatchObject({
      from_state: 'RECEIVED',
      to_state: 'DEPOSITED',
      reason: 'Monday deposit',
    });

    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/cheques/deposit-slip/${answer.data.id}`,
      headers: { ...bearer(tok.landlord), 'accept-language': 'en' },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = popplerText(slip.rawPayload);
    for (const expected of ['Cheque deposit slip', 'NBK 0012345678', 'DB1-1', 'DB1-2', 'DB1-3', 'Gulf Bank', 'Huda Al-Sabah', '100.125 KWD', '0.005 KWD', '300.380 KWD']) {
      expect(text).toContain(expected);
    } // prettier-ignore

    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/cheques/deposit-slip/${answer.data.id}`,
      headers: { ...bearer(tok.landlord), 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(popplerText(arabic.rawPayload)).toContain('قسيمة إيداع شيكات');
  });

  it('deposits none when one cheque cannot move, and names that cheque', async () => {
    const ids = await threeCheques('DB2-');
    await as('landlord').ok(E.status, { params: { id: ids[1]! }, body: { status: 'CANCELLED' } });
    const refused = await as('landlord').call(E.depositBatch, { body: { cheque_ids: ids } });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([
      422,
      'Cheque DB2-2 cannot be deposited: A cheque that is CANCELLED cannot become DEPOSITED.',
    ]);
    expect([await stateOf(ids[0]!), await stateOf(ids[1]!), await stateOf(ids[2]!)]).toEqual([
      'RECEIVED',
      'CANCELLED',
      'RECEIVED',
    ]);
    const duplicate = await as('landlord').call(E.depositBatch, { body: { cheque_ids: [ids[0]!, ids[0]!] } });
    expect(duplicate.status).toBe(422);
    expect(await stateOf(ids[0]!)).toBe('RECEIVED');
  });

  it("refuses another landlord's cheque with 404 and moves nothing; the slip is the landlord's side's", async () => {
    const own = await threeCheques('DB3-');
    const theirs = await threeCheques('DB4-', 'landlord2', 'landlord2@example.com');
    const mixed = await as('landlord').call(E.depositBatch, { body: { cheque_ids: [own[0]!, theirs[0]!] } });
    expect(mixed.status).toBe(404);
    expect(await stateOf(own[0]!)).toBe('RECEIVED');
    expect(await stateOf(theirs[0]!, 'landlord2')).toBe('RECEIVED');

    const batch = (await as('landlord2').ok(E.depositBatch, { body: { cheque_ids: theirs } })).data;
    const slipAs = (who: Who) =>
      t.app.inject({
        method: 'GET',
        url: `/api/cheques/deposit-slip/${batch.id}`,
        headers: bearer(tok[who]),
      });
    expect((await slipAs('landlord2')).statusCode).toBe(200);
    expect((await slipAs('landlord')).statusCode).toBe(404);
    expect((await slipAs('tenant')).statusCode).toBe(403);
    // A manager without Update Cheque may not deposit.
    expect((await as('manager').call(E.depositBatch, { body: { cheque_ids: own } })).status).toBe(403);
  });
});
