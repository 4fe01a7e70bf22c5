import { todayInKuwait } from '../../domain/kuwaitDate';
import type { AppContext } from '../context';
import { importSettlements } from '../services/settlementImport';
import type { JobDefinition } from './jobDefinition';

/*
 * Issue 20 item 7: the daily settlement import. Once a day it fetches the gateway's report of the
 * day before (Kuwait time), a whole day, for every landlord. The import is idempotent, so a run
 * after a restart, or a landlord's own "Fetch settlements", never duplicates a batch. A gateway
 * without settlement reports is skipped quietly.
 */

const DAY_MS = 86_400_000;

export async function runSettlementImport(ctx: Pick<AppContext, 'db' | 'gateway'>, nowMs: number) {
  if (!ctx.gateway.settlementReport) return null;
  return importSettlements(ctx, todayInKuwait(nowMs - DAY_MS), null);
}

/** Daily (at 00:00 UTC, 03:00 in Kuwait), with the payment jobs: off where the reconciler is off (tests fetch by hand). */
export const settlementJob: JobDefinition = {
  name: 'settlement-import',
  title: "Yesterday's gateway settlements imported",
  schedule: {
    everyMs: (config) => (config.payments.reconcilerMinutes > 0 ? DAY_MS : 0),
    firstAfterMs: 60_000,
  },
  handler: async ({ ctx, log }) => {
    const done = await runSettlementImport(ctx, ctx.now());
    if (done && done.created + done.updated > 0) log.info(done, 'settlement import fetched batches');
  },
};
