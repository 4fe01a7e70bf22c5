-- Issue 23 item 2: a record of every run of a scheduled job (server/jobs/runRecord.ts), on both
-- runners (pg-boss on PostgreSQL, in-process on PGlite), read by the super admin's Jobs screen.
-- A run is written when it starts (result 'running') and finished with 'ok' or 'failed'; each
-- retry of a failed run is a row of its own with its attempt number.
CREATE TABLE "job_runs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "slot_at" timestamp with time zone,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "result" text DEFAULT 'running' NOT NULL,
  "error" text,
  "attempt" integer DEFAULT 1 NOT NULL,
  "instance_id" text NOT NULL,
  "queue_job_id" text,
  "request_id" text,
  CONSTRAINT "job_runs_result_check" CHECK ("result" IN ('running', 'ok', 'failed'))
);
--> statement-breakpoint
-- The screen lists the newest runs, of all jobs or of one, and the failures among them.
CREATE INDEX "job_runs_started_idx" ON "job_runs" ("started_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "job_runs_name_started_idx" ON "job_runs" ("name", "started_at" DESC);
--> statement-breakpoint
CREATE INDEX "job_runs_failed_idx" ON "job_runs" ("started_at" DESC) WHERE "result" = 'failed';
--> statement-breakpoint
-- Each instance asks at every scheduled moment whether that moment's run has started already.
CREATE INDEX "job_runs_name_slot_idx" ON "job_runs" ("name", "slot_at");
