-- Issue 30 item 5: the reconciler's second question, captures not credited whose refund is due.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "payment_attempts_refund_due_idx" ON "payment_attempts" ("next_check_at") WHERE "state" = 'captured' AND "payment_id" IS NULL;
