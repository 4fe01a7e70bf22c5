-- Issue 21 item 6, Plan flexibility: a landlord asks for another plan on sale or for a custom plan
-- (units, managers, a message); the super admin answers (accept, decline or a plain reply) and may
-- move the landlord to a plan. The events are the thread both sides read: answers, state changes
-- and plan moves, each with its author and time. Events carry their request's landlord_id (the
-- distribution key, docs/citus.md).
CREATE TABLE "plan_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"requested_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"plan_id" uuid REFERENCES "plans"("id") ON DELETE restrict,
	"units" integer,
	"managers" integer,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_change_requests_kind_check" CHECK ("kind" in ('plan_change', 'custom_plan')),
	CONSTRAINT "plan_change_requests_state_check" CHECK ("state" in ('open', 'accepted', 'declined')),
	CONSTRAINT "plan_change_requests_plan_check" CHECK ("kind" <> 'plan_change' or "plan_id" is not null),
	CONSTRAINT "plan_change_requests_custom_check" CHECK ("kind" <> 'custom_plan' or ("units" > 0 and "managers" > 0))
);--> statement-breakpoint
CREATE INDEX "plan_change_requests_landlord_updated_idx" ON "plan_change_requests" ("landlord_id", "updated_at");--> statement-breakpoint
CREATE INDEX "plan_change_requests_state_updated_idx" ON "plan_change_requests" ("state", "updated_at");--> statement-breakpoint
CREATE INDEX "plan_change_requests_updated_idx" ON "plan_change_requests" ("updated_at");--> statement-breakpoint
CREATE TABLE "plan_change_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "plan_change_requests"("id") ON DELETE cascade,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"body" text DEFAULT '' NOT NULL,
	"state_from" text,
	"state_to" text,
	"plan_id" uuid REFERENCES "plans"("id") ON DELETE restrict,
	"plan_name" text,
	"move_at" text,
	"effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_change_request_events_move_at_check" CHECK ("move_at" is null or "move_at" in ('now', 'period_end'))
);--> statement-breakpoint
CREATE INDEX "plan_change_request_events_request_idx" ON "plan_change_request_events" ("request_id", "created_at");
