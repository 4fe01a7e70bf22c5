import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_STEPS } from '../../domain/reminderSchedule';
import type { ReminderSetting } from '../../domain/reminderSchemas';
import type { Database } from '../db/client';
import { reminderSchedules } from '../db/schema';
import { recordAudit } from './auditTrail';

/**
 * A landlord's rent reminder schedule (issue 35 item 3). No row: the default, on, with steps
 * 3 days before, on the day, 3, 7 and 14 days after the due date. Every save is audited.
 */

type Row = typeof reminderSchedules.$inferSelect;

export const reminderSettingOf = (row: Row | undefined): ReminderSetting =>
  row
    ? { enabled: row.enabled, steps: [...row.steps].sort((a, b) => a - b) }
    : { enabled: true, steps: [...DEFAULT_REMINDER_STEPS] };

export async function findReminderSetting(
  db: Pick<Database, 'select'>,
  landlordId: string,
): Promise<ReminderSetting> {
  const [row] = await db.select().from(reminderSchedules).where(eq(reminderSchedules.landlordId, landlordId));
  return reminderSettingOf(row);
}

/** Creates or replaces the landlord's schedule in one statement, and audits the change. */
export function saveReminderSetting(
  db: Database,
  landlordId: string,
  setting: ReminderSetting,
  actorId: string,
): Promise<ReminderSetting> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(reminderSchedules)
      .where(eq(reminderSchedules.landlordId, landlordId))
      .for('update');
    const values = { enabled: setting.enabled, steps: setting.steps };
    const [row] = await tx
      .insert(reminderSchedules)
      .values({ landlordId, ...values })
      .onConflictDoUpdate({ target: reminderSchedules.landlordId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    const after = reminderSettingOf(row);
    await recordAudit(tx, {
      landlordId,
      actorId,
      action: 'reminder_setting.update',
      entity: 'reminder_setting',
      entityId: landlordId,
      before: reminderSettingOf(old),
      after,
    });
    return after;
  });
}
