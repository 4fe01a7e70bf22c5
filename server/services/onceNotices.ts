import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { channelOrderFor, inQuietHours } from '../../domain/reminderSchedule';
import type { MessageTemplate } from '../../domain/tenantMessages';
import type { Database } from '../db/client';
import { cheques, invoices, noticeSends, reminderSchedules } from '../db/schema';
import { sendClaimedTenantMessage } from '../messaging/sendTenantMessage';
import { invoiceColumns, payLinkFor, stillOwed, type ReminderDeps } from './invoiceReminders';
import { findMessagePreference, messagePreferencesOf } from './messagePreferences';

/*
 * Notices that go once per invoice or cheque (issue 35 item 2), never between 21:00 and 08:00
 * Kuwait time, each claimed in the transaction that records its message (notice_sends' primary
 * key, as reminder_sends for a reminder's step), so two runs or two instances send it once.
 *
 * "Invoice issued" is a notice, not a reminder: it is the bill itself, told once when it exists,
 * as a receipt is the payment's; a tenant's opt-out is from being chased for rent (the schedule's
 * due-soon, due-today and overdue steps), and a tenant who opted out still has to learn that it
 * owes a new invoice. So it goes to an opted-out tenant too.
 *
 * "Cheque due for deposit" is reminder-like: it asks the tenant to have the money in the bank,
 * so it follows the landlord's schedule switch and an opted-out tenant gets a 'skipped' record.
 */

type Log = Pick<FastifyBaseLogger, 'error'>;

const clock = (deps: ReminderDeps) => ({
  db: deps.db,
  channels: deps.messaging,
  now: () => new Date(deps.now()),
});

/**
 * Takes a pending "invoice issued" notice: true for the one caller that set its sent_at. Call it
 * in the transaction that records the message.
 */
async function takePending(tx: Database, landlordId: string, invoiceId: string): Promise<boolean> {
  const rows = await tx
    .update(noticeSends)
    .set({ sentAt: sql`now()` })
    .where(
      and(
        eq(noticeSends.landlordId, landlordId),
        eq(noticeSends.subjectId, invoiceId),
        eq(noticeSends.template, 'invoiceIssued' satisfies MessageTemplate),
        isNull(noticeSends.sentAt),
      ),
    )
    .returning({ id: noticeSends.subjectId });
  return rows.length === 1;
}

/**
 * Sends the pending "invoice issued" notices (left by issueInvoices with `notify`, after its
 * transaction committed): in the tenant's language, on its channels in its order, with the pay
 * link of the invoice. In the quiet hours nothing goes and they stay pending for the next run of
 * the invoice or reminder job. An invoice paid or cancelled meanwhile is taken without a message.
 * Answers how many notices were recorded; never throws (the invoices stand).
 */
export async function sendInvoiceIssuedNotices(
  deps: ReminderDeps,
  log: Log,
  /** One landlord's only (its "generate", a contract's approval); none: every landlord's (the jobs). */
  landlordId?: string | null,
): Promise<number> {
  const nowMs = deps.now();
  if (inQuietHours(nowMs)) return 0;
  let recorded = 0;
  try {
    const pending = await deps.db
      .select(invoiceColumns)
      .from(noticeSends)
      .innerJoin(invoices, eq(invoices.id, noticeSends.subjectId))
      .where(
        and(
          eq(noticeSends.template, 'invoiceIssued'),
          isNull(noticeSends.sentAt),
          landlordId ? eq(noticeSends.landlordId, landlordId) : undefined,
        ),
      )
      .orderBy(asc(noticeSends.createdAt))
      .limit(1000);
    const preferences = await messagePreferencesOf(deps.db, [...new Set(pending.map((i) => i.tenantId))]);
    for (const invoice of pending) {
      try {
        const result = await sendClaimedTenantMessage(
          clock(deps),
          {
            landlordId: invoice.landlordId,
            tenantId: invoice.tenantId,
            invoiceId: invoice.id,
            template: 'invoiceIssued',
            kind: 'notice',
            params: {
              amount: invoice.total,
              dueDate: invoice.dueDate,
              invoiceNumber: invoice.invoiceNo,
              payLink: payLinkFor(deps, invoice.id),
            },
            channels: channelOrderFor(preferences.get(invoice.tenantId)?.channel ?? 'whatsapp'),
          },
          // Taken first, so a paid or cancelled invoice's notice is given up once and for all.
          async (tx) => (await takePending(tx, invoice.landlordId, invoice.id)) && stillOwed(tx, invoice.id),
        );
        if (result) recorded++;
      } catch (err) {
        log.error({ err, notice: 'invoiceIssued', invoiceId: invoice.id }, 'tenant notice not sent');
      }
    }
  } catch (err) {
    log.error({ err, notice: 'invoiceIssued' }, 'tenant notices not sent');
  }
  return recorded;
}

/** Claims a cheque's "due for deposit" notice: true for the one caller whose row went in. */
async function claimChequeNotice(tx: Database, landlordId: string, chequeId: string): Promise<boolean> {
  const rows = await tx
    .insert(noticeSends)
    .values({ landlordId, subjectId: chequeId, template: 'chequeDueForDeposit', sentAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: noticeSends.subjectId });
  if (rows.length !== 1) return false;
  // Still waiting to be deposited, read under its row lock (a deposit since the job read it stops it).
  const [row] = await tx
    .select({ state: cheques.state })
    .from(cheques)
    .where(eq(cheques.id, chequeId))
    .for('update');
  return row?.state === 'RECEIVED';
}

/**
 * One run of the "cheque due for deposit" notices (the reminder job): every post-dated cheque
 * still held (RECEIVED) whose date is today in Kuwait tells its tenant, once, outside the quiet
 * hours, when the landlord's reminder schedule is on. Answers how many were recorded.
 */
export async function runChequeDueNotices(deps: ReminderDeps, nowMs: number): Promise<number> {
  if (inQuietHours(nowMs)) return 0;
  const today = todayInKuwait(nowMs);
  const due = await deps.db
    .select({
      id: cheques.id,
      landlordId: cheques.landlordId,
      tenantId: cheques.tenantId,
      chequeNo: cheques.chequeNo,
      amount: cheques.amount,
      dueDate: cheques.dueDate,
      enabled: reminderSchedules.enabled,
    })
    .from(cheques)
    .leftJoin(reminderSchedules, eq(reminderSchedules.landlordId, cheques.landlordId))
    .where(
      and(
        eq(cheques.state, 'RECEIVED'),
        eq(cheques.dueDate, today),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(noticeSends)
            .where(
              and(
                eq(noticeSends.landlordId, cheques.landlordId),
                eq(noticeSends.subjectId, cheques.id),
                eq(noticeSends.template, 'chequeDueForDeposit'),
              ),
            ),
        ),
      ),
    );
  let recorded = 0;
  for (const cheque of due.filter((c) => c.enabled ?? true)) {
    const preference = await findMessagePreference(deps.db, cheque.tenantId);
    const result = await sendClaimedTenantMessage(
      clock(deps),
      {
        landlordId: cheque.landlordId,
        tenantId: cheque.tenantId,
        chequeId: cheque.id,
        template: 'chequeDueForDeposit',
        kind: 'reminder',
        params: { chequeNumber: cheque.chequeNo, amount: cheque.amount, dueDate: cheque.dueDate },
        channels: channelOrderFor(preference.channel),
        optedOut: preference.remindersOff,
      },
      (tx) => claimChequeNotice(tx, cheque.landlordId, cheque.id),
    );
    if (result) recorded++;
  }
  return recorded;
}
