-- Issue 18: maintenance requests, their status history (the timeline), comments (visible to the
-- tenant or internal), and each landlord's deadlines per priority. Hand-written (the 0012
-- snapshot is missing, so drizzle-kit would regenerate older tables); server/db/schema/maintenance.ts
-- declares the same tables.
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"request_no" text NOT NULL,
	"tenant_id" uuid,
	"contract_id" uuid,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"permission_to_enter" boolean DEFAULT false NOT NULL,
	"preferred_visit_times" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignee_id" uuid,
	"vendor_name" text,
	"vendor_phone" text,
	"deadline_at" timestamp with time zone,
	"deferred_until" date,
	"cost" numeric(12, 3),
	"charged" boolean DEFAULT false NOT NULL,
	"charged_invoice_id" uuid,
	"rating_resolved" boolean,
	"rating_comment" text,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_status_check" CHECK ("maintenance_requests"."status" in ('OPEN', 'IN_PROGRESS', 'COMPLETED', 'CLOSED', 'DEFERRED', 'DECLINED')),
	CONSTRAINT "maintenance_requests_priority_check" CHECK ("maintenance_requests"."priority" in ('low', 'normal', 'high', 'emergency')),
	CONSTRAINT "maintenance_requests_cost_check" CHECK ("maintenance_requests"."cost" is null or "maintenance_requests"."cost" >= 0)
);--> statement-breakpoint
CREATE TABLE "maintenance_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "maintenance_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "maintenance_deadlines" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"emergency_hours" integer DEFAULT 24 NOT NULL,
	"high_hours" integer DEFAULT 72 NOT NULL,
	"normal_hours" integer DEFAULT 168 NOT NULL,
	"low_hours" integer DEFAULT 336 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_charged_invoice_id_invoices_id_fk" FOREIGN KEY ("charged_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_status_history" ADD CONSTRAINT "maintenance_status_history_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_status_history" ADD CONSTRAINT "maintenance_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_deadlines" ADD CONSTRAINT "maintenance_deadlines_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_requests_landlord_no_key" ON "maintenance_requests" USING btree ("landlord_id","request_no");--> statement-breakpoint
CREATE INDEX "maintenance_requests_landlord_created_idx" ON "maintenance_requests" USING btree ("landlord_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_landlord_status_idx" ON "maintenance_requests" USING btree ("landlord_id","status","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_tenant_created_idx" ON "maintenance_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_property_idx" ON "maintenance_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_completed_idx" ON "maintenance_requests" USING btree ("status","completed_at") WHERE "maintenance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "maintenance_status_history_request_idx" ON "maintenance_status_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_comments_request_idx" ON "maintenance_comments" USING btree ("request_id","created_at");
