CREATE TABLE "cheque_deposit_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"cheque_ids" uuid[] NOT NULL,
	"deposit_account" text,
	"note" text,
	"total" numeric(12, 3) NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cheque_deposit_batches" ADD CONSTRAINT "cheque_deposit_batches_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_deposit_batches" ADD CONSTRAINT "cheque_deposit_batches_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_deposit_batches_landlord_idx" ON "cheque_deposit_batches" USING btree ("landlord_id","created_at");