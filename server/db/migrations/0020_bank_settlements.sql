-- Issue 20 item 7: the landlord's bank account (Kuwaiti IBAN, stored without spaces) and the
-- gateway's settlement batches with their items. A batch is unique per provider and reference so
-- that importing the same settlement report again changes nothing.
CREATE TABLE "landlord_bank_accounts" (
	"landlord_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"sub_merchant_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlord_bank_accounts_iban_check" CHECK ("landlord_bank_accounts"."iban" ~ '^KW[0-9]{2}[A-Z]{4}[A-Z0-9]{22}$')
);--> statement-breakpoint
CREATE TABLE "settlement_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"deposit_date" date NOT NULL,
	"gross" numeric(12, 3) NOT NULL,
	"fees" numeric(12, 3) NOT NULL,
	"refunds" numeric(12, 3) NOT NULL,
	"net" numeric(12, 3) NOT NULL,
	"item_count" integer NOT NULL,
	"difference" numeric(12, 3) DEFAULT '0' NOT NULL,
	"reconciled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_batches_provider_reference_key" ON "settlement_batches" ("provider", "reference");--> statement-breakpoint
CREATE INDEX "settlement_batches_landlord_date_idx" ON "settlement_batches" ("landlord_id", "deposit_date");--> statement-breakpoint
CREATE INDEX "settlement_batches_date_idx" ON "settlement_batches" ("deposit_date");--> statement-breakpoint
CREATE TABLE "settlement_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL REFERENCES "settlement_batches"("id") ON DELETE cascade,
	"gateway_reference" text NOT NULL,
	"transaction_id" text,
	"method" text,
	"attempt_id" uuid REFERENCES "payment_attempts"("id") ON DELETE set null,
	"payment_id" uuid REFERENCES "payments"("id") ON DELETE set null,
	"amount" numeric(12, 3) NOT NULL,
	"fee" numeric(12, 3) NOT NULL,
	"refunded" numeric(12, 3) NOT NULL,
	"net" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_batch_reference_key" ON "settlement_items" ("batch_id", "gateway_reference");--> statement-breakpoint
CREATE INDEX "settlement_items_attempt_idx" ON "settlement_items" ("attempt_id");
