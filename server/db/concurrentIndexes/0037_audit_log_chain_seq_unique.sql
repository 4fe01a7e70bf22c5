-- Issue 36 item 4: no two rows of one landlord's chain at one place. The chain trigger already
-- decides under a per-landlord advisory lock; this index is the database's second guarantee.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_chain_seq_unique" ON "audit_log" (coalesce("landlord_id", '00000000-0000-0000-0000-000000000000'::uuid), "chain_seq");
