CREATE TABLE "deposit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"method" text,
	"reference" text,
	"entry_date" date NOT NULL,
	"reason" text,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_entries_kind_check" CHECK ("deposit_entries"."kind" in ('receipt', 'deduction', 'refund')),
	CONSTRAINT "deposit_entries_amount_check" CHECK ("deposit_entries"."amount" > 0),
	CONSTRAINT "deposit_entries_reason_check" CHECK (("deposit_entries"."kind" = 'deduction') = ("deposit_entries"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"landlord_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"received_amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"deducted_amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amounts_check" CHECK ("deposits"."received_amount" >= 0 and "deposits"."deducted_amount" >= 0 and "deposits"."refunded_amount" >= 0),
	CONSTRAINT "deposits_held_check" CHECK ("deposits"."deducted_amount" + "deposits"."refunded_amount" <= "deposits"."received_amount")
);
--> statement-breakpoint
CREATE TABLE "late_fee_settings" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"mode" text DEFAULT 'fixed' NOT NULL,
	"amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"cap" numeric(12, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fee_settings_mode_check" CHECK ("late_fee_settings"."mode" in ('fixed', 'percent')),
	CONSTRAINT "late_fee_settings_grace_check" CHECK ("late_fee_settings"."grace_days" between 0 and 365),
	CONSTRAINT "late_fee_settings_amount_check" CHECK ("late_fee_settings"."amount" >= 0 and ("late_fee_settings"."cap" is null or "late_fee_settings"."cap" >= 0))
);
--> statement-breakpoint
CREATE TABLE "late_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_item_id" uuid,
	"amount" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by" uuid,
	"waive_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fees_amount_check" CHECK ("late_fees"."amount" > 0),
	CONSTRAINT "late_fees_waiver_check" CHECK (("late_fees"."waived_at" is null) = ("late_fees"."waive_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_contract_id_deposits_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."deposits"("contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_settings" ADD CONSTRAINT "late_fee_settings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_entries_contract_idx" ON "deposit_entries" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_landlord_idx" ON "deposits" USING btree ("landlord_id","updated_at");--> statement-breakpoint
CREATE INDEX "deposits_tenant_idx" ON "deposits" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "late_fees_invoice_key" ON "late_fees" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "late_fees_landlord_idx" ON "late_fees" USING btree ("landlord_id","created_at");