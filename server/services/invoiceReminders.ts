import { and, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import { addDays, daysBetween } from '../../domain/kuwaitCalendar';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { money, moneyText } from '../../domain/money';
import { REMINDER_STEP_MAX, REMINDER_STEP_MIN, type MessagePreference } from '../../domain/reminderSchemas';
import { channelOrderFor, DEFAULT_REMINDER_STEPS, dueReminderStep } from '../../domain/reminderSchedule';
import { overdueTemplateFor, type MessageParams, type MessageTemplate } from '../../domain/tenantMessages';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { invoices, reminderSchedules, reminderSends } from '../db/schema';
import {
  sendClaimedTenantMessage,
  type MessageClaim,
  type SendTenantMessageResult,
} from '../messaging/sendTenantMessage';
import { messagePreferencesOf } from './messagePreferences';
import { PAYMENT_LINK_DAYS, signPaymentLink } from './paymentLinks';
import { claimReminderStep } from './reminderSends';

/*
 * Rent reminders (issue 35 item 3): by the landlord's schedule (the reminder job) and by hand from
 * an invoice. Each goes in the tenant's language, on its channels in its order with fallback,
 * with the pay link of that invoice; a tenant who opted out gets a 'skipped' record instead.
 */

export type ReminderDeps = Pick<AppContext, 'db' | 'messaging' | 'config' | 'now'>;

/** An invoice still owed: neither paid nor cancelled (a partly paid or overdue one is). */
export const SETTLED_STATUSES = ['PAID', 'CANCELLED'];

export type ReminderInvoice = Pick<
  typeof invoices.$inferSelect,
  | 'id'
  | 'landlordId'
  | 'tenantId'
  | 'invoiceNo'
  | 'dueDate'
  | 'total'
  | 'paidAmount'
  | 'writtenOffAmount'
  | 'status'
>;

/** An invoice's columns a reminder or notice reads (also server/services/onceNotices.ts). */
export const invoiceColumns = {
  id: invoices.id,
  landlordId: invoices.landlordId,
  tenantId: invoices.tenantId,
  invoiceNo: invoices.invoiceNo,
  dueDate: invoices.dueDate,
  total: invoices.total,
  paidAmount: invoices.paidAmount,
  writtenOffAmount: invoices.writtenOffAmount,
  status: invoices.status,
};

/**
 * The link a message carries: the tenant's payment of this invoice in the panel, signed for one
 * invoice and PAYMENT_LINK_DAYS (server/services/paymentLinks.ts). It grants nothing by itself:
 * the tenant signs in, and GET /api/online-payments/link answers for its own invoice only.
 */
export function payLinkFor(deps: Pick<ReminderDeps, 'config' | 'now'>, invoiceId: string): string {
  const token = signPaymentLink(
    deps.config.jwtSecret,
    invoiceId,
    deps.now() + PAYMENT_LINK_DAYS * 86_400_000,
  );
  return `${deps.config.publicUrl}/admin-panel/payments/pay?link=${token}`;
}

const balanceOf = (invoice: ReminderInvoice) =>
  moneyText(money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount));

/**
 * The template of a reminder `daysFromDue` days from the due date: due soon, due today, then the
 * overdue ones escalating with each later step of the schedule (`overdueRank`, from 1).
 */
export function reminderTemplateFor(
  daysFromDue: number,
  overdueRank: number,
): { template: MessageTemplate; days?: number } {
  if (daysFromDue < 0) return { template: 'rentDueSoon', days: -daysFromDue };
  if (daysFromDue === 0) return { template: 'rentDueToday' };
  return { template: overdueTemplateFor(overdueRank) };
}

