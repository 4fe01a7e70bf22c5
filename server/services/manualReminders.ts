import { and, eq, isNull, max } from 'drizzle-orm';
import { displayDateTime } from '../../domain/displayDates';
import { ConflictError, NotFoundError, RateLimitedError } from '../../domain/errors';
import { MANUAL_REMINDER_MINUTES, REMINDER_MESSAGES as M } from '../../domain/reminderSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoices, messages } from '../db/schema';
import type { SendTenantMessageResult } from '../messaging/sendTenantMessage';
import {
  daysFromDue,
  reminderInvoiceColumns,
  reminderTemplateFor,
  sendInvoiceReminder,
  SETTLED_STATUSES,
  stillOwed,
  type ReminderDeps,
} from './invoiceReminders';
import { findPayableInvoice } from './manualPaymentQueries';
import { findMessagePreference } from './messagePreferences';

const WINDOW_MS = MANUAL_REMINDER_MINUTES * 60_000;

/**
 * The time the last reminder sent by hand for this invoice went (its first attempt's queued_at),
 * read in the claiming transaction under the invoice's row lock: the throttle is kept in the
 * database, so two instances agree on it and two clicks at once send one reminder.
 */
async function lastManualReminderAt(tx: Database, invoiceId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(messages.queuedAt) })
    .from(messages)
    .where(
      and(eq(messages.invoiceId, invoiceId), eq(messages.kind, 'reminder'), isNull(messages.reminderStep)),
    );
  return row?.at ? new Date(row.at) : null;
}

/**
 * A reminder a landlord or manager sends by hand from an invoice of its own (scope from the token):
 * 404 for another landlord's, 409 for a paid or cancelled one, 429 within 10 minutes of the last
 * one. The template follows the due date (due soon, due today, overdue); no schedule step.
 */
export async function sendReminderByHand(
  deps: ReminderDeps,
  scope: Scope,
  invoiceId: string,
): Promise<SendTenantMessageResult> {
  const found = await findPayableInvoice(deps.db, {
    landlordId: scope.landlordId,
    propertyIds: scope.propertyIds,
    id: invoiceId,
  });
  if (!found) throw new NotFoundError(M.invoiceNotFound);
  const [invoice] = await deps.db
    .select(reminderInvoiceColumns)
    .from(invoices)
    .where(eq(invoices.id, found.id));
  if (!invoice) throw new NotFoundError(M.invoiceNotFound);
  const settled = (status: string) =>
    new ConflictError(status === 'CANCELLED' ? M.invoiceCancelled : M.invoicePaid);
  if (SETTLED_STATUSES.includes(invoice.status)) throw settled(invoice.status);
  const nowMs = deps.now();
  const preference = await findMessagePreference(deps.db, invoice.tenantId);
  const result = await sendInvoiceReminder(deps, invoice, {
    ...reminderTemplateFor(daysFromDue(invoice, nowMs), 1),
    preference,
    claim: async (tx) => {
      if (!(await stillOwed(tx, invoice.id))) throw settled('PAID');
      const last = await lastManualReminderAt(tx, invoice.id);
      if (last && nowMs - last.getTime() < WINDOW_MS) {
        const nextAt = last.getTime() + WINDOW_MS;
        throw new RateLimitedError(M.throttled(displayDateTime(new Date(nextAt).toISOString())), null, {
          retryAfterSeconds: Math.max(1, Math.ceil((nextAt - nowMs) / 1000)),
        });
      }
      return true;
    },
  });
  return result!;
}
