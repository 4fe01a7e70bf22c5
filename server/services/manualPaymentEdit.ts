import type { StoredDocument } from '../../domain/documents';
import type { Database } from '../db/client';
import { paymentAttachments } from './manualPaymentQueries';
import { type PaymentFields, updatePayment } from './payments';

/**
 * A manual payment's edit in one transaction: the new files are stored, the kept ones (by name or
 * key; all when the form names none) stay beside them, and the payment, its invoice and receipt
 * follow (server/services/payments.ts).
 */
export async function editManualPayment(
  db: Database,
  args: {
    landlordId: string | null;
    paymentId: string;
    fields: PaymentFields;
    keep: string[] | undefined;
    storeAdded: () => Promise<StoredDocument[]>;
    actorId: string;
    nowMs: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await args.storeAdded();
    const existing = await paymentAttachments(tx, args.paymentId);
    const keep = args.keep;
    const kept = keep ? existing.filter((d) => keep.includes(d.name) || keep.includes(d.key)) : existing;
    await updatePayment(tx, {
      landlordId: args.landlordId,
      paymentId: args.paymentId,
      fields: args.fields,
      attachments: [...kept, ...added],
      actorId: args.actorId,
      nowMs: args.nowMs,
    });
  });
}