/** Sends one reminder of `invoice`; undefined when `claim` refused it (nothing recorded or sent). */
export function sendInvoiceReminder(
  deps: ReminderDeps,
  invoice: ReminderInvoice,
  reminder: {
    template: MessageTemplate;
    days?: number;
    step?: number;
    preference: MessagePreference;
    claim: MessageClaim;
  },
): Promise<SendTenantMessageResult | undefined> {
  const params: Omit<MessageParams, 'tenantName'> = {
    amount: balanceOf(invoice),
    dueDate: invoice.dueDate,
    invoiceNumber: invoice.invoiceNo,
    payLink: payLinkFor(deps, invoice.id),
    ...(reminder.days !== undefined ? { days: reminder.days } : {}),
  };
  return sendClaimedTenantMessage(
    { db: deps.db, channels: deps.messaging, now: () => new Date(deps.now()) },
    {
      landlordId: invoice.landlordId,
      tenantId: invoice.tenantId,
      invoiceId: invoice.id,
      template: reminder.template,
      params,
      kind: 'reminder',
      ...(reminder.step !== undefined ? { reminderStep: reminder.step } : {}),
      channels: channelOrderFor(reminder.preference.channel),
      optedOut: reminder.preference.remindersOff,
    },
    reminder.claim,
  );
}

/**
 * Whether the invoice is still owed, read under its row lock in the claiming transaction: a
 * payment committed since the job read it stops the reminder (a payment still under way waits).
 */
export async function stillOwed(tx: Database, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  return row !== undefined && !SETTLED_STATUSES.includes(row.status);
}

/**
 * One run of the schedule (the reminder job): for every landlord whose schedule is on (no row:
 * on, the default steps), each invoice still owed whose step is due now (domain/reminderSchedule.ts:
 * never in quiet hours, one step a run, no burst of missed ones) gets that step's reminder. The
 * step is claimed (reminder_sends' primary key) in the transaction that records the message, so
 * two runs or two instances send it once. Answers how many reminders were recorded.
 */
export async function runReminderSchedule(deps: ReminderDeps, nowMs: number): Promise<number> {
  const today = todayInKuwait(nowMs);
  // Only invoices a step can still fall on: due at most 60 days ago, at most 30 days ahead.
  const owed = await deps.db
    .select({ ...invoiceColumns, enabled: reminderSchedules.enabled, steps: reminderSchedules.steps })
    .from(invoices)
    .leftJoin(reminderSchedules, eq(reminderSchedules.landlordId, invoices.landlordId))
    .where(
      and(
        notInArray(invoices.status, SETTLED_STATUSES),
        gte(invoices.dueDate, addDays(today, -REMINDER_STEP_MAX)),
        lte(invoices.dueDate, addDays(today, -REMINDER_STEP_MIN)),
      ),
    );
  const candidates = owed.filter((i) => (i.enabled ?? true) && money(balanceOf(i)).gt(0));
  if (candidates.length === 0) return 0;
  const sent = await deps.db
    .select({ invoiceId: reminderSends.invoiceId, step: reminderSends.step })
    .from(reminderSends)
    .where(
      inArray(
        reminderSends.invoiceId,
        candidates.map((i) => i.id),
      ),
    );
  const stepsSent = new Map<string, number[]>();
  for (const row of sent) stepsSent.set(row.invoiceId, [...(stepsSent.get(row.invoiceId) ?? []), row.step]);
  const preferences = await messagePreferencesOf(deps.db, [...new Set(candidates.map((i) => i.tenantId))]);

  let recorded = 0;
  for (const invoice of candidates) {
    const steps = invoice.steps ?? DEFAULT_REMINDER_STEPS;
    const step = dueReminderStep({
      enabled: true,
      steps,
      dueDate: invoice.dueDate,
      sent: stepsSent.get(invoice.id) ?? [],
      paid: false,
      // An opted-out tenant's step is still claimed, and kept as 'skipped' (sendTenantMessage).
      optedOut: false,
      nowMs,
    });
    if (step === null) continue;
    const overdueRank = steps.filter((s) => s > 0 && s <= step).length;
    const result = await sendInvoiceReminder(deps, invoice, {
      ...reminderTemplateFor(step, overdueRank),
      step,
      preference: preferences.get(invoice.tenantId) ?? { channel: 'whatsapp', remindersOff: false },
      claim: async (tx) => (await stillOwed(tx, invoice.id)) && claimReminderStep(tx, invoice.id, step),
    });
    if (result) recorded++;
  }
  return recorded;
}

/** Days from the invoice's due date to today in Kuwait (negative: not due yet). */
export const daysFromDue = (invoice: Pick<ReminderInvoice, 'dueDate'>, nowMs: number) =>
  daysBetween(invoice.dueDate, todayInKuwait(nowMs));

export { invoiceColumns as reminderInvoiceColumns };
