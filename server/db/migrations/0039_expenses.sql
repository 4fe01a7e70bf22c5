CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"expense_date" date NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"category" text NOT NULL,
	"vendor" text,
	"note" text,
	"receipts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance_request_id" uuid,
	"charged_to_tenant" boolean DEFAULT false NOT NULL,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"recurring_source_id" uuid,
	"recurring_period" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('maintenance', 'utilities', 'caretaker', 'cleaning', 'insurance', 'management_fee', 'tax_fees', 'other')),
	CONSTRAINT "expenses_recurrence_check" CHECK ("expenses"."recurrence" in ('none', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_landlord_date_idx" ON "expenses" USING btree ("landlord_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_property_date_idx" ON "expenses" USING btree ("property_id","expense_date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_maintenance_request_uq" ON "expenses" USING btree ("maintenance_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_period_uq" ON "expenses" USING btree ("recurring_source_id","recurring_period");