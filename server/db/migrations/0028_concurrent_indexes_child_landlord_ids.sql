-- Issue 23 item 6 (ready for Citus, docs/citus.md): the four child tables that were keyed by
-- their parent only carry landlord_id like every other business table, so that they can be
-- distributed by it with their parents. The server writes it on every insert from now on.
-- Nothing here rewrites or scans a table: the column has no default and the foreign key is
-- NOT VALID (checked for new rows). Copying the parent's landlord_id into existing rows in this
-- transaction would close these tables for its whole length (77 s for a million rows measured on
-- the shared machine), so it is done after the migrations, in batches of 5,000 rows outside any
-- transaction (server/db/childLandlordBackfill.ts); NOT NULL and the key's validation follow in
-- a later migration, once every installation has run it.
ALTER TABLE "maintenance_status_history" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_status_history" ADD CONSTRAINT "maintenance_status_history_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "maintenance_comments" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "support_ticket_comments" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "support_ticket_comments" ADD CONSTRAINT "support_ticket_comments_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
