-- Issue 36 item 4: the audit chain's trigger reads a landlord's last row (landlord_id, chain_seq desc)
-- on every insert; audit_log is a big table, so the index is built here, not in migration 0037.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_chain_idx" ON "audit_log" ("landlord_id", "chain_seq");
