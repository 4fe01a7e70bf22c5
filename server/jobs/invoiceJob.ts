import { issueInvoices, refreshInvoiceStatuses } from '../services/invoicing';
import { sendInvoiceIssuedNotices } from '../services/onceNotices';
import { applyLateFees } from '../services/lateFees';
import { placeWaitingCharges } from '../services/maintenanceCharges';
import { todayInKuwait } from '../services/occupancy';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * The scheduled job inside the server (issue 6 item 1): every INVOICE_JOB_MINUTES, issue the rent
 * invoices that have come due and mark unpaid ones past their due date OVERDUE. Generation is
 * idempotent, and the job runs once per period across instances (server/jobs/registry.ts). Then
 * the landlords' late fee rules, each invoice once (services/lateFees.ts).
 */
export const invoiceJob: JobDefinition = {
  name: 'invoice-issuance',
  title: 'Rent invoices issued and overdue ones marked',
  schedule: { everyMs: (config) => config.invoiceJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const today = todayInKuwait(ctx.now());
    const created = (await issueInvoices(ctx.db, { today, notify: true })).length;
    await refreshInvoiceStatuses(ctx.db, null, today);
    // Maintenance costs charged before their invoice existed go onto the one just issued.
    if (created > 0) await placeWaitingCharges(ctx.db, ctx.now());
    if (created > 0) log.info({ created }, 'invoice job issued invoices');
    // Each new invoice's tenant told, after the issue committed (at night they wait for 08:00).
    if (created > 0) await sendInvoiceIssuedNotices(ctx, log);
    // Late fees by rule (issue 34 item 4): at most one per invoice once its grace has passed.
    const fees = await applyLateFees(ctx.db, today);
    if (fees > 0) log.info({ fees }, 'invoice job applied late fees');
  },
};
