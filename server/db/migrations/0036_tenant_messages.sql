CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid,
	"cheque_id" uuid,
	"request_id" uuid,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"template" text NOT NULL,
	"kind" text NOT NULL,
	"reminder_step" integer,
	"language" text NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"state" text NOT NULL,
	"attempt_group" uuid NOT NULL,
	"attempt_no" integer DEFAULT 1 NOT NULL,
	"provider_id" text,
	"provider_error" text,
	"cost" numeric(12, 3),
	"currency" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_landlord_created_idx" ON "messages" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_tenant_idx" ON "messages" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "messages_invoice_idx" ON "messages" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "messages_group_idx" ON "messages" USING btree ("attempt_group");--> statement-breakpoint
CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("channel","provider_id");