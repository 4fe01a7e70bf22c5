CREATE TABLE "notice_sends" (
	"subject_id" uuid NOT NULL,
	"template" text NOT NULL,
	"landlord_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notice_sends_landlord_id_subject_id_template_pk" PRIMARY KEY("landlord_id","subject_id","template")
);
--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_sends_pending_idx" ON "notice_sends" USING btree ("template","created_at") WHERE "notice_sends"."sent_at" is null;