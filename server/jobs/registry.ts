import { expenseJob } from './expenseJob';
import { fileSweepJob } from './fileSweep';
import { invoiceJob } from './invoiceJob';
import type { JobDefinition } from './jobDefinition';
import { jobRunsPruneJob } from './jobRunsPrune';
import { maintenanceJob } from './maintenanceJob';
import { paymentReconcilerJob } from './paymentReconciler';
import { reminderJob } from './reminderJob';
import { settlementJob } from './settlementJob';
import { subscriptionJob } from './subscriptionJob';

/**
 * Every scheduled job of the server: the one list both runners read (server/jobs/jobRunner.ts:
 * pg-boss on PostgreSQL, in-process on PGlite), and the super admin's Jobs screen lists. A new job
 * is a JobDefinition in its own file and one line here.
 */
export const JOBS: readonly JobDefinition[] = [
  invoiceJob,
  maintenanceJob,
  paymentReconcilerJob,
  settlementJob,
  subscriptionJob,
  expenseJob,
  reminderJob,
  fileSweepJob,
  jobRunsPruneJob,
];
