import { eq } from 'drizzle-orm';
import {
  DEFAULT_DEADLINE_HOURS,
  type MaintenanceDeadlines,
  type MaintenancePriority,
} from '../../domain/maintenanceSchemas';
import type { Database } from '../db/client';
import { maintenanceDeadlines } from '../db/schema';

type Hours = Record<MaintenancePriority, number>;

/** A landlord's deadline per priority in hours; the defaults until it changes them. */
export async function deadlineHours(db: Pick<Database, 'select'>, landlordId: string): Promise<Hours> {
  const [row] = await db
    .select()
    .from(maintenanceDeadlines)
    .where(eq(maintenanceDeadlines.landlordId, landlordId));
  if (!row) return { ...DEFAULT_DEADLINE_HOURS };
  return { emergency: row.emergencyHours, high: row.highHours, normal: row.normalHours, low: row.lowHours };
}

export const deadlinesAnswer = (hours: Hours) => ({
  emergency_hours: hours.emergency,
  high_hours: hours.high,
  normal_hours: hours.normal,
  low_hours: hours.low,
});

export async function saveDeadlineHours(
  db: Database,
  landlordId: string,
  input: MaintenanceDeadlines,
  nowMs: number,
) {
  const values = {
    emergencyHours: input.emergency_hours,
    highHours: input.high_hours,
    normalHours: input.normal_hours,
    lowHours: input.low_hours,
    updatedAt: new Date(nowMs),
  };
  await db
    .insert(maintenanceDeadlines)
    .values({ landlordId, ...values })
    .onConflictDoUpdate({ target: maintenanceDeadlines.landlordId, set: values });
}

/** The deadline of a request of this priority reported (or reopened) at `fromMs`. */
export const deadlineFrom = (hours: Hours, priority: MaintenancePriority, fromMs: number) =>
  new Date(fromMs + hours[priority] * 3_600_000);
