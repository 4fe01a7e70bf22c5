import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { multipartBody } from './multipart';
import { paymentPayload, unpaidInvoice, type SavedAnswer } from './paymentFixtures';
import { eventually } from './processHelpers';
import { postgresSkipReason, queryAt, urlOf } from './postgresTools';
import { startServerProcess, type ServerProcess } from './serverOnPostgres';
import { startTestApp } from './testApp';

/*
 * Issue 23 item 5: `kill -9` of a real server process on PostgreSQL while 20 manual payments are
 * being created. An acknowledged payment must be in the database with its receipt and audit
 * record; nothing may be half-written (a payment without its receipt or audit record, an invoice
 * whose paid amount is not the sum of its payments). To be sure the kill lands mid-write, the
 * test holds the landlord's receipt counter row once the first payment is acknowledged: the
 * transactions still running then have inserted their payment and wait for a receipt number.
 */
const skip = postgresSkipReason();
const PORT = 18310; // this test's own port (issue 23's helpers use 18300–18399)
const COUNT = 20;
const AMOUNT = '100.250';
const ACKS_BEFORE_KILL = 5;

interface Attempt {
  invoiceId: string;
  key: string;
  /** The request's fields, made once: a client retries the very request it sent (same key, same body). */
  payload: Record<string, unknown>;
  paymentId?: string;
}

