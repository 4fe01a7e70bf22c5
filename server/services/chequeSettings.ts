import { changedFields, recordAudit } from './auditTrail';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CHEQUE_SETTING, type ChequeSetting } from '../../domain/chequeSchemas';
import { moneyText } from '../../domain/money';
import type { Database } from '../db/client';
import { chequeSettings } from '../db/schema';

/**
 * A landlord's cheque setting (issue 34 item 1): the bounced-cheque fee. No row yet: the default,
 * no fee. Read by a cheque's move inside its transaction (any `db` or transaction fits).
 */
export async function findChequeSetting(
  db: Pick<Database, 'select'>,
  landlordId: string,
): Promise<ChequeSetting> {
  const [row] = await db.select().from(chequeSettings).where(eq(chequeSettings.landlordId, landlordId));
  if (!row) return { ...DEFAULT_CHEQUE_SETTING };
  return { bounced_cheque_fee: moneyText(row.bouncedChequeFee) };
}

/** Creates or updates the landlord's row in one statement (two first saves cannot both insert). */
export async function saveChequeSetting(
  db: Database,
  landlordId: string,
  setting: ChequeSetting,
): Promise<ChequeSetting> {
  const values = { bouncedChequeFee: moneyText(setting.bounced_cheque_fee) };
  return db.transaction(async (tx) => {
    const before = await findChequeSetting(tx, landlordId);
    const [row] = await tx
      .insert(chequeSettings)
      .values({ landlordId, ...values })
      .onConflictDoUpdate({ target: chequeSettings.landlordId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    const after = { bounced_cheque_fee: moneyText(row!.bouncedChequeFee) };
    await recordAudit(tx, {
      landlordId,
      action: 'setting.cheques',
      entity: 'setting',
      entityId: landlordId,
      ...changedFields(before, after),
    });
    return after;
  });
}
