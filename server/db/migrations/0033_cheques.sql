CREATE TABLE "cheque_invoices" (
	"cheque_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "cheque_invoices_cheque_id_invoice_id_pk" PRIMARY KEY("cheque_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "cheque_settings" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"bounced_cheque_fee" numeric(12, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheque_settings_fee_check" CHECK ("cheque_settings"."bounced_cheque_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cheque_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cheque_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"tenant_name" text NOT NULL,
	"property_name" text NOT NULL,
	"unit_no" text NOT NULL,
	"bank" text NOT NULL,
	"cheque_no" text NOT NULL,
	"drawer_name" text NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"due_date" date NOT NULL,
	"period" date,
	"state" text DEFAULT 'RECEIVED' NOT NULL,
	"custody" text NOT NULL,
	"custody_note" text,
	"notes" text,
	"photo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replaces_id" uuid,
	"replaced_by_id" uuid,
	"bounced_fee" numeric(12, 3),
	"fee_invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheques_state_check" CHECK ("cheques"."state" in ('RECEIVED', 'DEPOSITED', 'CLEARED', 'BOUNCED', 'REPLACED', 'RETURNED', 'CANCELLED')),
	CONSTRAINT "cheques_custody_check" CHECK ("cheques"."custody" in ('landlord', 'manager', 'bank', 'drawer')),
	CONSTRAINT "cheques_amount_check" CHECK ("cheques"."amount" > 0),
	CONSTRAINT "cheques_fee_check" CHECK ("cheques"."bounced_fee" is null or "cheques"."bounced_fee" >= 0),
	CONSTRAINT "cheques_currency_check" CHECK ("cheques"."currency" = 'KWD')
);
--> statement-breakpoint
ALTER TABLE "cheque_invoices" ADD CONSTRAINT "cheque_invoices_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_invoices" ADD CONSTRAINT "cheque_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_invoices" ADD CONSTRAINT "cheque_invoices_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_invoices" ADD CONSTRAINT "cheque_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_settings" ADD CONSTRAINT "cheque_settings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_status_history" ADD CONSTRAINT "cheque_status_history_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_status_history" ADD CONSTRAINT "cheque_status_history_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_status_history" ADD CONSTRAINT "cheque_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_replaces_id_cheques_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."cheques"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_replaced_by_id_cheques_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."cheques"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_fee_invoice_id_invoices_id_fk" FOREIGN KEY ("fee_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_invoices_invoice_idx" ON "cheque_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_invoices_payment_key" ON "cheque_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "cheque_status_history_cheque_idx" ON "cheque_status_history" USING btree ("cheque_id","created_at");--> statement-breakpoint
CREATE INDEX "cheques_landlord_due_idx" ON "cheques" USING btree ("landlord_id","due_date","id");--> statement-breakpoint
CREATE INDEX "cheques_landlord_state_due_idx" ON "cheques" USING btree ("landlord_id","state","due_date");--> statement-breakpoint
CREATE INDEX "cheques_tenant_due_idx" ON "cheques" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "cheques_contract_period_idx" ON "cheques" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "cheques_property_idx" ON "cheques" USING btree ("property_id");