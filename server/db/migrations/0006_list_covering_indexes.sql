-- The two lists that must stay fast at a million rows (issue 7 item 6) read narrow index entries
-- instead of table rows: their counts, searches and totals become index-only scans.
-- Manual payments: newest first, filtered by payment date and searched by search_text.
CREATE INDEX IF NOT EXISTS "payments_landlord_created_cover_idx" ON "payments"
  ("landlord_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("payment_date", "search_text");--> statement-breakpoint
-- Collections: a landlord's non-cancelled invoices, searched by tenant or number, summed for the cards.
CREATE INDEX IF NOT EXISTS "invoices_collection_cover_idx" ON "invoices" ("landlord_id", "invoice_no")
  INCLUDE ("id", "status", "total", "paid_amount", "tenant_name", "last_payment_date")
  WHERE "status" <> 'CANCELLED';
