import { changedFields, recordAudit } from './auditTrail';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PARTIAL_SETTING, type PartialPaymentSetting } from '../../domain/partialPayments';
import { moneyText } from '../../domain/money';
import type { Database } from '../db/client';
import { onlinePaymentSettings } from '../db/schema';

/**
 * A landlord's partial online payment setting (issue 20 item 5). No row yet: the default, off.
 * Read by the checkout inside its transaction (any `db` or transaction fits).
 */
export async function findPartialSetting(db: Database, landlordId: string): Promise<PartialPaymentSetting> {
  const [row] = await db
    .select()
    .from(onlinePaymentSettings)
    .where(eq(onlinePaymentSettings.landlordId, landlordId));
  if (!row) return { ...DEFAULT_PARTIAL_SETTING };
  return { allow_partial: row.allowPartial, minimum_amount: moneyText(row.partialMinimum) };
}

/** Creates or updates the landlord's row in one statement (two first saves cannot both insert). */
export async function savePartialSetting(
  db: Database,
  landlordId: string,
  setting: PartialPaymentSetting,
): Promise<PartialPaymentSetting> {
  const values = { allowPartial: setting.allow_partial, partialMinimum: moneyText(setting.minimum_amount) };
  return db.transaction(async (tx) => {
    const before = await findPartialSetting(tx, landlordId);
    const [row] = await tx
      .insert(onlinePaymentSettings)
      .values({ landlordId, ...values })
      .onConflictDoUpdate({
        target: onlinePaymentSettings.landlordId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    const after = { allow_partial: row!.allowPartial, minimum_amount: moneyText(row!.partialMinimum) };
    await recordAudit(tx, {
      landlordId,
      action: 'setting.partial_payments',
      entity: 'setting',
      entityId: landlordId,
      ...changedFields(before, after),
    });
    return after;
  });
}
