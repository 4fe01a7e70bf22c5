/*
 * The database's tables, one module per area under server/db/schema/, re-exported here so that one
 * schema object covers the database (drizzle.config.ts reads this file) and callers import from one
 * place. The modules import only downwards (accounts ← portfolio ← tenancy ← billing ← writeOffs, maintenance, payments),
 * never this barrel.
 */

import { ACCOUNT_FILE_COLUMNS } from './schema/accounts';
import { BILLING_FILE_COLUMNS } from './schema/billing';
import { CHEQUE_FILE_COLUMNS } from './schema/cheques';
import { EXPENSE_FILE_COLUMNS } from './schema/expenses';
import type { FileColumn } from './schema/fileColumns';
import { MAINTENANCE_FILE_COLUMNS } from './schema/maintenance';
import { PORTFOLIO_FILE_COLUMNS } from './schema/portfolio';
import { SETTING_FILE_COLUMNS } from './schema/settings';
import { SUPPORT_FILE_COLUMNS } from './schema/support';
import { TENANCY_FILE_COLUMNS } from './schema/tenancy';

export * from './schema/accounts';
export * from './schema/settings';
export * from './schema/mail';
export * from './schema/portfolio';
export * from './schema/tenancy';
export * from './schema/billing';
export * from './schema/writeOffs';
export * from './schema/maintenance';
export * from './schema/support';
export * from './schema/payments';
export * from './schema/settlements';
export * from './schema/contact';
export * from './schema/jobs';
export * from './schema/subscriptions';
export * from './schema/planRequests';
export * from './schema/cheques';
export * from './schema/deposits';
export * from './schema/lateFees';
export * from './schema/messages';
export * from './schema/reminders';
export * from './schema/expenses';
export * from './schema/imports';
export type { FileColumn } from './schema/fileColumns';

/** Every column that names stored files; the file sweep keeps what these name. */
export const FILE_COLUMNS: FileColumn[] = [
  ...ACCOUNT_FILE_COLUMNS,
  ...SETTING_FILE_COLUMNS,
  ...PORTFOLIO_FILE_COLUMNS,
  ...TENANCY_FILE_COLUMNS,
  ...BILLING_FILE_COLUMNS,
  ...MAINTENANCE_FILE_COLUMNS,
  ...SUPPORT_FILE_COLUMNS,
  ...CHEQUE_FILE_COLUMNS,
  ...EXPENSE_FILE_COLUMNS,
];
export * from './schema/owners';
export * from './schema/keptFigures';
