import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { channelOrderFor } from '../../domain/reminderSchedule';
import type { AppContext } from '../context';
import { receipts } from '../db/schema';
import { sendTenantMessage } from '../messaging/sendTenantMessage';
import type { ChequeMoved } from './chequeMoves';
import type { Moved as MaintenanceMoved } from './maintenanceMoves';
import { findMessagePreference } from './messagePreferences';

/*
 * Notices a tenant gets when its money or its request moves (issue 35 item 2): the receipt of a
 * payment, a cheque returned by the bank, a maintenance request's new status. Called after the money's transaction has committed, never inside it: a
 * message that cannot go is recorded (a failed or skipped attempt) or logged, and the payment or
 * the cheque's move it tells of stands. An opt-out stops reminders only, never these.
 */

type NoticeDeps = Pick<AppContext, 'db' | 'messaging' | 'config' | 'now'>;

const send = (deps: NoticeDeps) => ({
  db: deps.db,
  channels: deps.messaging,
  now: () => new Date(deps.now()),
});

/** Runs a notice, logging (never throwing) what went wrong: the money write already stands. */
async function safely(log: Pick<FastifyBaseLogger, 'error'>, what: string, notice: () => Promise<unknown>) {
  try {
    await notice();
  } catch (err) {
    log.error({ err, notice: what }, 'tenant notice not sent');
  }
}

/** The receipt's PDF, as the tenant downloads it from its statement. */
export const receiptLinkFor = (deps: Pick<NoticeDeps, 'config'>, receiptId: string) =>
  `${deps.config.publicUrl}/api/receipts/pdf/${receiptId}`;

/** "We received your payment" with the receipt link, on the tenant's channels in its order. */
export function sendPaymentReceipt(
  deps: NoticeDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  paymentId: string,
): Promise<void> {
  return safely(log, 'paymentReceived', async () => {
    const [receipt] = await deps.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    if (!receipt) return;
    const preference = await findMessagePreference(deps.db, receipt.tenantId);
    await sendTenantMessage(send(deps), {
      landlordId: receipt.landlordId,
      tenantId: receipt.tenantId,
      invoiceId: receipt.invoiceId,
      template: 'paymentReceived',
      kind: 'receipt',
      params: {
        amount: receipt.amount,
        invoiceNumber: receipt.invoiceNo,
        receiptLink: receiptLinkFor(deps, receipt.id),
      },
      channels: channelOrderFor(preference.channel),
    });
  });
}

/** A cheque the bank returned, told to its tenant (the mails go as before: chequeMail.ts). */
export function sendChequeBounced(
  deps: NoticeDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  moved: ChequeMoved,
): Promise<void> {
  return safely(log, 'chequeBounced', async () => {
    const cheque = moved.after;
    const preference = await findMessagePreference(deps.db, cheque.tenantId);
    await sendTenantMessage(send(deps), {
      landlordId: cheque.landlordId,
      tenantId: cheque.tenantId,
      chequeId: cheque.id,
      template: 'chequeBounced',
      kind: 'notice',
      params: { chequeNumber: cheque.chequeNo, amount: cheque.amount },
      channels: channelOrderFor(preference.channel),
    });
  });
}

/** A maintenance request's new status, told to the tenant who reported it (the mail goes as before). */
export function sendMaintenanceStatus(
  deps: NoticeDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  moved: MaintenanceMoved,
): Promise<void> {
  return safely(log, 'maintenanceStatusChanged', async () => {
    const request = moved.after;
    if (!request.tenantId || request.status === moved.before.status) return;
    const preference = await findMessagePreference(deps.db, request.tenantId);
    await sendTenantMessage(send(deps), {
      landlordId: request.landlordId,
      tenantId: request.tenantId,
      requestId: request.id,
      template: 'maintenanceStatusChanged',
      kind: 'notice',
      params: { requestTitle: request.title, requestStatus: request.status },
      channels: channelOrderFor(preference.channel),
    });
  });
}