describe.skipIf(skip !== null)(
  `kill -9 during payments on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let t: Awaited<ReturnType<typeof startTestApp>>;
    let url: string;
    let landlordId: string;
    const attempts: Attempt[] = [];
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      t = await startTestApp('postgres');
      url = await urlOf(t.database.handle);
      for (let i = 0; i < COUNT; i += 1) {
        const invoice = await unpaidInvoice(t.app, { rent: '500.000' });
        landlordId = invoice.landlordId;
        attempts.push({
          invoiceId: invoice.id,
          key: randomUUID(),
          payload: paymentPayload(invoice.id, { amount: AMOUNT }),
        });
      }
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await t?.close();
    });

    async function signIn(base: string): Promise<string> {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'landlord@example.com', password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { data: { access_token: string } }).data.access_token;
    }

    /** POST manual-payments/create with the attempt's Idempotency-Key; the id when acknowledged. */
    async function pay(base: string, token: string, attempt: Attempt): Promise<string | undefined> {
      const form = await multipartBody(attempt.payload, []);
      try {
        const res = await fetch(`${base}/api/manual-payments/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': attempt.key, ...form.headers },
          body: new Uint8Array(form.body),
        });
        if (res.status !== 200) {
          // Said, so that a retry refused after the restart names its cause in the failure's output.
          console.log(`not acknowledged: ${res.status} ${await res.text()}`);
          return undefined;
        }
        return ((await res.json()) as SavedAnswer).items.id;
      } catch {
        return undefined; // the connection died with the process: not acknowledged
      }
    }

    /** Every payment on the test's invoices, with its receipts and audit records counted. */
    const paymentsOnInvoices = () =>
      queryAt<{ id: string; invoice_id: string; amount: string; receipts: number; audits: number }>(
        url,
        `select p.id, p.invoice_id, p.amount::text,
              (select count(*)::int from receipts r where r.payment_id = p.id) as receipts,
              (select count(*)::int from audit_log a
                where a.entity = 'payment' and a.action = 'payment.create' and a.entity_id = p.id) as audits
         from payments p where p.invoice_id = any($1::uuid[])`,
        [attempts.map((a) => a.invoiceId)],
      );

    /** Invoices whose stored paid amount or receipts disagree with their payments. */
    const inconsistentInvoices = () =>
      queryAt<{ id: string }>(
        url,
        `select i.id from invoices i
        where i.id = any($1::uuid[])
          and (i.paid_amount <> coalesce((select sum(amount) from payments p where p.invoice_id = i.id), 0)
               or (select count(*) from payments p where p.invoice_id = i.id)
                  <> (select count(*) from receipts r where r.invoice_id = i.id))`,
        [attempts.map((a) => a.invoiceId)],
      );

    it('loses no acknowledged payment and leaves none half-written; retries with the same keys complete the rest once', async () => {
      server = await startServerProcess({ databaseUrl: url, port: PORT, applicationName: 'rentals-killed' });
      const token = await signIn(server.base);
      const year = new Date().getUTCFullYear();
      const { Client } = (await import('pg')).default;
      const blocker = new Client({ connectionString: url });
      await blocker.connect();

      const killed = server;
      const answers = attempts.map((attempt) =>
        pay(killed.base, token, attempt).then((id) => {
          attempt.paymentId = id;
          return id;
        }),
      );
      // After the first few acknowledgements the receipt counter is held, so the transactions
      // still running stop half-way (payment inserted, receipt not yet) and the kill finds them there.
      await new Promise<void>((resolve) => {
        let acked = 0;
        for (const answer of answers) {
          void answer.then((id) => {
            if (id && (acked += 1) === ACKS_BEFORE_KILL) resolve();
          });
        }
        void Promise.all(answers).then(() => resolve());
      });
      await blocker.query('begin');
      await blocker.query(
        `select 1 from document_counters where landlord_id = $1 and kind = 'RCT' and year between $2 - 1 and $2 + 1 for update`,
        [landlordId, year],
      );
      const waiting = await eventually(async () => {
        const [row] = await queryAt<{ n: number }>(
          url,
          `select count(*)::int as n from pg_stat_activity
          where application_name = 'rentals-killed' and wait_event_type = 'Lock'`,
        );
        return row!.n > 0;
      }, 10_000);
      killed.child.kill('SIGKILL');
      expect((await killed.exited).signal).toBe('SIGKILL');
      await blocker.query('rollback');
      await blocker.end();
      await Promise.all(answers);
      // PostgreSQL ends the dead process's sessions, rolling back what they had not committed.
      expect(
        await eventually(async () => {
          const [row] = await queryAt<{ n: number }>(
            url,
            `select count(*)::int as n from pg_stat_activity where application_name = 'rentals-killed'`,
          );
          return row!.n === 0;
        }, 15_000),
      ).toBe(true);

      const acknowledged = attempts.filter((a) => a.paymentId);
      const stored = await paymentsOnInvoices();
      console.log(
        `kill -9: ${acknowledged.length} of ${COUNT} acknowledged, ${stored.length} committed; ` +
          `transactions caught waiting: ${waiting}`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      expect(waiting).toBe(true);

      const byId = new Map(stored.map((p) => [p.id, p]));
      for (const a of acknowledged) {
        expect(byId.get(a.paymentId!)).toEqual({
          id: a.paymentId,
          invoice_id: a.invoiceId,
          amount: AMOUNT,
          receipts: 1,
          audits: 1,
        });
      }
      // Nothing half-written: every payment that exists has its receipt and audit record.
      expect(stored.filter((p) => p.receipts !== 1 || p.audits !== 1)).toEqual([]);
      expect(await inconsistentInvoices()).toEqual([]);
      // The idempotency keys committed with their payments, and only with them.
      const keys = await queryAt<{ payment_id: string }>(
        url,
        `select response->>'paymentId' as payment_id from idempotency_keys where key = any($1::text[])`,
        [attempts.map((a) => a.key)],
      );
      expect(new Set(keys.map((k) => k.payment_id))).toEqual(new Set(stored.map((p) => p.id)));
      expect(keys).toHaveLength(stored.length);
      expect(stored.length).toBeLessThan(COUNT); // the kill did stop some of them

      // The client retries what was not acknowledged, with the same keys, on a new process: each
      // invoice ends with exactly one payment (a committed but unacknowledged one is answered again).
      server = await startServerProcess({
        databaseUrl: url,
        port: PORT,
        applicationName: 'rentals-restarted',
      });
      const again = await signIn(server.base);
      const restarted = server;
      for (const a of attempts.filter((x) => !x.paymentId)) a.paymentId = await pay(restarted.base, again, a);
      expect(attempts.filter((a) => !a.paymentId)).toEqual([]);
      const final = await paymentsOnInvoices();
      expect(final).toHaveLength(COUNT);
      expect(new Set(final.map((p) => p.invoice_id)).size).toBe(COUNT);
      expect(new Set(final.map((p) => p.id))).toEqual(new Set(attempts.map((a) => a.paymentId)));
      expect(final.filter((p) => p.receipts !== 1 || p.audits !== 1)).toEqual([]);
      expect(await inconsistentInvoices()).toEqual([]);
    }, 180_000);
  },
);
