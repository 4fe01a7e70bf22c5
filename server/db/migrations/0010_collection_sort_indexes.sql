-- The collection report's other sorts (rent, tenant, payment date), planned once like its default
-- order: each index now ends with the invoice number that breaks ties and carries the id and the
-- status, so a page is an index-only walk in the exact ORDER BY, whatever the offset, and a plan made
-- without the parameters' values chooses it (before, such a plan sorted the landlord's 10,000 rows).
-- The invoices list's sorts by total and tenant use the same indexes (they replace the old pairs).
DROP INDEX "invoices_landlord_total_idx";--> statement-breakpoint
DROP INDEX "invoices_landlord_tenant_name_idx";--> statement-breakpoint
DROP INDEX "invoices_landlord_last_payment_idx";--> statement-breakpoint
CREATE INDEX "invoices_landlord_total_idx" ON "invoices" USING btree ("landlord_id","total","invoice_no") INCLUDE ("id","status");--> statement-breakpoint
CREATE INDEX "invoices_landlord_tenant_name_idx" ON "invoices" USING btree ("landlord_id","tenant_name","invoice_no") INCLUDE ("id","status");--> statement-breakpoint
CREATE INDEX "invoices_landlord_last_payment_idx" ON "invoices" USING btree ("landlord_id","last_payment_date","invoice_no") INCLUDE ("id","status");
