import type { AppContext } from '../context';
import { placeWaitingCharges } from '../services/maintenanceCharges';
import { mailStatusChange } from '../services/maintenanceMail';
import { runMaintenanceSweep } from '../services/maintenanceMoves';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * The maintenance job's work (issue 18 items 2, 3 and 5), at the moment `nowMs`: requests COMPLETED
 * for seven days close, DEFERRED ones whose day has come open again (the tenant is mailed either
 * way), and charges waiting for an invoice go onto the one now issued. Tests call it with their clock.
 */
export async function runMaintenanceJob(
  ctx: Pick<AppContext, 'db' | 'mail' | 'config'>,
  nowMs: number,
): Promise<{ moved: number; charges: number }> {
  const moved = await runMaintenanceSweep(ctx.db, nowMs);
  for (const move of moved) await mailStatusChange(ctx, move);
  const charges = await placeWaitingCharges(ctx.db, nowMs);
  return { moved: moved.length, charges };
}

/** Every MAINTENANCE_JOB_MINUTES; rows are moved under locks, so a run is safe beside requests. */
export const maintenanceJob: JobDefinition = {
  name: 'maintenance-sweep',
  title: 'Completed requests closed, deferred ones reopened',
  schedule: { everyMs: (config) => config.maintenanceJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const done = await runMaintenanceJob(ctx, ctx.now());
    if (done.moved > 0 || done.charges > 0) log.info(done, 'maintenance job moved requests');
  },
};
