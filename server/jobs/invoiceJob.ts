import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { generateInvoices, refreshInvoiceStatuses } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';

/**
 * The scheduled job inside the server (issue 6 item 1): at start and then every `minutes`, issue
 * the rent invoices that have come due and mark unpaid ones past their due date OVERDUE. Runs never
 * overlap in one process, and generation is idempotent across processes, so several servers on one
 * database are safe too.
 */
export function startInvoiceJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  minutes: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return running;
    running = (async () => {
      try {
        const today = todayInKuwait(ctx.now());
        const created = await generateInvoices(ctx.db, { today });
        await refreshInvoiceStatuses(ctx.db, null, today);
        if (created > 0) log.info({ created }, 'invoice job issued invoices');
      } catch (err) {
        log.error({ err }, 'invoice job failed; it runs again at the next interval');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
