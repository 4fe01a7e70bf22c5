CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_rent" numeric(12, 3) NOT NULL,
	"security_deposit" numeric(12, 3) DEFAULT '0' NOT NULL,
	"payment_due_day" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renewed_from_id" uuid,
	"decided_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('requested', 'approved', 'rejected', 'terminated')),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_due_day_check" CHECK ("contracts"."payment_due_day" between 1 and 28),
	CONSTRAINT "contracts_money_check" CHECK ("contracts"."monthly_rent" >= 0 and "contracts"."security_deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "manager_properties" (
	"manager_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "manager_properties_manager_id_property_id_pk" PRIMARY KEY("manager_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"governorate" text NOT NULL,
	"area" text NOT NULL,
	"block" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('residential_building', 'villa', 'apartment', 'commercial', 'land'))
);
--> statement-breakpoint
CREATE TABLE "property_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_no" text NOT NULL,
	"floor" integer,
	"type" text DEFAULT 'apartment' NOT NULL,
	"bedrooms" integer,
	"area_m2" numeric(10, 2),
	"monthly_rent" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'vacant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_units_status_check" CHECK ("property_units"."status" in ('vacant', 'occupied', 'under_maintenance')),
	CONSTRAINT "property_units_rent_check" CHECK ("property_units"."monthly_rent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenant_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"landlord_id" uuid NOT NULL,
	"first_name_ar" text DEFAULT '' NOT NULL,
	"last_name_ar" text DEFAULT '' NOT NULL,
	"civil_id" text NOT NULL,
	"civil_id_expiry" date,
	"nationality" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_properties" ADD CONSTRAINT "manager_properties_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_properties" ADD CONSTRAINT "manager_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_units" ADD CONSTRAINT "property_units_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_units" ADD CONSTRAINT "property_units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_landlord_status_idx" ON "contracts" USING btree ("landlord_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contracts_unit_idx" ON "contracts" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_idx" ON "contracts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_landlord_created_idx" ON "properties" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_units_property_unit_no_key" ON "property_units" USING btree ("property_id","unit_no");--> statement-breakpoint
CREATE INDEX "property_units_landlord_idx" ON "property_units" USING btree ("landlord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_profiles_landlord_civil_id_key" ON "tenant_profiles" USING btree ("landlord_id","civil_id");--> statement-breakpoint
CREATE INDEX "tenant_profiles_landlord_idx" ON "tenant_profiles" USING btree ("landlord_id");