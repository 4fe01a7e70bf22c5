/*
 * Issue 35, the notices left after the reminders: "invoice issued" (sent after the issue commits,
 * once, in the tenant's language with the pay link, never at night, to an opted-out tenant too,
 * never for the demo seed's invoices), "cheque due for deposit" (once per cheque on its date, never
 * at night, two instances agree), the receipt of a cleared cheque's payment, and a manager limited
 * to chosen properties reading and changing only its properties' tenants' message preferences.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/kuwaitCalendar';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { App } from '../../server/app';
import { contracts, invoices, managerProperties, messages, users } from '../../server/db/schema';
import { invoiceJob } from '../../server/jobs/invoiceJob';
import { reminderJob } from '../../server/jobs/reminderJob';
import { verifyPaymentLink } from '../../server/services/paymentLinks';
import { tokensOf, type Who } from './contractFixtures';
import { bearer, buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';
import { makeContract, makeTenant, userId } from '../support/make';

const HOUR_MS = 3_600_000;

/** The UTC instant of `hour`:00 Kuwait time (UTC+3) on a Kuwait day. */
const kuwaitAt = (day: string, hour: number) => Date.parse(`${day}T00:00:00Z`) + (hour - 3) * HOUR_MS;

describe.each(databaseKinds())('notices once per invoice or cheque (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let second: TestApp;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const db = () => t.app.ctx.db;

  /** The app's clock set to `hour`:00 Kuwait time on its own today, and fresh tokens for it. */
  const setKuwaitHour = async (hour: number) => {
    t.clock.advance(kuwaitAt(todayInKuwait(t.clock.now()), hour) - t.clock.now());
    tok = await tokensOf(t.app);
  };

  const runJob = (job: typeof reminderJob, on: App, nowMs: number) =>
    job.handler({ ctx: { ...on.ctx, now: () => nowMs }, log: on.log, runId: 'test' });

  const sentOf = (where: { invoiceId?: string; chequeId?: string }, template: string) =>
    db()
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.template, template),
          where.invoiceId ? eq(messages.invoiceId, where.invoiceId) : eq(messages.chequeId, where.chequeId!),
        ),
      );

  /** A fresh tenant of the landlord with a phone and a language, on a contract starting today. */
  async function tenantOnContract(options: { locale?: string; remindersOff?: boolean } = {}) {
    const tenantId = await makeTenant(app(), 'landlord@example.com', 'Noura Al-Kandari');
    await db()
      .update(users)
      .set({ phone: '94567890', locale: options.locale ?? 'en' })
      .where(eq(users.id, tenantId));
    if (options.remindersOff) {
      const put = await app().inject({
        method: 'PUT',
        url: `/api/tenant-message-preferences/${tenantId}`,
        headers: bearer(tok.landlord),
        payload: { channel: 'whatsapp', remindersOff: true },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const today = todayInKuwait(t.clock.now());
    const made = await makeContract(app(), { tenantId, startDate: today, dueDay: 28 });
    return { ...made, today };
  }

  const generate = async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/invoices/generate',
      headers: bearer(tok.landlord),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const invoiceOf = async (contractId: string) => {
    const [row] = await db().select().from(invoices).where(eq(invoices.contractId, contractId));
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    second = await buildTestApp(t.database.handle);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });
  afterEach(async () => {
    t.clock.reset();
    tok = await tokensOf(t.app);
  });

  it('tells the tenant of a new invoice once, after the issue, in its language with the pay link', async () => {
    await setKuwaitHour(12);
    const { contractId, tenantId, today } = await tenantOnContract({ locale: 'ar' });
    await generate();
    const invoice = await invoiceOf(contractId);
    const sent = await sentOf({ invoiceId: invoice.id }, 'invoiceIssued');
    expect(sent.map((m) => [m.kind, m.language, m.channel, m.state, m.tenantId])).toEqual([
      ['notice', 'ar', 'whatsapp', 'sent', tenantId],
    ]);
    // In Arabic, with the invoice's number, and a pay link signed for this invoice.
    expect(sent[0]!.body).toMatch(/[\u0600-\u06FF]/);
    expect(sent[0]!.body).toContain(invoice.invoiceNo);
    const link = /link=([^\s]+)/.exec(sent[0]!.body)?.[1];
    expect(link).toBeDefined();
    expect(
      verifyPaymentLink(app().ctx.config.jwtSecret, decodeURIComponent(link!), t.clock.now()),
    ).toMatchObject({ ok: true, invoiceId: invoice.id });

    // Generating again, the invoice job and the reminder job on both instances: not a second time.
    await generate();
    const noon = kuwaitAt(today, 13);
    await runJob(invoiceJob, app(), noon);
    await Promise.all([runJob(reminderJob, app(), noon), runJob(reminderJob, second.app, noon)]);
    expect(await sentOf({ invoiceId: invoice.id }, 'invoiceIssued')).toHaveLength(1);
  });

  it('keeps a notice the invoice job issued at night until 08:00, then sends it once from either instance', async () => {
    await setKuwaitHour(22);
    const { contractId, today } = await tenantOnContract();
    await runJob(invoiceJob, app(), kuwaitAt(today, 22));
    const invoice = await invoiceOf(contractId);
    expect(await sentOf({ invoiceId: invoice.id }, 'invoiceIssued')).toHaveLength(0);
    const tomorrow = addDays(today, 1);
    await runJob(reminderJob, app(), kuwaitAt(tomorrow, 7));
    expect(await sentOf({ invoiceId: invoice.id }, 'invoiceIssued')).toHaveLength(0);
    const eight = kuwaitAt(tomorrow, 8);
    await Promise.all([runJob(reminderJob, app(), eight), runJob(reminderJob, second.app, eight)]);
    await runJob(reminderJob, second.app, eight + HOUR_MS);
    const sent = await sentOf({ invoiceId: invoice.id }, 'invoiceIssued');
    expect(sent.map((m) => [m.kind, m.state])).toEqual([['notice', 'sent']]);
  });

  it('goes to a tenant who opted out of reminders: the bill is not a reminder', async () => {
    await setKuwaitHour(10);
    const { contractId } = await tenantOnContract({ remindersOff: true });
    await generate();
    const invoice = await invoiceOf(contractId);
    const sent = await sentOf({ invoiceId: invoice.id }, 'invoiceIssued');
    expect(sent.map((m) => [m.kind, m.state])).toEqual([['notice', 'sent']]);
  });

  it('approving a contract tells its tenant of the invoice it issues', async () => {
    await setKuwaitHour(11);
    const { contractId, tenantId } = await tenantOnContract();
    await db().update(contracts).set({ status: 'requested' }).where(eq(contracts.id, contractId));
    const res = await app().inject({
      method: 'POST',
      url: `/api/contracts/approve/${contractId}`,
      headers: bearer(tok.landlord),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = await invoiceOf(contractId);
    const sent = await sentOf({ invoiceId: invoice.id }, 'invoiceIssued');
    expect(sent.map((m) => [m.tenantId, m.state])).toEqual([[tenantId, 'sent']]);
  });

  it('sends nothing for the demo seed’s invoices (only new issues are announced)', async () => {
    const demoTenant = await userId(app(), 'tenant@example.com');
    const seeded = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.tenantId, demoTenant), eq(messages.template, 'invoiceIssued')));
    expect(seeded).toHaveLength(0);
    await runJob(invoiceJob, app(), kuwaitAt(todayInKuwait(t.clock.now()), 12));
    await runJob(reminderJob, app(), kuwaitAt(todayInKuwait(t.clock.now()), 12));
    const after = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.tenantId, demoTenant), eq(messages.template, 'invoiceIssued')));
    expect(after).toHaveLength(0);
  });

  /** A cheque taken in by the landlord for the contract's invoice, dated `dueDate`. */
  async function chequeFor(invoiceId: string, dueDate: string, chequeNo: string) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/cheques/create',
      headers: bearer(tok.landlord),
      payload: {
        bank: 'National Bank of Kuwait',
        cheque_no: chequeNo,
        drawer_name: 'Noura Al-Kandari',
        amount: '350.000',
        due_date: dueDate,
        invoice_ids: [invoiceId],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: string } }).data.id;
  }

  const moveCheque = async (id: string, status: string) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/cheques/${id}/status`,
      headers: bearer(tok.landlord),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('tells the tenant a post-dated cheque is due for deposit on its date, once, never at night', async () => {
    await setKuwaitHour(9);
    const { contractId, tenantId, today } = await tenantOnContract({ locale: 'ar' });
    await generate();
    const invoice = await invoiceOf(contractId);
    const dueToday = await chequeFor(invoice.id, today, '900001');
    const dueTomorrow = await chequeFor(invoice.id, addDays(today, 1), '900002');

    // At 05:00 Kuwait time: nothing.
    await runJob(reminderJob, app(), kuwaitAt(today, 5));
    expect(await sentOf({ chequeId: dueToday }, 'chequeDueForDeposit')).toHaveLength(0);
    // At 10:00, both instances at once, then again: one notice, in Arabic.
    const ten = kuwaitAt(today, 10);
    await Promise.all([runJob(reminderJob, app(), ten), runJob(reminderJob, second.app, ten)]);
    await runJob(reminderJob, second.app, ten + HOUR_MS);
    const sent = await sentOf({ chequeId: dueToday }, 'chequeDueForDeposit');
    expect(sent.map((m) => [m.tenantId, m.language, m.state])).toEqual([[tenantId, 'ar', 'sent']]);
    expect(sent[0]!.body).toContain('900001');
    expect(await sentOf({ chequeId: dueTomorrow }, 'chequeDueForDeposit')).toHaveLength(0);

    // The other one was deposited before its date came: nothing to tell.
    await moveCheque(dueTomorrow, 'DEPOSITED');
    await runJob(reminderJob, app(), kuwaitAt(addDays(today, 1), 10));
    expect(await sentOf({ chequeId: dueTomorrow }, 'chequeDueForDeposit')).toHaveLength(0);
  });

  it('keeps a skipped record for a tenant who opted out (the cheque notice is reminder-like)', async () => {
    await setKuwaitHour(9);
    const { contractId, today } = await tenantOnContract({ remindersOff: true });
    await generate();
    const invoice = await invoiceOf(contractId);
    const cheque = await chequeFor(invoice.id, today, '900003');
    await runJob(reminderJob, app(), kuwaitAt(today, 10));
    await runJob(reminderJob, app(), kuwaitAt(today, 11));
    const sent = await sentOf({ chequeId: cheque }, 'chequeDueForDeposit');
    expect(sent.map((m) => [m.kind, m.state, m.providerError])).toEqual([
      ['reminder', 'skipped', 'opted out'],
    ]);
  });

  it('sends the receipt of a cleared cheque’s payment, opted out or not', async () => {
    await setKuwaitHour(14);
    const { contractId, tenantId, today } = await tenantOnContract({ remindersOff: true });
    await generate();
    const invoice = await invoiceOf(contractId);
    const cheque = await chequeFor(invoice.id, today, '900004');
    await moveCheque(cheque, 'DEPOSITED');
    expect(await sentOf({ invoiceId: invoice.id }, 'paymentReceived')).toHaveLength(0);
    await moveCheque(cheque, 'CLEARED');
    const sent = await sentOf({ invoiceId: invoice.id }, 'paymentReceived');
    expect(sent.map((m) => [m.kind, m.state, m.tenantId])).toEqual([['receipt', 'sent', tenantId]]);
    expect(sent[0]!.body).toContain(invoice.invoiceNo);
    expect(sent[0]!.body).toContain('350.000 KWD');
    expect(sent[0]!.body).toMatch(/\/api\/receipts\/pdf\/[0-9a-f-]{36}/);
  });

  it('lets a manager limited to chosen properties reach only its properties’ tenants’ preferences', async () => {
    const inside = await tenantOnContract();
    const outside = await tenantOnContract();
    const managerId = await userId(app(), 'manager@example.com');
    await db().insert(managerProperties).values({ managerId, propertyId: inside.propertyId });
    try {
      const call = (method: 'GET' | 'PUT', tenantId: string) =>
        app().inject({
          method,
          url: `/api/tenant-message-preferences/${tenantId}`,
          headers: bearer(tok.manager),
          ...(method === 'PUT' ? { payload: { channel: 'sms', remindersOff: true } } : {}),
        });
      expect((await call('GET', inside.tenantId)).statusCode).toBe(200);
      expect((await call('PUT', inside.tenantId)).statusCode).toBe(200);
      expect((await call('GET', outside.tenantId)).statusCode).toBe(404);
      expect((await call('PUT', outside.tenantId)).statusCode).toBe(404);
      // Unchanged: the refused save wrote nothing.
      const landlordRead = await app().inject({
        method: 'GET',
        url: `/api/tenant-message-preferences/${outside.tenantId}`,
        headers: bearer(tok.landlord),
      });
      expect(landlordRead.json()).toMatchObject({ data: { channel: 'whatsapp', remindersOff: false } });
    } finally {
      await db().delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    }
  });
});
