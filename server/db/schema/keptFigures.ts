import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Issue 37 item 1: the landlord's and manager's dashboard figures kept per landlord, property and
 * month (domain/dashboardFigures.ts defines each), so a cold dashboard sums a few kept rows instead
 * of aggregating every invoice, receipt and request of the landlord. Kept by statement-level
 * triggers (migration 0044) in the transaction of every write, like landlord_billing_totals (0007);
 * views named `*_recomputed` in the same migration say what each row must equal, and
 * server/services/keptFigures.ts checks (and repairs) the tables against them. No foreign keys: a
 * landlord's deletion cascades to the rows these follow, whose triggers then still write here.
 * Money columns are numeric and exact; a row whose figures went back to zero may stay.
 */

const sum = (name: string) => numeric(name, { precision: 18, scale: 3 }).notNull().default('0');

/**
 * Per landlord, property and month: the invoices due that month (cancelled ones left out) —
 * expected, collected, written off, still outstanding — and the money whose own day is in that
 * month: receipts by received_on (cash received) and refunds by their credit note's Kuwait day.
 */
export const keptMonthFigures = pgTable(
  'kept_month_figures',
  {
    landlordId: uuid('landlord_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    /** How many invoices are due that month (cancelled ones left out): the platform's count. */
    invoices: integer('invoices').notNull().default(0),
    expected: sum('expected'),
    collected: sum('collected'),
    writtenOff: sum('written_off'),
    outstanding: sum('outstanding'),
    cashReceived: sum('cash_received'),
    refunded: sum('refunded'),
  },
  // Month before property: a dashboard's twelve months (and its one month of cash) are one range
  // of the landlord's rows, whatever properties it covers.
  (t) => [primaryKey({ columns: [t.landlordId, t.month, t.propertyId] })],
);

/**
 * Per landlord, due day, property and tenant: what invoices that may still owe (unpaid, part paid,
 * overdue) owe, and how many owe something. The aging buckets are ranges of days seen from today,
 * so the day is kept, not the month; the tenant, for the top debtors as of today.
 */
export const keptOwedDays = pgTable(
  'kept_owed_days',
  {
    landlordId: uuid('landlord_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    dueDate: date('due_date').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    owed: sum('owed'),
    invoices: integer('invoices').notNull().default(0),
  },
  // Due day before property: what is owed up to today is one range of the landlord's rows.
  (t) => [primaryKey({ columns: [t.landlordId, t.dueDate, t.propertyId, t.tenantId] })],
);

/**
 * Per landlord, property and status, maintenance requests not deleted: how many, how many have
 * been completed and the sum of their seconds from report to completion (the average's parts).
 */
export const keptMaintenanceFigures = pgTable(
  'kept_maintenance_figures',
  {
    landlordId: uuid('landlord_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    status: text('status').notNull(),
    requests: integer('requests').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    /** Unbounded numeric: extract(epoch) gives 6 decimals, and the average is computed from it exactly. */
    completionSeconds: numeric('completion_seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.propertyId, t.status] })],
);

/** Per landlord and property: deposits held (received - deducted - refunded). */
export const keptDepositsHeld = pgTable(
  'kept_deposits_held',
  {
    landlordId: uuid('landlord_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    held: sum('held'),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.propertyId] })],
);
