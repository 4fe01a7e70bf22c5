-- Issue 20 item 5: a landlord may let its tenants pay part of an invoice online, above a minimum.
-- One row per landlord, written by its first save; no row means off (the default).
CREATE TABLE "online_payment_settings" (
	"landlord_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"allow_partial" boolean DEFAULT false NOT NULL,
	"partial_minimum" numeric(12, 3) DEFAULT '5.000' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_settings_minimum_check" CHECK ("partial_minimum" >= 0)
);
