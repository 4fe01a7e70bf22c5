-- Issue 22: each user's language and digits (mails, PDFs and the panel follow them; no language
-- until the user chooses one: the panel then follows the browser, mails and PDFs are English), and the
-- Arabic name and address of a property beside the ones already stored (tenants already carry
-- first_name_ar / last_name_ar). Constant defaults: PostgreSQL adds these columns without
-- rewriting the tables.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text DEFAULT 'latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" is null or "users"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_check" CHECK ("users"."digits" in ('latn', 'arab'));--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_ar" text DEFAULT '' NOT NULL;
