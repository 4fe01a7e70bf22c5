CREATE TABLE "owner_fee_rules" (
	"landlord_id" uuid NOT NULL,
	"property_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'none' NOT NULL,
	"value" numeric(12, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_fee_rules_kind_check" CHECK ("owner_fee_rules"."kind" in ('none', 'percent', 'fixed')),
	CONSTRAINT "owner_fee_rules_value_check" CHECK ("owner_fee_rules"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "owner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"payout_date" date NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payouts_amount_check" CHECK ("owner_payouts"."amount" > 0),
	CONSTRAINT "owner_payouts_method_check" CHECK ("owner_payouts"."method" in ('bank_transfer', 'cheque', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"opening" numeric(12, 3) NOT NULL,
	"collected" numeric(12, 3) NOT NULL,
	"expenses" numeric(12, 3) NOT NULL,
	"fee" numeric(12, 3) NOT NULL,
	"payouts" numeric(12, 3) NOT NULL,
	"closing" numeric(12, 3) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"share" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owners_share_check" CHECK ("property_owners"."share" > 0 and "property_owners"."share" <= 100)
);
--> statement-breakpoint
ALTER TABLE "owner_fee_rules" ADD CONSTRAINT "owner_fee_rules_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_fee_rules" ADD CONSTRAINT "owner_fee_rules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_payouts_owner_date_idx" ON "owner_payouts" USING btree ("owner_id","payout_date");--> statement-breakpoint
CREATE INDEX "owner_payouts_landlord_idx" ON "owner_payouts" USING btree ("landlord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_owner_month_uq" ON "owner_statements" USING btree ("owner_id","month");--> statement-breakpoint
CREATE INDEX "owner_statements_landlord_month_idx" ON "owner_statements" USING btree ("landlord_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "property_owners_property_owner_uq" ON "property_owners" USING btree ("property_id","owner_id");--> statement-breakpoint
CREATE INDEX "property_owners_owner_idx" ON "property_owners" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "property_owners_landlord_idx" ON "property_owners" USING btree ("landlord_id");