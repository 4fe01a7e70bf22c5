-- Issue 20 items 2 and 4: online payment attempts, the webhook inbox and the sandbox gateway's own
-- side. Payments and receipts recorded by a capture carry method knet or card.
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check"
  CHECK ("payments"."method" is null or "payments"."method" in ('bank_transfer', 'cash', 'cheque', 'pos', 'knet', 'card'));--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE restrict,
	"tenant_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"provider" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"amount" numeric(12, 3) NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"method" text,
	"transaction_id" text,
	"reason" text,
	"payment_id" uuid REFERENCES "payments"("id") ON DELETE set null,
	"refunded_amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"check_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount" > 0),
	CONSTRAINT "payment_attempts_currency_check" CHECK ("payment_attempts"."currency" = 'KWD'),
	CONSTRAINT "payment_attempts_state_check" CHECK ("payment_attempts"."state" in ('created', 'pending', 'unknown', 'captured', 'failed', 'cancelled', 'expired', 'partially_refunded', 'refunded')),
	CONSTRAINT "payment_attempts_method_check" CHECK ("payment_attempts"."method" is null or "payment_attempts"."method" in ('knet', 'card'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_reference_key" ON "payment_attempts" ("provider", "gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_payment_key" ON "payment_attempts" ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_idx" ON "payment_attempts" ("invoice_id", "created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_tenant_idx" ON "payment_attempts" ("tenant_id", "created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_next_check_idx" ON "payment_attempts" ("next_check_at")
  WHERE "state" in ('created', 'pending', 'unknown');--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY ("provider", "event_id")
);--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"transaction_id" text,
	"reason" text,
	"refunded_fils" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_idempotency_key" ON "sandbox_gateway_payments" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_captured_idx" ON "sandbox_gateway_payments" ("captured_at");--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL REFERENCES "sandbox_gateway_payments"("reference") ON DELETE cascade,
	"amount_fils" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"attempt_id" uuid NOT NULL REFERENCES "payment_attempts"("id") ON DELETE restrict,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE restrict,
	"invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE restrict,
	"amount" numeric(12, 3) NOT NULL,
	"reason" text NOT NULL,
	"credit_note_no" text NOT NULL,
	"gateway_refund_reference" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);--> statement-breakpoint
CREATE INDEX "payment_refunds_invoice_idx" ON "payment_refunds" ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_landlord_credit_note_key" ON "payment_refunds" ("landlord_id", "credit_note_no");
