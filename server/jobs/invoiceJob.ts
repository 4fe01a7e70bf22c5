import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { generateInvoices, refreshInvoiceStatuses } from '../services/invoicing';
import { placeWaitingCharges } from '../services/maintenanceCharges';
import { todayInKuwait } from '../services/occupancy';
import { repeatEvery } from './repeat';

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
  return repeatEvery({ name: 'invoice job', log, minutes, firstAfterMs: 0 }, async () => {
    const today = todayInKuwait(ctx.now());
    const created = await generateInvoices(ctx.db, { today });
    await refreshInvoiceStatuses(ctx.db, null, today);
    // Maintenance costs charged before their invoice existed go onto the one just issued.
    if (created > 0) await placeWaitingCharges(ctx.db, ctx.now());
    if (created > 0) log.info({ created }, 'invoice job issued invoices');
  });
}
