-- Issue 30 item 5: at most one open checkout (created, pending, unknown) per invoice. The checkout
-- already decides under the invoice's row lock; this index is the database's own guarantee.
-- landlord_id first: the distribution key (docs/citus.md), and an invoice has one landlord.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "payment_attempts_one_open_per_invoice" ON "payment_attempts" ("landlord_id", "invoice_id") WHERE "state" in ('created', 'pending', 'unknown');
