import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LATE_FEE_SETTING, type LateFeeSetting } from '../../domain/lateFeeSchemas';
import { moneyText } from '../../domain/money';
import type { Database } from '../db/client';
import { lateFeeSettings } from '../db/schema';
import { recordAudit } from './auditTrail';

/**
 * A landlord's late fee rule (issue 34 item 4). No row: the default, off. Every save writes an
 * audit row with the rule before and after (who, when).
 */

type Row = typeof lateFeeSettings.$inferSelect;

export const lateFeeSettingOf = (row: Row | undefined): LateFeeSetting =>
  row
    ? {
        enabled: row.enabled,
        grace_days: row.graceDays,
        mode: row.mode as LateFeeSetting['mode'],
        amount: moneyText(row.amount),
        cap: row.cap === null ? null : moneyText(row.cap),
      }
    : { ...DEFAULT_LATE_FEE_SETTING };

export async function findLateFeeSetting(
  db: Pick<Database, 'select'>,
  landlordId: string,
): Promise<LateFeeSetting> {
  const [row] = await db.select().from(lateFeeSettings).where(eq(lateFeeSettings.landlordId, landlordId));
  return lateFeeSettingOf(row);
}

/** Creates or replaces the landlord's rule in one statement, and audits the change. */
export function saveLateFeeSetting(
  db: Database,
  landlordId: string,
  setting: LateFeeSetting,
  actorId: string,
): Promise<LateFeeSetting> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(lateFeeSettings)
      .where(eq(lateFeeSettings.landlordId, landlordId))
      .for('update');
    const values = {
      enabled: setting.enabled,
      graceDays: setting.grace_days,
      mode: setting.mode,
      amount: setting.amount,
      cap: setting.cap,
    };
    const [row] = await tx
      .insert(lateFeeSettings)
      .values({ landlordId, ...values })
      .onConflictDoUpdate({ target: lateFeeSettings.landlordId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    const after = lateFeeSettingOf(row);
    await recordAudit(tx, {
      landlordId,
      actorId,
      action: 'late_fee_setting.update',
      entity: 'late_fee_setting',
      entityId: landlordId,
      before: lateFeeSettingOf(old),
      after,
    });
    return after;
  });
}
