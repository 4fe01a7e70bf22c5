import type { FastifyBaseLogger } from 'fastify';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { AppContext } from '../context';
import { importSettlements } from '../services/settlementImport';
import { repeatEvery } from './repeat';

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

export function startSettlementJob(ctx: AppContext, log: FastifyBaseLogger) {
  return repeatEvery({ name: 'settlement import', log, minutes: 24 * 60, firstAfterMs: 60_000 }, async () => {
    const done = await runSettlementImport(ctx, ctx.now());
    if (done && done.created + done.updated > 0) log.info(done, 'settlement import fetched batches');
  });
}
