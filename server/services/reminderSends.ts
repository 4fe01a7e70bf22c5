import type { Database } from '../db/client';
import { reminderSends } from '../db/schema';

/**
 * Claims one step of one invoice's reminder schedule (issue 35 item 3): true for the one caller
 * whose row went in, false for every other — the primary key (invoice_id, step) decides, so two
 * job runs or two instances racing send a step once. Call it in the transaction that sends.
 */
export async function claimReminderStep(
  db: Pick<Database, 'insert'>,
  invoiceId: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .insert(reminderSends)
    .values({ invoiceId, step })
    .onConflictDoNothing()
    .returning({ step: reminderSends.step });
  return rows.length === 1;
}
