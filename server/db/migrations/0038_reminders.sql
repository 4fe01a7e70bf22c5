CREATE TABLE "reminder_schedules" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"steps" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_schedules_steps_check" CHECK (cardinality("reminder_schedules"."steps") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"invoice_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_invoice_id_step_pk" PRIMARY KEY("invoice_id","step")
);
--> statement-breakpoint
CREATE TABLE "tenant_message_preferences" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"reminders_off" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_message_preferences_channel_check" CHECK ("tenant_message_preferences"."channel" in ('whatsapp', 'sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_message_preferences" ADD CONSTRAINT "tenant_message_preferences_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;