-- Issue 21 items 3 to 5: the plans the super admin sells, each landlord's subscription (one row per
-- landlord, its state moving per domain/subscriptionFlow.ts), the invoices that bill its periods and
-- the online checkouts that pay them through the payment gateway.
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_price" numeric(12, 3) NOT NULL,
	"yearly_price" numeric(12, 3) NOT NULL,
	"max_units" integer NOT NULL,
	"max_managers" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_monthly_price_check" CHECK ("plans"."monthly_price" >= 0),
	CONSTRAINT "plans_yearly_price_check" CHECK ("plans"."yearly_price" >= 0),
	CONSTRAINT "plans_max_units_check" CHECK ("plans"."max_units" > 0),
	CONSTRAINT "plans_max_managers_check" CHECK ("plans"."max_managers" >= 0),
	CONSTRAINT "plans_recommended_active_check" CHECK (not "plans"."recommended" or "plans"."retired_at" is null)
);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_lower_key" ON "plans" (lower("name"));--> statement-breakpoint
-- At most one plan is recommended; the service keeps it at exactly one.
CREATE UNIQUE INDEX "plans_one_recommended_key" ON "plans" ("recommended") WHERE "recommended";--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"plan_id" uuid NOT NULL REFERENCES "plans"("id") ON DELETE restrict,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"state" text DEFAULT 'trialing' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan_id" uuid REFERENCES "plans"("id") ON DELETE restrict,
	"pending_billing_cycle" text,
	"past_due_since" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('trialing', 'active', 'past_due', 'cancelled', 'expired')),
	CONSTRAINT "subscriptions_billing_cycle_check" CHECK ("subscriptions"."billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_pending_billing_cycle_check" CHECK ("subscriptions"."pending_billing_cycle" is null or "subscriptions"."pending_billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_landlord_key" ON "subscriptions" ("landlord_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_state_period_end_idx" ON "subscriptions" ("state", "current_period_end");--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"subscription_id" uuid NOT NULL REFERENCES "subscriptions"("id") ON DELETE cascade,
	"invoice_no" text NOT NULL,
	"kind" text DEFAULT 'renewal' NOT NULL,
	"plan_id" uuid NOT NULL REFERENCES "plans"("id") ON DELETE restrict,
	"plan_name" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"paid_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"paid_attempt_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_amount_check" CHECK ("subscription_invoices"."amount" >= 0),
	CONSTRAINT "subscription_invoices_kind_check" CHECK ("subscription_invoices"."kind" in ('subscribe', 'renewal', 'upgrade')),
	CONSTRAINT "subscription_invoices_status_check" CHECK ("subscription_invoices"."status" in ('unpaid', 'paid', 'void')),
	CONSTRAINT "subscription_invoices_paid_via_check" CHECK ("subscription_invoices"."paid_via" is null or "subscription_invoices"."paid_via" in ('online', 'super_admin')),
	CONSTRAINT "subscription_invoices_billing_cycle_check" CHECK ("subscription_invoices"."billing_cycle" in ('monthly', 'yearly'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_invoice_no_key" ON "subscription_invoices" ("invoice_no");--> statement-breakpoint
-- One period invoice per subscription and period start: the renewal job may run any number of times.
CREATE UNIQUE INDEX "subscription_invoices_period_key" ON "subscription_invoices" ("subscription_id", "period_start") WHERE "kind" = 'renewal' AND "status" <> 'void';--> statement-breakpoint
CREATE INDEX "subscription_invoices_landlord_idx" ON "subscription_invoices" ("landlord_id", "created_at");--> statement-breakpoint
CREATE TABLE "subscription_payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"subscription_invoice_id" uuid NOT NULL REFERENCES "subscription_invoices"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"amount" numeric(12, 3) NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"method" text,
	"transaction_id" text,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payment_attempts_amount_check" CHECK ("subscription_payment_attempts"."amount" > 0),
	CONSTRAINT "subscription_payment_attempts_state_check" CHECK ("subscription_payment_attempts"."state" in ('created', 'pending', 'unknown', 'captured', 'failed', 'cancelled', 'expired'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payment_attempts_reference_key" ON "subscription_payment_attempts" ("provider", "gateway_reference");--> statement-breakpoint
CREATE INDEX "subscription_payment_attempts_invoice_idx" ON "subscription_payment_attempts" ("subscription_invoice_id", "created_at");--> statement-breakpoint
CREATE INDEX "subscription_payment_attempts_waiting_idx" ON "subscription_payment_attempts" ("created_at") WHERE "state" in ('created', 'pending', 'unknown');
--> statement-breakpoint
-- Subscription invoice numbers: SUB-000001, one sequence for the platform (the platform bills, not a landlord).
CREATE SEQUENCE "subscription_invoice_no_seq";
--> statement-breakpoint
-- The plans on sale at launch (the super admin edits them under Plans); Professional is recommended.
INSERT INTO "plans" ("name", "description", "monthly_price", "yearly_price", "max_units", "max_managers", "features", "recommended", "sort_order") VALUES
	('Starter', 'For an owner with a building or a few flats who wants rent collection in order.', 12.000, 120.000, 10, 1,
	 '["Up to 10 units","1 property manager","Tenant invoices and receipts","Online rent payment by KNET and card","Maintenance requests","Email support"]'::jsonb, false, 1),
	('Professional', 'For a growing portfolio run with a small team of managers.', 29.000, 290.000, 50, 5,
	 '["Up to 50 units","5 property managers","Everything in Starter","Collection and financial reports","Bank settlement tracking","Partial online payments","Priority support"]'::jsonb, true, 2),
	('Enterprise', 'For property companies with many buildings across Kuwait''s governorates.', 79.000, 790.000, 500, 25,
	 '["Up to 500 units","25 property managers","Everything in Professional","Custom roles and permissions","Data export","A named account manager"]'::jsonb, false, 3);
